// Payment state of orders, driven only by what the provider says when asked (never by an event's
// payload): webhook events, the confirmation page and cancellation all come through here.
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import {
  PAYMENT_EVENT_TYPES,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSession,
} from "#server/adapters/payments/types.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { orders, paymentEvents } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import type { Logger } from "#server/logger.ts";
import { queueOrderEmails } from "#server/notifications/service.ts";
import { recheckPromoAtPayment } from "#server/promotions/service.ts";
import { displayOrderNumber } from "#domain/format.ts";

export type PaymentDeps = { db: Database; payments: PaymentProvider; publicUrl: string; log: Logger };

export type FulfilOutcome =
  "fulfilled" | "already-paid" | "amount-mismatch" | "not-found" | "not-paid" | "refunded-late";

/**
 * Marks the session's order paid and writes its two emails, in one transaction. Safe to call any
 * number of times: paid_at is set once, and the emails' dedupe keys keep them to one each.
 * `session` must have been read from the provider just before.
 */
export async function fulfilOrder(
  db: Database,
  input: {
    sessionId: string;
    session: PaymentSession;
    publicUrl: string;
    log: Logger;
    payments: PaymentProvider;
  },
): Promise<FulfilOutcome> {
  const { sessionId, session, log } = input;
  if (session.id !== sessionId || session.paymentStatus !== "paid") return "not-paid";
  let late: { orderId: string; paymentIntentId: string | null; total: number } | undefined;
  const outcome = await db.transaction(async (tx): Promise<FulfilOutcome> => {
    const [order] = await tx
      .select({
        id: orders.id,
        order_number: orders.order_number,
        total: orders.total,
        status: orders.status,
        payment_status: orders.payment_status,
        promo_code_id: orders.promo_code_id,
        customer_email: orders.customer_email,
      })
      .from(orders)
      .where(eq(orders.payment_session_id, sessionId))
      .for("update");
    if (!order) {
      log.warn({ sessionId }, "paid session without an order");
      return "not-found";
    }
    if (session.amountTotal !== order.total) {
      log.error(
        { sessionId, orderId: order.id, expected: order.total, charged: session.amountTotal },
        "payment amount differs from the order total: not fulfilled",
      );
      return "amount-mismatch";
    }
    if (order.payment_status === "refunded") return "already-paid";
    if (order.promo_code_id && order.payment_status !== "paid" && order.status !== "cancelled") {
      await recheckPromoOfPaidOrder(tx, log, { ...order, promo_code_id: order.promo_code_id });
    }
    const updated = await tx
      .update(orders)
      .set({
        payment_status: "paid",
        paid_at: sql`now()`,
        payment_intent_id: session.paymentIntentId,
        updated_at: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), notInArray(orders.payment_status, ["paid", "refunded"])))
      .returning({ id: orders.id });
    // paid now or before (a refund that failed earlier is tried again on the next delivery)
    if (order.status === "cancelled" && (updated.length > 0 || order.payment_status === "paid")) {
      late = { orderId: order.id, paymentIntentId: session.paymentIntentId, total: order.total };
    }
    // "Waiting for the kitchen" would be wrong for an order the customer already cancelled.
    if (order.status !== "cancelled") {
      await queueOrderEmails(tx, {
        orderId: order.id,
        kinds: ["customer-confirmation", "admin-notification"],
        publicUrl: input.publicUrl,
      });
    }
    return updated.length > 0 ? "fulfilled" : "already-paid";
  });
  if (!late) return outcome;
  return refundLatePayment(db, input.payments, log, late);
}

/**
 * The promo code is checked again as the payment completes (docs/decisions/135, 2026-11-25), under
 * the code's row lock, so this use and any checkout claiming the code are counted one after the
 * other. An order whose use no longer fits (its use was given back while its payment had failed or
 * expired, and someone else took the last one) keeps the discount the customer was charged for:
 * the money is taken and the amount agreed. The over-use is logged and kept in the activity log.
 */
async function recheckPromoOfPaidOrder(
  tx: Executor,
  log: Logger,
  order: { id: string; order_number: string | null; promo_code_id: string; customer_email: string },
): Promise<void> {
  const check = await recheckPromoAtPayment(tx, {
    promoId: order.promo_code_id,
    orderId: order.id,
    email: order.customer_email,
  });
  if (check.withinLimits) return;
  log.warn(
    { orderId: order.id, promoCodeId: order.promo_code_id, rule: check.rule },
    check.rule === "first-order"
      ? "paid order's first-order promo code came from a customer who had paid before: the order keeps its discount"
      : "paid order's promo code had no use left: the order keeps its discount",
  );
  await recordAudit(tx, {
    actorUserId: null,
    action: "promo-over-limit",
    entity: "orders",
    entityId: order.id,
    name: displayOrderNumber(order),
    after: { promo_code: check.code, ...(check.rule === "first-order" ? { rule: "first-order" } : {}) },
  });
}

