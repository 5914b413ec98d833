// Writes order emails to the mail outbox. The dedupe key `order:{id}:{kind}` is unique, so however
// often a webhook or a page asks, each email is written once; the mailer sends it later.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema/index.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import {
  buildAdminCancellationEmail,
  buildAdminNotificationEmail,
  buildCancellationEmail,
  buildCustomerConfirmationEmail,
  buildKitchenConfirmedEmail,
  buildKitchenReadyEmail,
  buildPaymentLinkEmail,
  buildRefundEmail,
  markTestOrder,
  type EmailContent,
  type OrderEmailContext,
  type OrderEmailItem,
} from "./order-emails.ts";
import { queueEmail, readAdminAddress, type QueuedEmail } from "./outbox.ts";
import { queueOrderTexts, TEXT_FOR_EMAIL } from "#server/texts/order-texts.ts";
import { queueNewOrderAlerts } from "#server/push/outbox.ts";

export type OrderEmailKind =
  | "customer-confirmation"
  | "admin-notification"
  | "cancellation"
  | "admin-cancellation"
  | "kitchen-confirmed"
  | "kitchen-ready"
  | "refund"
  | "payment-link";

const DEFAULT_BUSINESS_NAME = "Island Spice Kitchen";

const BUILDERS: Record<
  OrderEmailKind,
  {
    toAdmin: boolean;
    /** Sent before payment: only for an address staff typed in for a caller (a phone order). */
    beforePayment?: boolean;
    build: (context: OrderEmailContext) => EmailContent;
  }
> = {
  "customer-confirmation": { toAdmin: false, build: buildCustomerConfirmationEmail },
  "admin-notification": { toAdmin: true, build: buildAdminNotificationEmail },
  cancellation: { toAdmin: false, build: buildCancellationEmail },
  "admin-cancellation": { toAdmin: true, build: buildAdminCancellationEmail },
  "kitchen-confirmed": { toAdmin: false, build: buildKitchenConfirmedEmail },
  "kitchen-ready": { toAdmin: false, build: buildKitchenReadyEmail },
  refund: { toAdmin: false, build: buildRefundEmail },
  "payment-link": { toAdmin: false, beforePayment: true, build: buildPaymentLinkEmail },
};

export function orderEmailDedupeKey(orderId: string, kind: OrderEmailKind): string {
  return `order:${orderId}:${kind}`;
}

/** An order's lines in the order they were added, as the emails and the payment page list them. */
export function readOrderEmailItems(db: Executor, orderId: string): Promise<OrderEmailItem[]> {
  return db
    .select({
      title: orderItems.title,
      quantity: orderItems.quantity,
      price: orderItems.price,
      special_instructions: orderItems.special_instructions,
      selected_modifiers: orderItems.selected_modifiers,
    })
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
}

async function loadEmailContext(
  db: Executor,
  orderId: string,
  publicUrl: string,
): Promise<(OrderEmailContext & { paid: boolean }) | null> {
  const [order] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      customer_name: orders.customer_name,
      customer_email: orders.customer_email,
      customer_phone: orders.customer_phone,
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
      cancellation_reason: orders.cancellation_reason,
      created_at: orders.created_at,
      access_token: orders.access_token,
      is_test: orders.is_test,
      estimated_ready_at: orders.estimated_ready_at,
      quoted_ready_at: orders.quoted_ready_at,
      paid_at: orders.paid_at,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const { paid_at: paidAt, ...orderFields } = order;
  const items = await readOrderEmailItems(db, orderId);
  const settings = await listPublicSettings(db);
  return {
    businessName: settings.site_name?.trim() || settings.business_name?.trim() || DEFAULT_BUSINESS_NAME,
    timeZone: readBusinessRules(settings).timeZone,
    publicUrl,
    order: orderFields,
    items,
    paid: paidAt !== null,
  };
}

/** Writes the order's emails of the given kinds, skipping any already written; returns how many were new. */
export async function queueOrderEmails(
  db: Executor,
  input: {
    orderId: string;
    kinds: OrderEmailKind[];
    publicUrl: string;
    /** A refund's amount, reason and request key: each refund is its own email. */
    refund?: { amount: number; reason: string | null; key: string };
    /** For a payment-link email: the payment page's address. */
    paymentLink?: string;
  },
): Promise<number> {
  const loaded = await loadEmailContext(db, input.orderId, input.publicUrl);
  if (!loaded) return 0;
  const context = {
    ...loaded,
    ...(input.refund ? { refund: { amount: input.refund.amount, reason: input.refund.reason } } : {}),
    ...(input.paymentLink ? { paymentLink: input.paymentLink } : {}),
  };
  const needsAdmin = input.kinds.some((kind) => BUILDERS[kind].toAdmin);
  const adminAddress = needsAdmin ? await readAdminAddress(db) : null;

  const emails = input.kinds.flatMap((kind): QueuedEmail[] => {
    const { toAdmin, beforePayment, build } = BUILDERS[kind];
    // Anyone can type any address into a checkout: an address that has not paid gets no email, so
    // no text a visitor wrote (names, notes, reasons) can be sent to someone else through us. The
    // payment link is the exception: staff typed the caller's address, and the email needs the link.
    if (!toAdmin && !context.paid && !(beforePayment && context.paymentLink)) return [];
    const to = toAdmin ? adminAddress : context.order.customer_email;
    if (!to) return [];
    const built = build(context);
    const content = context.order.is_test ? markTestOrder(built) : built;
    return [
      {
        dedupeKey: input.refund
          ? `${orderEmailDedupeKey(input.orderId, kind)}:${input.refund.key}`
          : orderEmailDedupeKey(input.orderId, kind),
        kind,
        orderId: input.orderId,
        to,
        subject: content.subject,
        html: content.html,
        text: content.text,
      },
    ];
  });
  let written = 0;
  for (const email of emails) if (await queueEmail(db, email)) written += 1;
  // The same events text the owner and, with consent, the customer (docs/product/08-text-messages.md §8).
  const textKinds = input.kinds.flatMap((kind) => TEXT_FOR_EMAIL[kind] ?? []);
  await queueOrderTexts(db, {
    orderId: input.orderId,
    kinds: textKinds,
    ...(input.refund ? { refund: { amount: input.refund.amount, key: input.refund.key } } : {}),
  });
  // A new paid order also alerts every subscribed phone (docs/product/08-text-messages.md §8, Phone alerts),
  // sent after the commit.
  if (input.kinds.includes("admin-notification")) await queueNewOrderAlerts(db, input.orderId);
  return written;
}
