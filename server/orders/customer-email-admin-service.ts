// Staff write to an order's customer from the order page (docs/product/06-admin.md §6.4): the message is
// written to the outbox, the order's timeline and the audit log in one transaction. Only an order
// that was paid gets it: anyone can type any address into a checkout (docs/product/07-emails.md §7.3).
import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { orderEvents, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import { queueEmail } from "#server/notifications/outbox.ts";
import { buildInquiryReplyEmail } from "#server/inquiries/reply-email.ts";
import { displayOrderNumber } from "#domain/format.ts";
import { ORDER_NOT_FOUND, type Actor } from "./admin-service.ts";

export const CUSTOMER_EMAILED_EVENT = "customer-emailed";
export const UNPAID_ORDER_EMAIL_REFUSED =
  "This order was never paid, so its email address is not confirmed: no email can be sent to it.";

export type CustomerEmail = { subject: string; message: string };

/** Queues the staff's message to the customer of a paid order; answers the address it goes to. */
export async function emailOrderCustomer(
  db: Executor,
  actor: Actor,
  id: string,
  input: CustomerEmail,
  options: { businessName: string; replyTo: string | null },
): Promise<{ to: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        order_number: orders.order_number,
        customer_name: orders.customer_name,
        customer_email: orders.customer_email,
        paid_at: orders.paid_at,
        is_test: orders.is_test,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update")
      .limit(1);
    if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
    if (!order.paid_at) throw new AppError("CONFLICT", UNPAID_ORDER_EMAIL_REFUSED);
    const to = order.customer_email.trim();
    if (!to) throw new AppError("CONFLICT", "This order has no email address.");
    const [event] = await tx
      .insert(orderEvents)
      .values({
        order_id: id,
        kind: CUSTOMER_EMAILED_EVENT,
        actor_user_id: actor.userId,
        actor_name: actor.name,
        note: input.subject,
      })
      .returning({ id: orderEvents.id });
    const content = buildInquiryReplyEmail({
      customerName: order.customer_name,
      reply: input.message,
      businessName: options.businessName,
      replyTo: options.replyTo,
      subject: `${order.is_test ? "[TEST] " : ""}${input.subject}`,
      thanks: `About your order ${displayOrderNumber(order)}:`,
    });
    await queueEmail(tx, {
      orderId: id,
      kind: "order-message",
      to,
      dedupeKey: `order-message:${event!.id}`,
      ...content,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "create",
      entity: "order_events",
      entityId: event!.id,
      after: {
        order_id: id,
        kind: CUSTOMER_EMAILED_EVENT,
        subject: input.subject,
        length: input.message.length,
      },
    });
    return { to };
  });
}
