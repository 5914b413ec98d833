// Orders as the customer sees them on the confirmation page, reached only by the payment session id
// or the order's own token, and the customer's cancellation (docs/product/03-ordering.md §3.11: pending, ≤ 30
// minutes).
import { and, asc, eq, sql } from "drizzle-orm";
import type { OrderHandle, OrderProgress, OrderView } from "#domain/checkout.ts";
import { canCustomerCancel } from "#domain/format.ts";
import { isPaymentProviderError, PaymentProviderError } from "#server/adapters/payments/types.ts";
import type { Executor } from "#server/db/client.ts";
import { mailOutbox, menuItems, orderItems, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { orderEmailDedupeKey, queueOrderEmails } from "#server/notifications/service.ts";
import { fulfilOrder, syncPaymentSession, type PaymentDeps } from "#server/payments/service.ts";

export type OrderDeps = PaymentDeps & { now?: () => Date };

export const ORDER_NOT_FOUND_MESSAGE = "We couldn't find that order.";
export const CANNOT_CANCEL_MESSAGE = "This order can no longer be cancelled.";
export const CANCELLED_MESSAGE = "Your order has been cancelled.";
const CANCEL_FAILED_MESSAGE = "We couldn't cancel your order right now. Please try again or contact us.";

const ORDER_STATUSES = ["pending", "confirmed", "cancelled", "refunded"] as const;
const PAYMENT_STATUSES = ["unpaid", "paid", "failed", "expired", "refunded"] as const;
const EMAIL_STATUSES = ["pending", "sent", "failed", "kept"] as const;

const orderViewColumns = {
  id: orders.id,
  order_number: orders.order_number,
  customer_name: orders.customer_name,
  customer_email: orders.customer_email,
  status: orders.status,
  payment_status: orders.payment_status,
  subtotal: orders.subtotal,
  tax: orders.tax,
  tip: orders.tip,
  discount: orders.discount,
  promo_code: orders.promo_code,
  total: orders.total,
  refund_amount: orders.refund_amount,
  order_type: orders.order_type,
  scheduled: orders.scheduled,
  scheduled_date: orders.scheduled_date,
  scheduled_time: orders.scheduled_time,
  special_instructions: orders.special_instructions,
  created_at: orders.created_at,
  access_token: orders.access_token,
  kitchen_status: orders.kitchen_status,
  estimated_ready_at: orders.estimated_ready_at,
  quoted_ready_at: orders.quoted_ready_at,
  // internal: never part of the answer
  payment_session_id: orders.payment_session_id,
  payment_intent_id: orders.payment_intent_id,
};

// The row's type follows its columns, so a column added above reaches every reader of the row.
type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderRow>>>;

function handleCondition(handle: OrderHandle) {
  return "token" in handle
    ? eq(orders.access_token, handle.token)
    : eq(orders.payment_session_id, handle.sessionId);
}

async function findOrderRow(db: Executor, handle: OrderHandle) {
  const [row] = await db.select(orderViewColumns).from(orders).where(handleCondition(handle)).limit(1);
  return row ?? null;
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

async function toOrderView(db: Executor, row: OrderRow): Promise<OrderView> {
  const items = await db
    .select({
      id: orderItems.id,
      menu_item_id: orderItems.menu_item_id,
      title: orderItems.title,
      description: menuItems.description,
      quantity: orderItems.quantity,
      price: orderItems.price,
      special_instructions: orderItems.special_instructions,
      selected_modifiers: orderItems.selected_modifiers,
    })
    .from(orderItems)
    .leftJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
    .where(eq(orderItems.order_id, row.id))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
  const [email] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupe_key, orderEmailDedupeKey(row.id, "customer-confirmation")))
    .limit(1);
  return {
    id: row.id,
    order_number: row.order_number,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    status: oneOf(ORDER_STATUSES, row.status, "pending"),
    payment_status: oneOf(PAYMENT_STATUSES, row.payment_status, "unpaid"),
    subtotal: row.subtotal,
    tax: row.tax,
    tip: row.tip,
    discount: row.discount,
    promo_code: row.promo_code,
    total: row.total,
    refund_amount: row.refund_amount,
    order_type: row.order_type,
    scheduled: row.scheduled,
    scheduled_date: row.scheduled_date,
    scheduled_time: row.scheduled_time,
    special_instructions: row.special_instructions,
    created_at: row.created_at.toISOString(),
    access_token: row.access_token,
    confirmation_email: email ? oneOf(EMAIL_STATUSES, email.status, "pending") : null,
    kitchen_status: row.kitchen_status,
    estimated_ready_at: row.estimated_ready_at?.toISOString() ?? null,
    quoted_ready_at: row.quoted_ready_at?.toISOString() ?? null,
    items,
  };
}

/** The order's state on both axes, for the confirmation page's live updates; null when unknown. */
export async function readOrderProgress(db: Executor, handle: OrderHandle): Promise<OrderProgress | null> {
  const [row] = await db
    .select({
      status: orders.status,
      payment_status: orders.payment_status,
      kitchen_status: orders.kitchen_status,
      estimated_ready_at: orders.estimated_ready_at,
    })
    .from(orders)
    .where(handleCondition(handle))
    .limit(1);
  if (!row) return null;
  return { ...row, estimated_ready_at: row.estimated_ready_at?.toISOString() ?? null };
}

