// The texts an order causes (docs/product/08-text-messages.md §8), written beside its emails in the same
// transaction: the owner's new-order text when it is paid (never for a sandbox order: anyone may
// place one on a demo site, and the owner's phone is not theirs to ring), and, when the customer
// ticked "Text me order updates", the confirm, ready, refund and cancel texts.
import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { orders } from "#server/db/schema/index.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { displayOrderNumber } from "#domain/format.ts";
import { toE164 } from "#domain/phone-numbers.ts";
import { customerTexts, ownerTexts, type TextOrder } from "#domain/texts.ts";
import { queueText, type QueuedText } from "./outbox.ts";
import { readTextSettings } from "./settings.ts";

export type OrderTextKind = "new-order" | "confirmed" | "ready" | "refund" | "cancelled";

/** Which email of an order brings which text. */
export const TEXT_FOR_EMAIL: Partial<Record<string, OrderTextKind>> = {
  "admin-notification": "new-order",
  "kitchen-confirmed": "confirmed",
  "kitchen-ready": "ready",
  refund: "refund",
  cancellation: "cancelled",
};

const DEFAULT_BUSINESS_NAME = "Island Spice Kitchen";

/** "6:30 PM" in the business's time zone. */
export function formatClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
}

/** "ASAP", or "Tue 11/24 6:30 PM" for a scheduled order. */
function describeWhen(order: { scheduled: boolean; slot_at: Date | null }, timeZone: string): string {
  if (!order.scheduled || !order.slot_at) return "ASAP";
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  })
    .format(order.slot_at)
    .replace(",", "");
}

export type OrderTextContext = {
  id: string;
  businessName: string;
  timeZone: string;
  order: TextOrder;
  paid: boolean;
  isTest: boolean;
  customerPhone: string | null;
  consented: boolean;
  estimatedReadyAt: Date | null;
};

export async function loadOrderTextContext(db: Executor, orderId: string): Promise<OrderTextContext | null> {
  const [row] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      total: orders.total,
      order_type: orders.order_type,
      scheduled: orders.scheduled,
      slot_at: orders.slot_at,
      customer_phone: orders.customer_phone,
      text_updates_at: orders.text_updates_at,
      paid_at: orders.paid_at,
      payment_method: orders.payment_method,
      is_test: orders.is_test,
      estimated_ready_at: orders.estimated_ready_at,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const settings = await listPublicSettings(db);
  const timeZone = readBusinessRules(settings).timeZone;
  return {
    id: row.id,
    businessName: settings.site_name?.trim() || settings.business_name?.trim() || DEFAULT_BUSINESS_NAME,
    timeZone,
    order: {
      number: displayOrderNumber(row),
      total: row.total,
      orderType: row.order_type,
      when: describeWhen(row, timeZone),
    },
    // a phone order paid in person: staff typed the number the caller gave
    paid: row.paid_at !== null || row.payment_method === "in_person",
    isTest: row.is_test,
    customerPhone: row.customer_phone ? toE164(row.customer_phone) : null,
    consented: row.text_updates_at !== null,
    estimatedReadyAt: row.estimated_ready_at,
  };
}

/** Writes the order's texts of the given kinds, skipping any already written; returns how many were new. */
export async function queueOrderTexts(
  db: Executor,
  input: { orderId: string; kinds: OrderTextKind[]; refund?: { amount: number; key: string } },
): Promise<number> {
  if (input.kinds.length === 0) return 0;
  const context = await loadOrderTextContext(db, input.orderId);
  if (!context) return 0;
  const texts: QueuedText[] = [];
  for (const kind of input.kinds) {
    if (kind === "new-order") {
      if (context.isTest) continue;
      const { ownerPhones } = await readTextSettings(db);
      for (const phone of ownerPhones) {
        texts.push({
          dedupeKey: `order:${context.id}:new-order:${phone}`,
          kind,
          orderId: context.id,
          to: phone,
          body: ownerTexts.newOrder(context.order),
        });
      }
      continue;
    }
    // A customer is texted only with consent, only about an order that was paid (anyone can type any number).
    if (!context.consented || !context.customerPhone || !context.paid) continue;
    const { businessName, order } = context;
    const body =
      kind === "confirmed"
        ? customerTexts.confirmed(
            businessName,
            order,
            context.estimatedReadyAt ? formatClock(context.estimatedReadyAt, context.timeZone) : "soon",
          )
        : kind === "ready"
          ? customerTexts.ready(businessName, order)
          : kind === "refund"
            ? customerTexts.refund(businessName, order, input.refund?.amount ?? order.total)
            : customerTexts.cancelled(businessName, order);
    texts.push({
      dedupeKey: `order:${context.id}:${kind}:${context.customerPhone}${input.refund ? `:${input.refund.key}` : ""}`,
      kind,
      orderId: context.id,
      to: context.customerPhone,
      body,
    });
  }
  let written = 0;
  for (const text of texts) if (await queueText(db, text)) written += 1;
  return written;
}
