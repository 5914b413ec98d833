import { computeOrderTotals, formatUsd } from "#domain/money.ts";

type OrderSummaryProps = {
  lines: readonly { price: number; quantity: number }[];
  taxRatePercent: number;
  /** cents (docs/product.md §3.15, §3.16) */
  tipCents?: number;
  discountCents?: number;
};

function formatRate(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/** Subtotal, tax and total of the cart (docs/product.md §3.5). The server's figures are final. */
export function OrderSummary({ lines, taxRatePercent, tipCents = 0, discountCents = 0 }: OrderSummaryProps) {
  const totals = computeOrderTotals(
    lines.map((line) => ({ unitPriceCents: line.price, quantity: line.quantity })),
    taxRatePercent,
    { tipCents, discountCents },
  );
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <dl className="space-y-2 text-stone-700">
      <div className="flex justify-between gap-4">
        <dt>
          Subtotal ({itemCount} {itemCount === 1 ? "item" : "items"})
        </dt>
        <dd className="tabular-nums" data-testid="cart-subtotal">
          {formatUsd(totals.subtotalCents)}
        </dd>
      </div>
      {totals.discountCents > 0 ? (
        <div className="flex justify-between gap-4 text-leaf-700">
          <dt>Discount</dt>
          <dd className="tabular-nums" data-testid="cart-discount">
            -{formatUsd(totals.discountCents)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>Tax ({formatRate(taxRatePercent)})</dt>
        <dd className="tabular-nums" data-testid="cart-tax">
          {formatUsd(totals.taxCents)}
        </dd>
      </div>
      {totals.tipCents > 0 ? (
        <div className="flex justify-between gap-4">
          <dt>Tip</dt>
          <dd className="tabular-nums" data-testid="cart-tip">
            {formatUsd(totals.tipCents)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-bold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatUsd(totals.totalCents)}
        </dd>
      </div>
    </dl>
  );
}
