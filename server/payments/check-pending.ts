// Paid orders whose webhook never came (docs/product/03-ordering.md §3.9): the process died between the
// payment and its event, or the provider's webhook is set up wrong. Every instance runs a pass every
// PAYMENT_CHECK_INTERVAL_MS; a pass asks the provider about the sessions of orders still unpaid a
// minute after they were placed, and books a paid one exactly as the webhook would (fulfilOrder: paid
// once, its emails once, so a late webhook, the confirmation page or another instance change
// nothing). Each order's next question is written when it is claimed, in the statement that claims
// it, so two instances never ask about one session at once and a session is asked on a schedule:
// every 30 seconds for its first 10 minutes, when nearly every customer pays (a paid order then
// reaches the board within a minute), then every 10 minutes until 10 minutes after its page closed.
import { sql } from "drizzle-orm";
import { orders } from "#server/db/schema/index.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { fulfilOrder, type PaymentDeps } from "./service.ts";

/** How often each instance runs a pass (server/jobs/server-jobs.ts). */
export const PAYMENT_CHECK_INTERVAL_MS = 10_000;
/** The webhook usually arrives within seconds: nobody is asked about before this. */
export const FIRST_CHECK_AFTER_SECONDS = 60;
/** While a session is this young it is asked about every SOON_STEP_SECONDS... */
export const SOON_SECONDS = 10 * 60;
export const SOON_STEP_SECONDS = 30;
/** ...then every LATER_STEP_SECONDS, until LATER_STEP_SECONDS after its page closed. */
export const LATER_STEP_SECONDS = 10 * 60;
/** Sessions asked about per pass and instance, so a pass stays short whatever piles up. */
export const PAYMENT_CHECK_BATCH = 20;

export type PaymentCheckResult = { asked: number; paid: number; failed: number };

type Claimed = { id: string; session_id: string };

/**
 * Claims the orders due a question (at most `limit`) and sets when each is asked next. Rows another
 * instance is claiming at the same moment are skipped, not waited for.
 */
async function claimDue(deps: PaymentDeps, limit: number): Promise<Claimed[]> {
  return executeRows<Claimed>(
    deps.db,
    sql`update ${orders} set "payment_next_check_at" = now() + case
          when now() - ${orders.created_at} < ${SOON_SECONDS}::int * interval '1 second'
            then ${SOON_STEP_SECONDS}::int * interval '1 second'
          else ${LATER_STEP_SECONDS}::int * interval '1 second' end
        where ${orders.id} in (
          select ${orders.id} from ${orders}
          where ${orders.status} = 'pending' and ${orders.payment_status} = 'unpaid'
            and ${orders.payment_session_id} is not null and ${orders.payment_method} <> 'in_person'
            and ${orders.created_at} <= now() - ${FIRST_CHECK_AFTER_SECONDS}::int * interval '1 second'
            and coalesce(${orders.payment_next_check_at},
                  ${orders.created_at} + ${FIRST_CHECK_AFTER_SECONDS}::int * interval '1 second') <= now()
            and (${orders.payment_expires_at} is null
                  or ${orders.payment_expires_at} > now() - ${LATER_STEP_SECONDS}::int * interval '1 second')
          order by coalesce(${orders.payment_next_check_at}, ${orders.created_at})
          limit ${limit}::int
          for update skip locked)
        returning ${orders.id} as id, ${orders.payment_session_id} as session_id`,
  );
}

/** One pass: asks the provider about each due session and books the paid ones. */
export async function checkPendingPayments(
  deps: PaymentDeps,
  options: { limit?: number } = {},
): Promise<PaymentCheckResult> {
  const { payments, log } = deps;
  const result: PaymentCheckResult = { asked: 0, paid: 0, failed: 0 };
  for (const order of await claimDue(deps, options.limit ?? PAYMENT_CHECK_BATCH)) {
    result.asked += 1;
    try {
      const session = await payments.retrieveSession(order.session_id);
      // Only a payment is acted on; an expired page is the unpaid-order sweep's (§3.12).
      if (session?.paymentStatus !== "paid") continue;
      const outcome = await fulfilOrder(deps.db, {
        sessionId: order.session_id,
        session,
        publicUrl: deps.publicUrl,
        log,
        payments,
      });
      if (outcome === "fulfilled" || outcome === "refunded-late") {
        result.paid += 1;
        log.warn(
          { orderId: order.id, sessionId: order.session_id, outcome },
          "payment found by asking the provider: its webhook had not arrived",
        );
      }
    } catch (error) {
      // asked again at its next time
      result.failed += 1;
      log.warn({ err: error, orderId: order.id }, "could not ask the provider about a pending payment");
    }
  }
  return result;
}
