// The orders that reached the kitchen after a point the order board has already seen, for a board
// coming back from a network drop (docs/product/06-admin.md §6.4). The point is a cursor
// (domain/arrival-cursor.ts) read from the database's own clock, so a cursor given by one instance
// is good on another behind the same database.
import { and, sql } from "drizzle-orm";
import { needsAlarm } from "#domain/kitchen-flow.ts";
import { displayOrderNumber } from "#domain/format.ts";
import type { Executor } from "#server/db/client.ts";
import { orders } from "#server/db/schema/index.ts";
import {
  formatArrivalCursor,
  START_CURSOR,
  type ArrivalCursor,
  type Arrivals,
} from "#domain/arrival-cursor.ts";

export { parseArrivalCursor } from "#domain/arrival-cursor.ts";

/** Orders one answer gives at most; `more` says to ask again from the answer's cursor. */
export const ARRIVALS_PAGE_SIZE = 100;

/** Same rule as the board's list: only what was paid, or is to be paid at the counter (decision 100). */
const reachedKitchen = sql`(${orders.paid_at} is not null or ${orders.payment_method} = 'in_person')`;
/** When the order reached the kitchen, in microseconds since 1970 (exact: `extract` gives a numeric). */
const arrivalMicros = sql<string>`(extract(epoch from coalesce(${orders.paid_at}, ${orders.created_at})) * 1000000)::bigint`;

/** The cursor of the latest order that reached the kitchen: a board that read its list now has seen it. */
export async function latestArrivalCursor(db: Executor): Promise<string> {
  const [row] = await db
    .select({ micros: arrivalMicros, id: orders.id })
    .from(orders)
    .where(reachedKitchen)
    .orderBy(sql`${arrivalMicros} desc`, sql`${orders.id} desc`)
    .limit(1);
  return row ? formatArrivalCursor({ micros: BigInt(row.micros), id: row.id }) : START_CURSOR;
}

/**
 * The orders that reached the kitchen after `cursor`, oldest first, each once; the answer's cursor
 * is the last one given (or `cursor` itself when none arrived), so asking again from it never
 * repeats an order.
 */
export async function listArrivalsSince(
  db: Executor,
  cursor: ArrivalCursor,
  limit = ARRIVALS_PAGE_SIZE,
): Promise<Arrivals> {
  const micros = cursor.micros.toString();
  const rows = await db
    .select({
      micros: arrivalMicros,
      id: orders.id,
      order_number: orders.order_number,
      customer_name: orders.customer_name,
      total: orders.total,
      order_type: orders.order_type,
      payment_status: orders.payment_status,
      status: orders.status,
      kitchen_status: orders.kitchen_status,
      acknowledged_at: orders.acknowledged_at,
      paid_at: orders.paid_at,
      created_at: orders.created_at,
    })
    .from(orders)
    .where(
      and(
        reachedKitchen,
        sql`(${arrivalMicros} > ${micros}::bigint
          or (${arrivalMicros} = ${micros}::bigint and ${orders.id} > ${cursor.id}::uuid))`,
      ),
    )
    .orderBy(arrivalMicros, orders.id)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: page.map((row) => ({
      id: row.id,
      number: displayOrderNumber(row),
      customerName: row.customer_name,
      total: row.total,
      orderType: row.order_type,
      needsAction: needsAlarm(row),
      arrivedAt: (row.paid_at ?? row.created_at).toISOString(),
    })),
    cursor: last
      ? formatArrivalCursor({ micros: BigInt(last.micros), id: last.id })
      : formatArrivalCursor(cursor),
    more: rows.length > limit,
  };
}
