// The catering order behind a payment session, for /catering-confirmation: an unpaid order is
// first brought in line with the provider (the same path as regular orders), so the page never
// shows a paid order as unpaid even before the webhook arrives.
import { and, asc, eq } from "drizzle-orm";
import type { CateringOrderView } from "#domain/catering.ts";
import { isPaymentProviderError, type PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Database } from "#server/db/client.ts";
import { cateringRequests, orderItems, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { syncPaymentSession } from "#server/payments/service.ts";

export type ConfirmationDeps = { db: Database; payments: PaymentProvider; publicUrl: string; log: Logger };

async function findOrder(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      customer_name: orders.customer_name,
      customer_email: orders.customer_email,
      status: orders.status,
      payment_status: orders.payment_status,
      event_date: orders.event_date,
      scheduled_time: orders.scheduled_time,
      event_type: orders.event_type,
      guest_count: orders.guest_count,
      special_requests: orders.special_requests,
      delivery_option: cateringRequests.delivery_option,
      event_time: cateringRequests.event_time,
      subtotal: orders.subtotal,
      tax: orders.tax,
      tip: orders.tip,
      total: orders.total,
    })
    .from(orders)
    .leftJoin(cateringRequests, eq(cateringRequests.id, orders.catering_request_id))
    .where(and(eq(orders.payment_session_id, sessionId), eq(orders.order_type, "catering")))
    .limit(1);
  return row ?? null;
}

/** The catering order of a payment session, or null when there is none. */
export async function getCateringConfirmation(
  deps: ConfirmationDeps,
  sessionId: string,
): Promise<CateringOrderView | null> {
  let row = await findOrder(deps.db, sessionId);
  if (!row) return null;
  if (row.payment_status === "unpaid" && row.status === "pending") {
    try {
      const outcome = await syncPaymentSession(deps, sessionId);
      if (outcome === "fulfilled" || outcome === "expired")
        row = (await findOrder(deps.db, sessionId)) ?? row;
    } catch (error) {
      if (!isPaymentProviderError(error)) throw error;
      deps.log.warn({ err: error, orderId: row.id }, "payment provider could not be asked");
      throw new AppError("BAD_GATEWAY", "We couldn't confirm your payment yet. Please refresh in a moment.", {
        cause: error,
      });
    }
  }
  const items = await deps.db
    .select({
      title: orderItems.title,
      tier: orderItems.tier_name,
      quantity: orderItems.quantity,
      price: orderItems.price,
    })
    .from(orderItems)
    .where(eq(orderItems.order_id, row.id))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
  return {
    orderNumber: row.order_number ?? row.id.slice(0, 8).toUpperCase(),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    status: row.status,
    paymentStatus: row.payment_status,
    eventDate: row.event_date,
    eventTime: row.event_time ?? row.scheduled_time,
    eventType: row.event_type,
    guestCount: row.guest_count,
    deliveryOption: row.delivery_option,
    specialRequests: row.special_requests,
    subtotal: row.subtotal,
    tax: row.tax,
    tip: row.tip,
    total: row.total,
    items,
  };
}