/** The order as stored, without asking the payment provider. */
export async function findOrderView(db: Executor, handle: OrderHandle): Promise<OrderView | null> {
  const row = await findOrderRow(db, handle);
  return row ? toOrderView(db, row) : null;
}

/**
 * The order for the confirmation page. While it is unpaid the provider is asked, and a paid
 * session is fulfilled first, so the page never shows a paid order as unpaid (the webhook may
 * simply not have arrived yet).
 */
export async function getCustomerOrder(deps: OrderDeps, handle: OrderHandle): Promise<OrderView | null> {
  let row = await findOrderRow(deps.db, handle);
  if (!row) return null;
  if (row.payment_status === "unpaid" && row.status === "pending" && row.payment_session_id) {
    try {
      const outcome = await syncPaymentSession(deps, row.payment_session_id);
      if (outcome === "fulfilled" || outcome === "expired")
        row = (await findOrderRow(deps.db, handle)) ?? row;
    } catch (error) {
      if (!isPaymentProviderError(error)) throw error;
      deps.log.warn({ err: error, orderId: row.id }, "payment provider could not be asked");
      throw new AppError("BAD_GATEWAY", "We couldn't confirm your payment yet. Please refresh in a moment.", {
        cause: error,
      });
    }
  }
  return toOrderView(deps.db, row);
}

/**
 * The customer's cancellation: only a pending order at most 30 minutes old. A paid order is
 * refunded in full through the provider (status refunded), an unpaid one is cancelled and its
 * checkout closed so it can no longer be paid.
 */
export async function cancelCustomerOrder(
  deps: OrderDeps,
  input: { handle: OrderHandle; reason: string | null },
): Promise<{ message: string; order: OrderView }> {
  const { db, payments, log } = deps;
  const now = deps.now?.() ?? new Date();
  const order = await findOrderRow(db, input.handle);
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
  if (!canCustomerCancel(order, now)) throw new AppError("CONFLICT", CANNOT_CANCEL_MESSAGE);

  if (order.payment_status !== "paid" && order.payment_session_id) {
    // Close the hosted page first: afterwards no payment can arrive, and one that just did is seen.
    try {
      const session = await payments.expireSession(order.payment_session_id);
      if (session?.paymentStatus === "paid") {
        await fulfilOrder(db, { sessionId: session.id, session, publicUrl: deps.publicUrl, log, payments });
      } else if (session?.status === "open") {
        // Fail closed: a payment page still open could take money for a cancelled order.
        throw new PaymentProviderError("The checkout session is still open after expiring it");
      }
    } catch (error) {
      if (!isPaymentProviderError(error)) throw error;
      log.error({ err: error, orderId: order.id }, "checkout session could not be closed");
      throw new AppError("BAD_GATEWAY", CANCEL_FAILED_MESSAGE, { cause: error });
    }
  }

  // Claiming the order by its status makes two concurrent cancellations one.
  const [claimed] = await db
    .update(orders)
    .set({
      status: "cancelled",
      cancelled_by: "customer",
      cancellation_reason: input.reason,
      cancelled_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
    .returning({
      payment_status: orders.payment_status,
      payment_intent_id: orders.payment_intent_id,
      total: orders.total,
    });
  if (!claimed) throw new AppError("CONFLICT", CANNOT_CANCEL_MESSAGE);

  const wasPaid = claimed.payment_status === "paid";
  if (wasPaid) {
    try {
      if (!claimed.payment_intent_id) throw new PaymentProviderError("Paid order without a payment intent");
      const refund = await payments.refund({
        paymentIntentId: claimed.payment_intent_id,
        amount: claimed.total,
        idempotencyKey: `refund:${order.id}`,
      });
      await db
        .update(orders)
        .set({
          status: "refunded",
          payment_status: "refunded",
          refund_amount: refund.amount,
          updated_at: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      log.info({ orderId: order.id, refundId: refund.id, amount: refund.amount }, "order refunded");
    } catch (error) {
      // No money moved: the order goes back to pending so the customer (or the kitchen) can try again.
      await db
        .update(orders)
        .set({
          status: "pending",
          cancelled_by: null,
          cancellation_reason: null,
          cancelled_at: null,
          updated_at: sql`now()`,
        })
        .where(and(eq(orders.id, order.id), eq(orders.status, "cancelled")));
      if (!isPaymentProviderError(error)) throw error;
      log.error({ err: error, orderId: order.id }, "refund failed");
      throw new AppError("BAD_GATEWAY", CANCEL_FAILED_MESSAGE, { cause: error });
    }
  }

  // Only a paid order was ever announced (to the customer and the kitchen); an unpaid one's address
  // may be anyone's, so its cancellation sends nothing.
  if (wasPaid) {
    await queueOrderEmails(db, {
      orderId: order.id,
      kinds: ["cancellation", "admin-cancellation"],
      publicUrl: deps.publicUrl,
    });
  }
  const view = await findOrderView(db, { token: order.access_token });
  if (!view) throw new Error(`Order ${order.id} vanished during cancellation`);
  return { message: CANCELLED_MESSAGE, order: view };
}
