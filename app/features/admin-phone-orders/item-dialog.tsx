import { useId, useState, type FormEvent } from "react";
import type { CartModifier } from "#domain/checkout.ts";
import { formatUsd, unitPriceCents } from "#domain/money.ts";
import { selectionLimitProblem, validateSelections, type ModifierGroupView } from "#domain/modifiers.ts";
import { Dialog, DialogContent } from "#app/components/ui/admin/dialog.tsx";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { QuantityStepper } from "#app/components/ui/quantity-stepper.tsx";
import { ModifierGroupFieldset } from "#app/components/ordering/modifier-group-fieldset.tsx";
import { toCartModifiers } from "#app/components/ordering/cart-modifiers.ts";
import type { PhoneMenuItem } from "#server/orders/phone-orders-admin-service.ts";

export type ChosenLine = {
  modifiers: CartModifier[];
  quantity: number;
  specialInstructions: string;
};

type Selections = Record<string, string[]>;

/**
 * One item's option groups with the website's rules (domain/modifiers.ts, the same fieldset as the
 * customisation dialog), its note and quantity; "Add to order" hands the line to the order.
 */
export function ItemDialog({
  item,
  onAdd,
  onClose,
}: {
  item: PhoneMenuItem;
  onAdd: (line: ChosenLine) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [selections, setSelections] = useState<Selections>({});
  const [instructions, setInstructions] = useState("");
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<{ groupId: string | null; message: string } | null>(null);
  const modifiers = toCartModifiers(item.groups, selections);
  const unit = unitPriceCents(item.price, modifiers);

  function choose(group: ModifierGroupView, optionId: string, checked: boolean) {
    const current = selections[group.id] ?? [];
    let next: string[];
    if (!checked) next = current.filter((chosen) => chosen !== optionId);
    else if (group.max_selections === 1) next = [optionId];
    else if (group.max_selections !== null && current.length >= group.max_selections) {
      setProblem({ groupId: group.id, message: selectionLimitProblem(group).message });
      return;
    } else next = [...current, optionId];
    setSelections({ ...selections, [group.id]: next });
    if (problem?.groupId === group.id) setProblem(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSelections(item.groups, selections);
    if (found) {
      const group = item.groups.find((candidate) => validateSelections([candidate], selections) !== null);
      setProblem({ groupId: group?.id ?? null, message: found.message });
      if (group) document.getElementById(`${id}-group-${group.id}`)?.querySelector("input")?.focus();
      return;
    }
    onAdd({ modifiers, quantity, specialInstructions: instructions.trim() });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={item.title}
        description={item.description || undefined}
        className="max-h-[90vh] overflow-y-auto"
      >
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {item.groups.map((group) => (
            <ModifierGroupFieldset
              key={group.id}
              group={group}
              idPrefix={id}
              chosen={selections[group.id] ?? []}
              onChoose={(optionId, checked) => choose(group, optionId, checked)}
              problem={problem?.groupId === group.id ? problem.message : null}
            />
          ))}
          <TextAreaField
            label="Special instructions"
            rows={2}
            maxLength={500}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
          />
          <div className="flex items-center justify-between gap-4">
            <span id={`${id}-quantity`} className="font-semibold text-ink">
              Quantity
            </span>
            <QuantityStepper labelledBy={`${id}-quantity`} value={quantity} onChange={setQuantity} />
          </div>
          <div className="flex items-center justify-between gap-4 border-t border-stone-200 pt-4">
            <p className="text-sm text-stone-700">
              Line total{" "}
              <span aria-live="polite" className="block text-lg font-bold tabular-nums text-ink">
                {formatUsd(unit * quantity)}
              </span>
            </p>
            <Button type="submit">Add to order</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
