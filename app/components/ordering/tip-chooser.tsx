import { useId } from "react";
import { dollarsToCents, formatUsd } from "#domain/money.ts";
import { computeTip, percentOfCents, TIP_MESSAGES, type TipChoice, type TipSettings } from "#domain/tips.ts";

// The tip choices (docs/product/03-ordering.md §3.15) of the cart, the catering checkout and the phone order
// page. The amounts shown here are the server's own rules run in the browser; the server computes
// them again from the choice.

export type TipPick =
  { kind: "none" } | { kind: "percent"; percent: number } | { kind: "custom"; text: string };

/** The choice as the checkout request carries it, or a field message for a custom amount. */
export function tipChoiceOf(pick: TipPick): { choice: TipChoice; error: string | null } {
  if (pick.kind === "none") return { choice: {}, error: null };
  if (pick.kind === "percent") return { choice: { tipPercent: pick.percent }, error: null };
  const text = pick.text.trim().replace(/^\$/, "");
  if (text === "") return { choice: {}, error: null };
  if (!/^-?\d*(\.\d*)?$/.test(text) || text === "." || text === "-") {
    return { choice: {}, error: TIP_MESSAGES.notWholeCents };
  }
  if (/\.\d{3,}$/.test(text)) return { choice: {}, error: TIP_MESSAGES.notWholeCents };
  const cents = dollarsToCents(text);
  if (cents < 0) return { choice: {}, error: TIP_MESSAGES.negative };
  return { choice: { tipCents: cents }, error: null };
}

/** The tip in cents the pick makes on this subtotal, and its message when it cannot be taken. */
export function tipFor(
  pick: TipPick,
  subtotalCents: number,
  settings: TipSettings,
  orderType: string,
): { cents: number; error: string | null } {
  const { choice, error } = tipChoiceOf(pick);
  if (error) return { cents: 0, error };
  const result = computeTip(choice, subtotalCents, settings, orderType);
  return result.ok ? { cents: result.tipCents, error: null } : { cents: 0, error: result.message };
}

const OPTION =
  "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40";

type TipChooserProps = {
  settings: TipSettings;
  subtotalCents: number;
  pick: TipPick;
  error: string | null;
  onPick: (pick: TipPick) => void;
};

export function TipChooser({ settings, subtotalCents, pick, error, onPick }: TipChooserProps) {
  const customId = useId();
  const errorId = `${customId}-error`;
  const choices: { key: string; label: string; amount: string | null; pick: TipPick }[] = [
    { key: "none", label: "No tip", amount: null, pick: { kind: "none" } },
    ...settings.presets.map((percent) => ({
      key: `p${percent}`,
      label: `${percent}%`,
      amount: formatUsd(percentOfCents(subtotalCents, percent)),
      pick: { kind: "percent" as const, percent },
    })),
  ];
  const isChosen = (candidate: TipPick) =>
    candidate.kind === pick.kind &&
    (candidate.kind !== "percent" || (pick.kind === "percent" && pick.percent === candidate.percent));
  return (
    <fieldset data-testid="tip-chooser">
      <legend className="text-sm font-semibold text-stone-800">Add a tip</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {choices.map((choice) => (
          <label
            key={choice.key}
            className={`${OPTION} ${
              isChosen(choice.pick)
                ? "border-brand-600 bg-brand-50"
                : "border-stone-300 hover:border-stone-400"
            }`}
          >
            <input
              type="radio"
              name="tip"
              className="sr-only"
              checked={isChosen(choice.pick)}
              onChange={() => onPick(choice.pick)}
            />
            <span className="font-semibold">{choice.label}</span>
            {choice.amount ? (
              <span className="text-sm tabular-nums text-stone-700">{choice.amount}</span>
            ) : null}
          </label>
        ))}
        {settings.customAllowed ? (
          <label
            className={`${OPTION} ${
              pick.kind === "custom"
                ? "border-brand-600 bg-brand-50"
                : "border-stone-300 hover:border-stone-400"
            }`}
          >
            <input
              type="radio"
              name="tip"
              className="sr-only"
              checked={pick.kind === "custom"}
              onChange={() => onPick({ kind: "custom", text: pick.kind === "custom" ? pick.text : "" })}
            />
            <span className="font-semibold">Custom</span>
          </label>
        ) : null}
      </div>
      {pick.kind === "custom" ? (
        <div className="mt-3">
          <label htmlFor={customId} className="block text-sm font-semibold text-stone-800">
            Tip amount ($)
          </label>
          <input
            id={customId}
            name="tipCents"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={pick.text}
            onChange={(event) => onPick({ kind: "custom", text: event.target.value })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            placeholder="0.00"
            className={`mt-1.5 block w-40 rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
              error ? "border-red-700" : "border-stone-300"
            }`}
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
