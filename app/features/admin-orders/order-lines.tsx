import { orderLineRows, type OrderLine } from "#domain/order-lines.ts";
import { formatUsd } from "#domain/money.ts";

type OrderLineListProps = {
  lines: OrderLine[];
  /**
   * "ticket": the printed 80 mm ticket, bold and monospaced, a note marked "**", prices only on the
   * customer's copy. "detail": the order page, every line with its price, a note as "Note: …".
   */
  variant: "ticket" | "detail";
  withPrices?: boolean;
};

/** An order's lines, with their options and notes, as the kitchen ticket and the order page show them. */
export function OrderLineList({ lines, variant, withPrices = true }: OrderLineListProps) {
  const rows = orderLineRows(lines);
  if (variant === "ticket") {
    return (
      <ul className="space-y-2 border-y border-dashed border-black py-2">
        {rows.map((row) => (
          <li key={row.id}>
            <div className="flex justify-between gap-2 font-bold">
              <span>{row.heading}</span>
              {withPrices ? <span className="whitespace-nowrap">{formatUsd(row.totalCents)}</span> : null}
            </div>
            {row.modifiers.map((text) => (
              <p key={text} className="pl-3">
                {text}
              </p>
            ))}
            {row.note ? <p className="pl-3 font-bold">** {row.note}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="divide-y divide-stone-200">
      {rows.map((row) => (
        <li key={row.id} className="flex justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{row.heading}</p>
            {row.modifiers.map((text) => (
              <p key={text} className="text-sm text-stone-700">
                {text}
              </p>
            ))}
            {row.note ? <p className="text-sm font-semibold text-amber-900">Note: {row.note}</p> : null}
          </div>
          <span className="whitespace-nowrap">{formatUsd(row.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}

const TOTALS_CLASS = {
  ticket: { list: "mt-2", total: "font-black", refunded: "" },
  detail: {
    list: "mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm",
    total: "text-base font-bold",
    refunded: "text-red-800",
  },
} as const;

type OrderTotalsProps = {
  order: {
    subtotal: number;
    tax: number;
    total: number;
    refundAmount: number | null;
    tip?: number;
    discount?: number;
    promoCode?: string | null;
  };
  variant: "ticket" | "detail";
};

/** Subtotal, tax, total and any refund under the lines, on the customer's ticket and the order page. */
export function OrderTotals({ order, variant }: OrderTotalsProps) {
  const classes = TOTALS_CLASS[variant];
  const tip = order.tip ?? 0;
  const rows: [string, number, string][] = [["Subtotal", order.subtotal, ""]];
  if (order.discount) {
    rows.push([order.promoCode ? `Discount (${order.promoCode})` : "Discount", -order.discount, ""]);
  }
  rows.push(["Tax", order.tax, ""]);
  // The kitchen's ticket never shows the tip (docs/product/03-ordering.md §3.15): its total is the food's.
  if (variant === "detail" && tip > 0) rows.push(["Tip", tip, ""]);
  rows.push(["Total", variant === "ticket" ? order.total - tip : order.total, classes.total]);
  if (order.refundAmount) rows.push(["Refunded", order.refundAmount, classes.refunded]);
  return (
    <dl className={classes.list}>
      {rows.map(([label, cents, extra]) => (
        <div key={label} className={extra ? `flex justify-between ${extra}` : "flex justify-between"}>
          <dt>{label}</dt>
          <dd>{formatUsd(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
