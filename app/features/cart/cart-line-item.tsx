import { CalendarClock, Trash2, UtensilsCrossed } from "lucide-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { notify } from "#app/lib/notify.tsx";
import { formatUsd } from "#domain/money.ts";
import { describeOptions } from "#domain/order-lines.ts";
import { removeCartLine, setLineQuantity, type CartLine } from "#app/lib/cart/cart-store.ts";
import { QuantityStepper } from "#app/components/ui/quantity-stepper.tsx";

/**
 * The generic failed action of docs/product/10-errors-and-messages.md §10.1: "Error" with "Failed to
 * {action}".
 */
function updateSafely(change: () => void): void {
  try {
    change();
  } catch {
    notify.error("Error", { description: "Failed to update cart" });
  }
}

/** One line of the regular cart: picture, dish, choices, instructions, price, quantity, total. */
export function CartLineItem({ line, onRemoved }: { line: CartLine; onRemoved?: () => void }) {
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:h-24 sm:w-24">
        {line.image ? (
          <ResponsiveImage
            src={line.image}
            alt=""
            width={96}
            height={96}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-brand-300">
            <UtensilsCrossed className="h-8 w-8" aria-hidden="true" />
          </div>
        )}
      </div>
      {/* A word longer than the line (a typed note, a long dish name) breaks instead of widening the card. */}
      <div className="min-w-0 flex-1 wrap-break-word">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-display text-lg font-bold leading-snug text-ink">{line.title}</h3>
            <p className="text-sm text-stone-600">
              <span className="tabular-nums">{formatUsd(line.price)}</span> each
            </p>
          </div>
          <p className="shrink-0 text-lg font-bold tabular-nums text-ink" data-testid="line-total">
            {formatUsd(line.price * line.quantity)}
          </p>
        </div>
        {line.modifiers.length > 0 ? (
          <ul className="mt-2 space-y-0.5 text-sm text-stone-700">
            {line.modifiers.map((group) => (
              <li key={group.groupId || group.groupName}>
                <span className="font-semibold">{group.groupName}:</span>{" "}
                {describeOptions(group, { withPrices: true })}
              </li>
            ))}
          </ul>
        ) : null}
        {line.specialInstructions ? (
          <p className="mt-1 text-sm italic text-stone-600">Note: {line.specialInstructions}</p>
        ) : null}
        {line.scheduled ? (
          <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-200">
            <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
            Scheduled
          </p>
        ) : null}
        {/* On a narrow phone Remove goes under the stepper instead of past the card's edge. */}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            itemName={line.title}
            onChange={(quantity) => updateSafely(() => setLineQuantity(line.lineId, quantity))}
          />
          <button
            type="button"
            onClick={() =>
              updateSafely(() => {
                removeCartLine(line.lineId);
                onRemoved?.();
              })
            }
            aria-label={`Remove ${line.title}`}
            className="ml-auto inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red-800 transition-colors hover:bg-red-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
