import { formatUsd } from "#domain/money.ts";
import { Button } from "#app/components/ui/admin/button.tsx";

type OrderSummaryBarProps = {
  itemCount: number;
  /** integer cents */
  totalCents: number;
  /** Brings the caller's details (and the Place order button below them) into view. */
  onOpenDetails: () => void;
};

/**
 * On a phone the order and the caller's details sit below a long menu: this bar stays at the
 * bottom of the screen with the count and the total, and jumps to them. A desk keeps them in a
 * sticky column instead, so the bar is for narrow screens only. On a phone it sits on the admin's
 * bottom bar.
 */
export function OrderSummaryBar({ itemCount, totalCents, onOpenDetails }: OrderSummaryBarProps) {
  return (
    <div
      data-testid="phone-order-bar"
      className="fixed inset-x-0 bottom-16 z-20 md:bottom-0 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      <p className="text-sm text-stone-800">
        <span className="font-semibold">
          {itemCount} {itemCount === 1 ? "item" : "items"}
        </span>
        {" · "}
        <span className="font-bold tabular-nums text-ink">{formatUsd(totalCents)}</span>
      </p>
      <Button onClick={onOpenDetails}>Caller and payment</Button>
    </div>
  );
}
