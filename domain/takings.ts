// What an order brought in, told apart (docs/product.md §6.3): net sales (the dishes' prices, the
// business's income), the sales tax collected for the state (never income), and refunds. An order
// stores its subtotal, its tax (total = subtotal + tax) and what was refunded of it so far; a refund,
// full or partial, gives back sales and tax in the order's own proportion. Money is integer cents.
//
// Tips would be a fourth figure beside these, apart from sales and tax, once an order stores one;
// no order does today.

export type OrderMoney = { subtotal: number; tax: number; refunded: number };

export type Takings = {
  /** Subtotals less the sales part of refunds. */
  netSales: number;
  /** Tax charged less the tax part of refunds: what is owed to the state. */
  tax: number;
  /** Everything given back, sales and tax. */
  refunds: number;
};

export const NO_TAKINGS: Takings = { netSales: 0, tax: 0, refunds: 0 };

/**
 * The tax part of a refund: refund × tax ÷ total, rounded once to the nearest cent (a half cent
 * up), in integers so no float can drift. The sales part is the rest, so the two always add up to
 * the refund, and a full refund gives back exactly the order's tax. The database sums the same
 * formula (server/profit/takings.ts).
 */
export function refundTaxShare(order: OrderMoney): number {
  const total = BigInt(order.subtotal) + BigInt(order.tax);
  if (total <= 0n || order.refunded <= 0) return 0;
  const twice = 2n * BigInt(order.refunded) * BigInt(order.tax) + total;
  return Number(twice / (2n * total));
}

/** A refund split into what it gives back of the sales and of the tax. */
export function splitRefund(order: OrderMoney): { sales: number; tax: number } {
  const tax = refundTaxShare(order);
  return { sales: order.refunded - tax, tax };
}

/** One order's takings: its sales and tax, each less its part of the refunds. */
export function takingsOf(order: OrderMoney): Takings {
  const refund = splitRefund(order);
  return {
    netSales: order.subtotal - refund.sales,
    tax: order.tax - refund.tax,
    refunds: order.refunded,
  };
}

/** Takings added together. */
export function addTakings(a: Takings, b: Takings): Takings {
  return { netSales: a.netSales + b.netSales, tax: a.tax + b.tax, refunds: a.refunds + b.refunds };
}
