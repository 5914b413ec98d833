import { useId, useState } from "react";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";
import { QuantityStepper } from "#app/components/ui/quantity-stepper.tsx";
import { formatUsd } from "#domain/money.ts";
import type { CateringItemView } from "#domain/catering.ts";
import { addCateringLine } from "#app/lib/cart/catering-cart.ts";
import { notify } from "#app/lib/notify.tsx";

export const TIER_TEXT = {
  noSize: "Please select a serving size",
  invalidSize: "Please select a valid serving size",
  added: "Added to Catering Cart",
  failed: "Failed to add item to cart. Please try again.",
} as const;

/** The serving-size dialog (docs/product/04-catering.md §4.2): one tier must be chosen before adding. */
export function TierDialog({ item, onClose }: { item: CateringItemView; onClose: () => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const errorId = `${groupId}-error`;

  function add() {
    if (!chosen) return setError(TIER_TEXT.noSize);
    const tier = item.tiers.find((entry) => entry.name === chosen);
    if (!tier || !(tier.price > 0)) return setError(TIER_TEXT.invalidSize);
    try {
      addCateringLine({
        itemId: item.id,
        title: item.title,
        price: tier.price,
        tier: tier.name,
        serves: tier.serves,
        category: item.category,
        quantity,
      });
    } catch {
      notify.error(TIER_TEXT.failed);
      return;
    }
    notify.success(TIER_TEXT.added, {
      description: `${item.title} (${tier.name}) has been added to your catering cart.`,
    });
    onClose();
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={item.title}
      description={item.description}
      footer={
        <div className="flex items-center justify-between gap-4">
          <QuantityStepper value={quantity} onChange={setQuantity} itemName={item.title} size="sm" />
          <button
            type="button"
            onClick={add}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            Add to Catering Cart
          </button>
        </div>
      }
    >
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="font-semibold text-ink">Choose a serving size</legend>
        <div className="mt-3 grid gap-3">
          {item.tiers.map((tier) => (
            <label
              key={tier.name}
              className={`flex cursor-pointer items-center justify-between gap-4 rounded-xl border-2 px-4 py-3 transition-colors ${
                chosen === tier.name
                  ? "border-brand-600 bg-brand-50"
                  : "border-stone-200 hover:border-stone-300"
              }`}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={`${groupId}-tier`}
                  value={tier.name}
                  checked={chosen === tier.name}
                  onChange={() => {
                    setChosen(tier.name);
                    setError(null);
                  }}
                  className="h-5 w-5 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold text-ink">{tier.name}</span>
                  {tier.serves ? (
                    <span className="block text-sm text-stone-600">Serves {tier.serves}</span>
                  ) : null}
                </span>
              </span>
              <span className="font-bold tabular-nums text-ink">{formatUsd(tier.price)}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </ModalDialog>
  );
}
