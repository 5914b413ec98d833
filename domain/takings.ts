// What an order brought in, told apart (docs/product/06-admin.md §6.3): net sales (the dishes' prices, the
// business's income), the sales tax collected for the state (never income), and refunds. An order
// stores its subtotal, its tax, its tip and its promo discount (total = subtotal + tax + tip -
// discount) and what was refunded of it so far; a refund, full or partial, gives back sales, tax and
// tip in the order's own proportion. Tips are a figure of their own, never sales (docs/product/03-ordering.md
// §3.15). Money is integer cents.

export type OrderMoney = {
  subtotal: number;
  tax: number;
  refunded: number;
  /** cents; none when absent (docs/product/03-ordering.md §3.15, §3.16) */
  tip?: number;
  discount?: number;
};

/** What the customer paid: subtotal less the discount, plus tax and tip. */
function paidOf(order: OrderMoney): bigint {
  return BigInt(order.subtotal - (order.discount ?? 0)) + BigInt(order.tax) + BigInt(order.tip ?? 0);
}

/** A part of a refund in the order's proportion, rounded once (half a cent up). */
function shareOf(order: OrderMoney, part: number): number {
  const total = paidOf(order);
  if (total <= 0n || order.refunded <= 0) return 0;
  return Number((2n * BigInt(order.refunded) * BigInt(part) + total) / (2n * total));
}

/** The tip kept of an order: its tip less the tip part of its refunds. */
export function tipsOf(order: OrderMoney): number {
  return (order.tip ?? 0) - shareOf(order, order.tip ?? 0);
}

export type Takings = {
  /** Subtotals less the sales part of refunds. */
  netSales: number;
  /** Tax charged less the tax part of refunds: what is owed to the state. */
  tax: number;
  /** Everything given back, sales and tax. */
  refunds: number;
  /** Tips less the tip part of refunds: the staff's, never sales (docs/product/03-ordering.md §3.15). */
  tips: number;
};

export const NO_TAKINGS: Takings = { netSales: 0, tax: 0, refunds: 0, tips: 0 };

/**
 * The tax part of a refund: refund × tax ÷ total, rounded once to the nearest cent (a half cent
 * up), in integers so no float can drift. The sales part is the rest, so the two always add up to
 * the refund, and a full refund gives back exactly the order's tax. The database sums the same
 * formula (server/profit/takings.ts).
 */
export function refundTaxShare(order: OrderMoney): number {
  return shareOf(order, order.tax);
}

/** A refund split into what it gives back of the sales and of the tax. */
export function splitRefund(order: OrderMoney): { sales: number; tax: number } {
  const tax = refundTaxShare(order);
  return { sales: order.refunded - tax - shareOf(order, order.tip ?? 0), tax };
}

/** One order's takings: its sales, tax and tip, each less its part of the refunds. */
export function takingsOf(order: OrderMoney): Takings {
  const refund = splitRefund(order);
  return {
    netSales: order.subtotal - (order.discount ?? 0) - refund.sales,
    tax: order.tax - refund.tax,
    refunds: order.refunded,
    tips: tipsOf(order),
  };
}

/** Takings added together. */
export function addTakings(a: Takings, b: Takings): Takings {
  return {
    netSales: a.netSales + b.netSales,
    tax: a.tax + b.tax,
    refunds: a.refunds + b.refunds,
    tips: a.tips + b.tips,
  };
}
