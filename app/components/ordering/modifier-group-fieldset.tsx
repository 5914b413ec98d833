import { formatPriceAdjustment } from "#domain/order-lines.ts";
import { describeSelectionRule, type ModifierGroupView } from "#domain/modifiers.ts";
import { isSoldOut } from "#domain/sold-out.ts";

type ModifierGroupFieldsetProps = {
  group: ModifierGroupView;
  /** Unique per dialog, so several groups and dialogs never share ids. */
  idPrefix: string;
  chosen: readonly string[];
  onChoose: (optionId: string, checked: boolean) => void;
  /** The group's problem ("Please select at least 1 option from …"), shown under it. */
  problem?: string | null;
};

/**
 * One modifier group as the customisation dialog shows it: its name (an asterisk when required),
 * the rule (Required, select n item(s) / Optional, select up to n item(s)), and its choices as radio
 * buttons (pick one) or checkboxes. The admin's preview draws the same component.
 */
export function ModifierGroupFieldset({
  group,
  idPrefix,
  chosen,
  onChoose,
  problem,
}: ModifierGroupFieldsetProps) {
  const id = idPrefix;
  const isRadio = group.max_selections === 1;
  const hasProblem = Boolean(problem);
  const ruleId = `${id}-rule-${group.id}`;
  const problemId = `${id}-problem-${group.id}`;
  const now = new Date();
  return (
    <fieldset
      id={`${id}-group-${group.id}`}
      aria-describedby={hasProblem ? `${ruleId} ${problemId}` : ruleId}
      className={`rounded-xl border p-4 ${hasProblem ? "border-red-700 bg-red-50/40" : "border-stone-200"}`}
    >
      <legend className="px-1 font-semibold text-ink">
        {group.name}
        {group.is_required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <p id={ruleId} className="text-sm text-stone-600">
        {describeSelectionRule(group)}
        {group.description ? <span className="block text-stone-500">{group.description}</span> : null}
      </p>
      <ul className="mt-3 space-y-2">
        {group.modifiers.map((option) => {
          const isChecked = chosen.includes(option.id);
          const adjustment = formatPriceAdjustment(option.price_adjustment);
          // A sold-out option stays in view but cannot be chosen until the next opening.
          const soldOut = !isChecked && isSoldOut({ sold_out_until: option.sold_out_until ?? null }, now);
          return (
            <li key={option.id}>
              <label
                className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 transition-colors ${
                  soldOut ? "cursor-not-allowed bg-stone-50 text-stone-600" : "cursor-pointer"
                } ${isChecked ? "border-brand-600 bg-brand-50" : "border-stone-200 hover:border-stone-300"}`}
              >
                <input
                  type={isRadio ? "radio" : "checkbox"}
                  name={`${id}-${group.id}`}
                  value={option.id}
                  checked={isChecked}
                  disabled={soldOut}
                  onChange={(event) => onChoose(option.id, event.target.checked)}
                  // A checked radio of an optional group can be clicked again to clear it.
                  onClick={() => {
                    if (isRadio && isChecked && !group.is_required) onChoose(option.id, false);
                  }}
                  className="h-5 w-5 shrink-0 accent-brand-600"
                />
                <span className={`flex-1 ${soldOut ? "text-stone-600 line-through" : "text-ink"}`}>
                  {option.name}
                </span>
                {soldOut ? <span className="text-sm font-semibold text-stone-700">Sold out</span> : null}
                {adjustment ? (
                  <span className="text-sm font-semibold tabular-nums text-stone-700">{adjustment}</span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      {hasProblem ? (
        <p id={problemId} className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
