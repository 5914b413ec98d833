import { Minus, Plus } from "lucide-react";
import { MAX_LINE_QUANTITY } from "#domain/cart-limits.ts";

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the buttons: "Decrease quantity of Jerk Pork". */
  itemName?: string;
  /** The id of the visible label of the count. */
  labelledBy?: string;
  size?: "md" | "sm";
};

/**
 * Minus, count, plus; minus stops at 1 (docs/product/03-ordering.md §3.4), plus at the checkout's maximum.
 */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  labelledBy,
  size = "md",
}: QuantityStepperProps) {
  const suffix = itemName ? ` of ${itemName}` : "";
  const button = size === "md" ? "h-11 w-11" : "h-9 w-9";
  const buttonClass = `inline-flex ${button} items-center justify-center rounded-full border border-stone-300 bg-white text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-50 disabled:text-stone-400`;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : `Quantity${suffix}`}
      className="inline-flex items-center gap-2"
    >
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={`Decrease quantity${suffix}`}
        className={buttonClass}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={value >= MAX_LINE_QUANTITY}
        aria-label={`Increase quantity${suffix}`}
        className={buttonClass}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
