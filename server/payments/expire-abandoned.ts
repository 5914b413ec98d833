// Orders nobody paid for: after UNPAID_ORDER_EXPIRY_MINUTES their payment session is closed and the
// order is cancelled with payment status "expired", so it never looks like work to the kitchen or
// money to the books. Nobody is emailed (nobody paid, and the address may be anyone's).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { orders } from "#server/db/schema/index.ts";
import { fulfilOrder, type PaymentDeps } from "./service.ts";

export const ABANDONED_REASON = "Not paid in time";

/**
 * A phone order's payment link lives as long as its payment session: 24 hours with both providers
 * (server/payments/page-life.ts). The sweep leaves it alone until then, and never touches an order
 * paid in person (docs/decisions/100).
 */
export const PAYMENT_LINK_LIFETIME_MINUTES = 24 * 60;

export type ExpireResult = { expired: number; kept: number };

/** One pass: up to `limit` unpaid pending orders older than `olderThanMinutes`. */
export async function expireAbandonedOrders(
  deps: PaymentDeps,
  input: { olderThanMinutes: number; limit?: number },
): Promise<ExpireResult> {
  const { db, payments, log } = deps;
  const candidates = await db
    .select({ id: orders.id, sessionId: orders.payment_session_id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending"),
        inArray(orders.payment_status, ["unpaid", "failed"]),
        sql`${orders.payment_method} <> 'in_person'`,
        sql`${orders.created_at} < now() - (case when ${orders.payment_method} = 'payment_link'
          then greatest(${input.olderThanMinutes}::int, ${PAYMENT_LINK_LIFETIME_MINUTES}::int)
          else ${input.olderThanMinutes}::int end) * interval '1 minute'`,
      ),
    )
    .orderBy(asc(orders.created_at))
    .limit(input.limit ?? 100);

  const result: ExpireResult = { expired: 0, kept: 0 };
  for (const order of candidates) {
    if (order.sessionId) {
      // Fail closed: an order whose payment page may still take money is left as it is.
      try {
        const session = await payments.expireSession(order.sessionId);
        if (session?.paymentStatus === "paid") {
          await fulfilOrder(db, { sessionId: session.id, session, publicUrl: deps.publicUrl, log, payments });
          result.kept += 1;
          continue;
        }
        if (session?.status === "open") {
          result.kept += 1;
          continue;
        }
      } catch (error) {
        log.warn({ err: error, orderId: order.id }, "abandoned order's payment session could not be closed");
        result.kept += 1;
        continue;
      }
    }
    const updated = await db
      .update(orders)
      .set({
        status: "cancelled",
        payment_status: "expired",
        cancelled_by: "system",
        cancellation_reason: ABANDONED_REASON,
        cancelled_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, "pending"),
          inArray(orders.payment_status, ["unpaid", "failed"]),
        ),
      )
      .returning({ id: orders.id });
    if (updated.length > 0) result.expired += 1;
  }
  if (result.expired > 0) log.info(result, "abandoned unpaid orders expired");
  return result;
}
