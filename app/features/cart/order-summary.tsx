import { computeOrderTotals } from "#domain/money.ts";
import { TotalsList } from "#app/components/ordering/totals-list.tsx";

type OrderSummaryProps = {
  lines: readonly { price: number; quantity: number }[];
  taxRatePercent: number;
  /** cents (docs/product/03-ordering.md §3.15, §3.16) */
  tipCents?: number;
  discountCents?: number;
};

function formatRate(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/** Subtotal, tax and total of the cart (docs/product/03-ordering.md §3.5). The server's figures are final. */
export function OrderSummary({ lines, taxRatePercent, tipCents = 0, discountCents = 0 }: OrderSummaryProps) {
  const totals = computeOrderTotals(
    lines.map((line) => ({ unitPriceCents: line.price, quantity: line.quantity })),
    taxRatePercent,
    { tipCents, discountCents },
  );
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <TotalsList
      className="space-y-2 text-stone-700"
      subtotal={{
        label: `Subtotal (${itemCount} ${itemCount === 1 ? "item" : "items"})`,
        cents: totals.subtotalCents,
        testId: "cart-subtotal",
      }}
      discount={{ label: "Discount", cents: totals.discountCents, testId: "cart-discount" }}
      tax={{ label: `Tax (${formatRate(taxRatePercent)})`, cents: totals.taxCents, testId: "cart-tax" }}
      tip={{ label: "Tip", cents: totals.tipCents, testId: "cart-tip" }}
      total={{ label: "Total", cents: totals.totalCents, testId: "cart-total" }}
    />
  );
}
