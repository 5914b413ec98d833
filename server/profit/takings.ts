// The takings of many orders summed in the database, by the rule of domain/takings.ts: each order's
// refund gives back sales, tax and tip in the order's proportion, its tax part rounded once per order
// (half a cent up) in integer arithmetic, exactly as refundTaxShare computes it.
import { and, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { orders } from "#server/db/schema/index.ts";
import type { Takings } from "#domain/takings.ts";

const refunded = sql`coalesce(${orders.refund_amount}, 0)::bigint`;
const refundTax = sql`(case when ${orders.total} > 0
  then (2 * ${refunded} * ${orders.tax} + ${orders.total}) / (2 * ${orders.total}::bigint)
  else 0 end)`;

// A tip is neither sales nor tax (docs/product/06-admin.md §6.3): a refund gives it back in the same
// proportion.
const refundTip = sql`(case when ${orders.total} > 0
  then (2 * ${refunded} * ${orders.tip} + ${orders.total}) / (2 * ${orders.total}::bigint)
  else 0 end)`;

/** Tips kept: the orders' tips less the tip part of their refunds (text: a bigint sum). */
export const tipsColumn = sql<string>`coalesce(sum(${orders.tip} - ${refundTip}), 0)::bigint`;

/** Aggregate columns for a select over orders: their count and takings (text: bigint sums). */
export const takingsColumns = {
  orders: sql<string>`count(*)`,
  // sales are the subtotal less the promo code's discount (docs/product/03-ordering.md §3.16)
  netSales: sql<string>`coalesce(sum(${orders.subtotal} - ${orders.discount} - (${refunded} - ${refundTax} - ${refundTip})), 0)::bigint`,
  tax: sql<string>`coalesce(sum(${orders.tax} - ${refundTax}), 0)::bigint`,
  refunds: sql<string>`coalesce(sum(${refunded}), 0)::bigint`,
  tips: tipsColumn,
};

export type TakingsRow = {
  orders: string | number;
  netSales: string;
  tax: string;
  refunds: string;
  tips: string;
};

export function toTakings(row: TakingsRow | undefined): Takings & { orders: number } {
  return {
    orders: Number(row?.orders ?? 0),
    netSales: Number(row?.netSales ?? 0),
    tax: Number(row?.tax ?? 0),
    refunds: Number(row?.refunds ?? 0),
    tips: Number(row?.tips ?? 0),
  };
}

/**
 * Orders paid from `from` to `to` (an order counts once money arrived for it, on paid_at; a later
 * refund keeps paid_at and is taken off there, docs/decisions/095). An order to be paid in person
 * has no paid_at until it is marked paid, so it is no takings before.
 */
export function paidBetween(from: Date, to: Date): SQL | undefined {
  return and(isNotNull(orders.paid_at), gte(orders.paid_at, from), lt(orders.paid_at, to));
}

/** The count and takings of the orders paid from `from` to `to`. */
export async function readTakings(db: Executor, from: Date, to: Date): Promise<Takings & { orders: number }> {
  const [row] = await db.select(takingsColumns).from(orders).where(paidBetween(from, to));
  return toTakings(row);
}
