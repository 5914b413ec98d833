import { useId, useState, type FormEvent } from "react";
import { notify } from "#app/lib/notify.tsx";
import { formatUsd } from "#domain/money.ts";
import { selectionLimitProblem, validateSelections, type ModifierGroupView } from "#domain/modifiers.ts";
import { addToCart } from "#app/lib/cart/add-to-cart.ts";
import type { ScheduleDetails } from "#app/lib/cart/cart-store.ts";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";
import { QuantityStepper } from "#app/components/ui/quantity-stepper.tsx";
import { ModifierGroupFieldset } from "./modifier-group-fieldset.tsx";
import { toCartModifiers } from "./cart-modifiers.ts";

export type CustomizeDialogProps = {
  item: { id: string; title: string; description: string; price: number; image_url: string | null };
  groups: ModifierGroupView[];
  /** Set when the dish is being scheduled for later. */
  schedule?: ScheduleDetails | null;
  onClose: () => void;
};

type Selections = Record<string, string[]>;

/** The item customisation dialog (docs/product/03-ordering.md §3.3): modifiers, instructions, quantity. */
export default function CustomizeDialog({ item, groups, schedule = null, onClose }: CustomizeDialogProps) {
  const id = useId();
  const [selections, setSelections] = useState<Selections>({});
  const [instructions, setInstructions] = useState("");
  const [quantity, setQuantity] = useState(1);
  const [problemGroupId, setProblemGroupId] = useState<string | null>(null);
  const [problemText, setProblemText] = useState("");

  const modifiers = toCartModifiers(groups, selections);
  const unitPrice = modifiers.reduce(
    (sum, group) => sum + group.selectedOptions.reduce((total, option) => total + option.priceAdjustment, 0),
    item.price,
  );
  const total = unitPrice * quantity;

  function choose(group: ModifierGroupView, optionId: string, checked: boolean) {
    const current = selections[group.id] ?? [];
    let next: string[];
    if (!checked) next = current.filter((chosen) => chosen !== optionId);
    else if (group.max_selections === 1) next = [optionId];
    else if (group.max_selections !== null && current.length >= group.max_selections) {
      const problem = selectionLimitProblem(group);
      notify.error(problem.title, { description: problem.message });
      return;
    } else next = [...current, optionId];
    setSelections({ ...selections, [group.id]: next });
    if (problemGroupId === group.id) setProblemGroupId(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSelections(groups, selections);
    if (problem) {
      const group = groups.find((candidate) => validateSelections([candidate], selections) !== null);
      notify.error(problem.title, { description: problem.message });
      setProblemGroupId(group?.id ?? null);
      setProblemText(problem.message);
      if (group) document.getElementById(`${id}-group-${group.id}`)?.querySelector("input")?.focus();
      return;
    }
    const added = addToCart({
      item,
      quantity,
      modifiers,
      specialInstructions: instructions,
      schedule,
      withModifiers: true,
    });
    if (added) onClose();
  }

  const formId = `${id}-form`;
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={item.title}
      description={item.description}
      footer={
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm text-stone-600">
            Total{" "}
            <span aria-live="polite" className="block text-xl font-bold tabular-nums text-ink">
              {formatUsd(total)}
            </span>
          </p>
          <button
            type="submit"
            form={formId}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            {schedule ? "Schedule & Add" : "Add to Cart"}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-6">
        {groups.map((group) => {
          const chosen = selections[group.id] ?? [];
          const hasProblem = problemGroupId === group.id;
          return (
            <ModifierGroupFieldset
              key={group.id}
              group={group}
              idPrefix={id}
              chosen={chosen}
              onChoose={(optionId, checked) => choose(group, optionId, checked)}
              problem={hasProblem ? problemText : null}
            />
          );
        })}

        <div>
          <label htmlFor={`${id}-instructions`} className="block font-semibold text-ink">
            Special Instructions
          </label>
          <textarea
            id={`${id}-instructions`}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            maxLength={500}
            rows={3}
            placeholder="Any special requests? (e.g., no onions, extra sauce)"
            className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>

        <div className="flex items-center justify-between gap-4">
          <span id={`${id}-quantity`} className="font-semibold text-ink">
            Quantity
          </span>
          <QuantityStepper labelledBy={`${id}-quantity`} value={quantity} onChange={setQuantity} />
        </div>
      </form>
    </ModalDialog>
  );
}
