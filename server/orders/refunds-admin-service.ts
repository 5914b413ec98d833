// Refunds and cancellation from the order board, through the payment provider. A refund is claimed
// on the order first (one at a time per order), then asked of the provider with an idempotency key
// made from the form's request key, then recorded: refund_amount adds up, the status becomes
// refunded once everything is, the timeline, the audit log and the customer's email follow in one
// transaction. A double click or two admins at once refund once; a refused refund changes nothing.
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { formatUsd } from "#domain/money.ts";
import { isPaymentProviderError, type PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Database } from "#server/db/client.ts";
import { orderEvents, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import { queueOrderEmails } from "#server/notifications/service.ts";
import { ORDER_NOT_FOUND, type Actor } from "./admin-service.ts";

export type RefundDeps = { db: Database; payments: PaymentProvider; publicUrl: string; log: Logger };

export type RefundInput = {
  /** cents; null for a cancellation, which refunds everything that remains */
  amount: number | null;
  reason: string;
  requestKey: string;
};

export const IN_PERSON_REFUND_MESSAGE =
  "This order is paid in person: nothing was charged online, so nothing can be refunded here. Give the money back at the counter.";

export const REFUND_BUSY_MESSAGE = "Another refund of this order is in progress. Try again in a moment.";

function refusal(message: string): never {
  throw new AppError("CONFLICT", message);
}

/** Claims the order for this refund and says how much to refund; null when this request already did. */
async function claimRefund(db: Database, id: string, input: RefundInput) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        payment_status: orders.payment_status,
        total: orders.total,
        refund_amount: orders.refund_amount,
        refund_claim: orders.refund_claim,
        payment_intent_id: orders.payment_intent_id,
        paid_at: orders.paid_at,
        payment_method: orders.payment_method,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update");
    if (order?.payment_method === "in_person") refusal(IN_PERSON_REFUND_MESSAGE);
    if (!order || !order.paid_at) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    const [done] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.request_key, `${id}:${input.requestKey}`));
    if (done) return null;
    if (order.refund_claim && order.refund_claim !== input.requestKey) refusal(REFUND_BUSY_MESSAGE);
    if (order.payment_status === "refunded" || order.status === "refunded") {
      refusal("This order has already been refunded in full.");
    }
    if (order.payment_status !== "paid") refusal("This order has not been paid; there is nothing to refund.");
    const remaining = order.total - (order.refund_amount ?? 0);
    const amount = input.amount ?? remaining;
    if (amount <= 0) refusal("Nothing remains to refund on this order.");
    if (amount > remaining) {
      throw new AppError("VALIDATION", `You can refund at most ${formatUsd(remaining)} on this order.`, {
        fields: { amount: `You can refund at most ${formatUsd(remaining)} on this order.` },
      });
    }
    if (!order.payment_intent_id)
      refusal("This payment cannot be refunded from here; refund it with the provider.");
    await tx.update(orders).set({ refund_claim: input.requestKey }).where(eq(orders.id, id));
    return { amount, paymentIntentId: order.payment_intent_id, before: order };
  });
}

async function releaseClaim(db: Database, id: string, requestKey: string): Promise<void> {
  await db
    .update(orders)
    .set({ refund_claim: null })
    .where(and(eq(orders.id, id), eq(orders.refund_claim, requestKey)));
}

/** A refund (amount given) or a cancellation with everything refunded (amount null). */
export async function refundOrder(
  deps: RefundDeps,
  actor: Actor,
  id: string,
  input: RefundInput,
): Promise<{ refunded: number; fullyRefunded: boolean }> {
  const { db, payments, log } = deps;
  const claim = await claimRefund(db, id, input);
  if (!claim) {
    const [order] = await db
      .select({ total: orders.total, refund_amount: orders.refund_amount })
      .from(orders)
      .where(eq(orders.id, id));
    return { refunded: 0, fullyRefunded: (order?.refund_amount ?? 0) >= (order?.total ?? 1) };
  }
  let refund: { id: string; amount: number };
  try {
    refund = await payments.refund({
      paymentIntentId: claim.paymentIntentId,
      amount: claim.amount,
      idempotencyKey: `refund:${id}:${input.requestKey}`,
    });
  } catch (error) {
    await releaseClaim(db, id, input.requestKey);
    if (!isPaymentProviderError(error)) throw error;
    log.warn({ err: error, orderId: id }, "refund refused by the payment provider");
    throw new AppError("BAD_GATEWAY", `The payment provider refused the refund: ${error.message}`, {
      cause: error,
    });
  }
  const cancelling = input.amount === null;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ total: orders.total, refund_amount: orders.refund_amount, status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    const refunded = Math.min(before.total, (before.refund_amount ?? 0) + refund.amount);
    const full = refunded >= before.total;
    await tx
      .update(orders)
      .set({
        refund_amount: refunded,
        refund_claim: null,
        updated_at: sql`now()`,
        ...(full ? { status: "refunded", payment_status: "refunded" } : {}),
        ...(cancelling
          ? { cancelled_at: sql`now()`, cancelled_by: actor.name, cancellation_reason: input.reason }
          : {}),
      })
      .where(eq(orders.id, id));
    await tx.insert(orderEvents).values({
      order_id: id,
      kind: cancelling ? "cancelled" : "refunded",
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note: `${formatUsd(refund.amount)} refunded: ${input.reason}`,
      request_key: `${id}:${input.requestKey}`,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "refund",
      entity: "orders",
      entityId: id,
      before: { status: before.status, refund_amount: before.refund_amount },
      after: {
        status: full ? "refunded" : before.status,
        refund_amount: refunded,
        refund_id: refund.id,
        reason: input.reason,
      },
    });
    await queueOrderEmails(tx, {
      orderId: id,
      kinds: ["refund"],
      publicUrl: deps.publicUrl,
      refund: { amount: refund.amount, reason: input.reason, key: input.requestKey },
    });
    log.info({ orderId: id, refundId: refund.id, amount: refund.amount }, "order refunded by an admin");
    return { refunded: refund.amount, fullyRefunded: full };
  });
}
