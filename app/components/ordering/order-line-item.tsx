import { formatUsd } from "#domain/money.ts";

export type OrderLineChoice = { key: string; groupName: string; text: string };

type OrderLineItemProps = {
  title: string;
  quantity: number;
  /** Each modifier group's choices, already worded by the caller. */
  choices: readonly OrderLineChoice[];
  note: string | null | undefined;
  /** The line's total in cents. */
  totalCents: number;
  testId?: string;
};

/** One line of a placed order: the item and its count, its choices and note, and what it came to. */
export function OrderLineItem({ title, quantity, choices, note, totalCents, testId }: OrderLineItemProps) {
  return (
    <li className="flex justify-between gap-4 py-4" data-testid={testId}>
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {title} <span className="font-normal text-stone-600">× {quantity}</span>
        </p>
        {choices.map((choice) => (
          <p key={choice.key} className="text-sm text-stone-700">
            <span className="font-medium">{choice.groupName}:</span> {choice.text}
          </p>
        ))}
        {note ? <p className="text-sm italic text-stone-600">Note: {note}</p> : null}
      </div>
      <p className="shrink-0 font-semibold tabular-nums text-ink">{formatUsd(totalCents)}</p>
    </li>
  );
}