/**
 * A payment that arrived for an order already cancelled is given back at once, in full, and the
 * refund is recorded on the order and in the audit log. Should the provider refuse, the order stays
 * paid and cancelled (an error in the log), and the next delivery of the event tries again.
 */
async function refundLatePayment(
  db: Database,
  payments: PaymentProvider,
  log: Logger,
  late: { orderId: string; paymentIntentId: string | null; total: number },
): Promise<FulfilOutcome> {
  if (!late.paymentIntentId) {
    log.error(
      { orderId: late.orderId },
      "payment for a cancelled order has no payment intent: refund it by hand",
    );
    return "fulfilled";
  }
  const refund = await payments.refund({
    paymentIntentId: late.paymentIntentId,
    amount: late.total,
    idempotencyKey: `refund:${late.orderId}`,
  });
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        status: "refunded",
        payment_status: "refunded",
        refund_amount: refund.amount,
        updated_at: sql`now()`,
      })
      .where(eq(orders.id, late.orderId));
    await recordAudit(tx, {
      actorUserId: null,
      action: "refund",
      entity: "orders",
      entityId: late.orderId,
      before: { status: "cancelled", payment_status: "paid" },
      after: {
        status: "refunded",
        payment_status: "refunded",
        refund_amount: refund.amount,
        refund_id: refund.id,
      },
    });
  });
  log.warn(
    { orderId: late.orderId, refundId: refund.id, amount: refund.amount },
    "payment arrived for a cancelled order: refunded automatically",
  );
  return "refunded-late";
}

async function setPaymentStatus(
  db: Executor,
  sessionId: string,
  to: "failed" | "expired",
  from: ("unpaid" | "failed")[],
): Promise<void> {
  await db
    .update(orders)
    .set({ payment_status: to, updated_at: sql`now()` })
    .where(and(eq(orders.payment_session_id, sessionId), inArray(orders.payment_status, from)));
}

export type SyncOutcome = FulfilOutcome | "unknown-session" | "open" | "expired";

/**
 * Asks the provider how the session stands and brings the order in line: paid → fulfilled,
 * expired without payment → payment_status expired. The order's status never changes here.
 */
export async function syncPaymentSession(deps: PaymentDeps, sessionId: string): Promise<SyncOutcome> {
  const session = await deps.payments.retrieveSession(sessionId);
  if (!session) return "unknown-session";
  if (session.paymentStatus === "paid") {
    return fulfilOrder(deps.db, {
      sessionId,
      session,
      publicUrl: deps.publicUrl,
      log: deps.log,
      payments: deps.payments,
    });
  }
  if (session.status === "expired") {
    await setPaymentStatus(deps.db, sessionId, "expired", ["unpaid", "failed"]);
    return "expired";
  }
  return "open";
}

/**
 * Records the event once. True when it is new, or was recorded before but never finished (its
 * handler failed), so a redelivery gets another go; false for a delivery already handled.
 */
async function recordPaymentEvent(db: Executor, provider: string, event: PaymentEvent): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({
      id: event.id,
      provider,
      type: event.type,
      session_id: event.sessionId,
      payload: event.payload ?? {},
    })
    .onConflictDoUpdate({
      target: paymentEvents.id,
      set: { received_at: sql`now()` },
      setWhere: sql`${paymentEvents.processed_at} is null`,
    })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Handles a verified webhook event once; a redelivered event changes nothing. */
export async function handlePaymentEvent(
  deps: PaymentDeps,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  const { db, payments, log } = deps;
  if (!(await recordPaymentEvent(db, payments.name, event))) return { duplicate: true };

  const sessionId = event.sessionId;
  if (sessionId) {
    switch (event.type) {
      case PAYMENT_EVENT_TYPES.completed:
      case PAYMENT_EVENT_TYPES.asyncSucceeded: {
        const outcome = await syncPaymentSession(deps, sessionId);
        log.info({ eventId: event.id, sessionId, outcome }, "payment event handled");
        break;
      }
      case PAYMENT_EVENT_TYPES.asyncFailed: {
        const session = await payments.retrieveSession(sessionId);
        if (session && session.paymentStatus !== "paid")
          await setPaymentStatus(db, sessionId, "failed", ["unpaid"]);
        break;
      }
      case PAYMENT_EVENT_TYPES.expired: {
        await syncPaymentSession(deps, sessionId);
        break;
      }
      default:
        break;
    }
  }
  await db
    .update(paymentEvents)
    .set({ processed_at: sql`now()` })
    .where(eq(paymentEvents.id, event.id));
  return { duplicate: false };
}
