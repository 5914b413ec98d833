// Phone orders (docs/decisions/100): staff build an order for a caller. It goes through the
// website's own placeOrder (one snapshot, the server's prices, the modifier rules, the order timing
// and the slot capacity), with two differences: a pause of online ordering does not stop staff, and
// the order is paid in person (it goes to the kitchen at once) or by a payment link emailed through
// the outbox (it reaches the kitchen when the webhook marks it paid, like any web order).
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { CheckoutRequest } from "#domain/checkout.ts";
import { PAYMENT_METHOD_LABELS, type PhoneOrder } from "#domain/validation/admin-phone-orders.ts";
import { displayOrderNumber } from "#domain/format.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { orderEvents, orders } from "#server/db/schema/index.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError, isAppError, type FieldErrors } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { recordAudit } from "#server/audit/service.ts";
import { queueOrderEmails } from "#server/notifications/service.ts";
import { queueNewOrderAlerts } from "#server/push/outbox.ts";
import {
  IDEMPOTENCY_MISMATCH_MESSAGE,
  openPaymentSession,
  placeOrder,
  resumeOrderSession,
} from "#server/checkout/service.ts";
import { readSlotAvailability } from "#server/checkout/slot-capacity.ts";
import { listActiveMenuCategories, listMenuItems } from "#server/menu/service.ts";
import { listModifierGroupsForItems } from "#server/modifiers/service.ts";
import { listCurrentClosures } from "#server/hours/closures.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import type { ModifierGroupView } from "#domain/modifiers.ts";
import { readTipSettings, type TipSettings } from "#domain/tips.ts";
import type { StoreSchedule } from "#domain/store-hours.ts";
import {
  readPhoneOrderTiming,
  refuseAsapWhenClosed,
  type PhoneOrderTiming,
} from "#domain/phone-order-timing.ts";
import { ORDER_NOT_FOUND, type Actor } from "./admin-service.ts";
import { confirmPlacedPhoneOrder } from "./confirm-phone-order.ts";
import { isSoldOut } from "#domain/sold-out.ts";

export type PhoneOrderDeps = {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
  log: Logger;
  now?: () => Date;
};

export type PhoneOrderResult = {
  orderId: string;
  orderNumber: string;
  /** The payment page emailed to the customer; null for an order paid in person. */
  paymentUrl: string | null;
  /** The same request (a double click) answered with the order it already placed. */
  replayed: boolean;
};

/** The checkout names a cart's lines `cartItems.N`; the phone order's form calls them `lines.N`. */
function renameFields(error: unknown): unknown {
  if (!isAppError(error) || !error.fields) return error;
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(error.fields)) {
    fields[key.replace(/^cartItems\./, "lines.")] = message;
  }
  return new AppError(error.code, error.message, { fields, cause: error.cause });
}

/**
 * "As soon as possible" refused because the kitchen is closed: the checkout words it for a customer
 * ("We're closed right now…"); staff read what to do instead, on the When field. Read again only on
 * this refusal, which is rare, rather than on every order.
 */
async function explainForStaff(db: Executor, error: unknown, input: PhoneOrder, now: Date): Promise<unknown> {
  if (input.scheduled || !isAppError(error) || !error.fields?.scheduled) return error;
  const [settings, hours, closures] = await Promise.all([
    listPublicSettings(db),
    listStoreHours(db),
    listCurrentClosures(db),
  ]);
  const message = refuseAsapWhenClosed({ hours, closures }, now, readBusinessRules(settings).timeZone);
  if (!message) return error;
  return new AppError(error.code, message, { fields: { scheduled: message }, cause: error.cause });
}

function toCheckoutRequest(input: PhoneOrder): CheckoutRequest {
  return {
    cartItems: input.lines,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    ...(input.textUpdates ? { textUpdates: true } : {}),
    specialInstructions: input.specialInstructions,
    orderType: input.orderType,
    scheduled: input.scheduled,
    scheduledDate: input.scheduled && input.scheduledDate ? input.scheduledDate : undefined,
    scheduledTime: input.scheduled && input.scheduledTime ? input.scheduledTime : undefined,
    // Only the choice travels; placeOrder prices the tip from the owner's settings (§3.15).
    ...(input.tipPercent !== undefined ? { tipPercent: input.tipPercent } : {}),
    ...(input.tipCents !== undefined ? { tipCents: input.tipCents } : {}),
  };
}

async function findByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      body_hash: orders.idempotency_body_hash,
      payment_method: orders.payment_method,
      payment_status: orders.payment_status,
    })
    .from(orders)
    .where(eq(orders.idempotency_key, idempotencyKey))
    .limit(1);
  return row ?? null;
}

/**
 * The staff order's timeline entry and audit row, in the order's own transaction. Paid in person,
 * it is confirmed as it is placed (staff took it: no alarm, no Confirm); a payment link's order is
 * confirmed when paid (confirm-phone-order.ts).
 */
function recordPlacedByStaff(actor: Actor, input: PhoneOrder, now: Date) {
  return async (tx: Executor, orderId: string): Promise<void> => {
    await tx.insert(orderEvents).values({
      order_id: orderId,
      kind: "placed-by-staff",
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note: `Phone order: ${PAYMENT_METHOD_LABELS[input.payment]}`,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "create",
      entity: "orders",
      entityId: orderId,
      before: null,
      after: {
        source: "phone",
        payment_method: input.payment,
        customer_name: input.customerName,
        status: input.payment === "in_person" ? "confirmed" : "pending",
      },
    });
    if (input.payment === "in_person") {
      await confirmPlacedPhoneOrder(tx, { orderId, now, actor });
      // paid in person: a new order for every subscribed phone (docs/product/08-text-messages.md §8, Phone
      // alerts)
      await queueNewOrderAlerts(tx, orderId);
    }
  };
}

export async function createPhoneOrder(
  deps: PhoneOrderDeps,
  actor: Actor,
  input: PhoneOrder,
): Promise<PhoneOrderResult> {
  const { db } = deps;
  const request = toCheckoutRequest(input);
  const idempotencyKey = `phone:${input.requestKey}`;
  const bodyHash = createHash("sha256")
    .update(JSON.stringify({ request, payment: input.payment }))
    .digest("hex");
  const inPerson = input.payment === "in_person";
  const sendPaymentLink = (orderId: string, link: string) =>
    queueOrderEmails(db, { orderId, kinds: ["payment-link"], publicUrl: deps.publicUrl, paymentLink: link });

  const replay = async (): Promise<PhoneOrderResult> => {
    const existing = await findByKey(db, idempotencyKey);
    if (!existing) throw new AppError("CONFLICT", "This order could not be placed. Please try again.");
    if (existing.body_hash && existing.body_hash !== bodyHash) {
      throw new AppError("CONFLICT", IDEMPOTENCY_MISMATCH_MESSAGE);
    }
    // A payment link whose session or email failed the first time is completed now; the email's
    // dedupe key keeps it to one.
    let paymentUrl: string | null = null;
    if (existing.payment_method === "payment_link" && existing.payment_status === "unpaid") {
      paymentUrl = (await resumeOrderSession(deps, existing.id)).url;
      await sendPaymentLink(existing.id, paymentUrl);
    }
    return { orderId: existing.id, orderNumber: displayOrderNumber(existing), paymentUrl, replayed: true };
  };

  const now = deps.now?.() ?? new Date();
  let placed;
  try {
    placed = await placeOrder(db, {
      request,
      idempotencyKey,
      bodyHash,
      payments: deps.payments,
      now,
      publicUrl: deps.publicUrl,
      origin: {
        paymentMethod: input.payment,
        overridePause: true,
        openSession: !inPerson,
        afterInsert: recordPlacedByStaff(actor, input, now),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error, "orders_idempotency_key_key")) return replay();
    throw await explainForStaff(db, renameFields(error), input, now);
  }
  if (placed.kind === "existing") return replay();

  const stored = await findByKey(db, idempotencyKey);
  if (!stored) throw new Error("The phone order vanished after it was stored");
  let paymentUrl: string | null = null;
  if (placed.kind === "with-session") paymentUrl = placed.response.url;
  else if (!inPerson) paymentUrl = (await openPaymentSession(deps, placed.order, placed.lines)).url;

  if (paymentUrl) await sendPaymentLink(stored.id, paymentUrl);
  deps.log.info(
    { orderId: stored.id, paymentMethod: input.payment, actor: actor.userId },
    "phone order placed by staff",
  );
  return { orderId: stored.id, orderNumber: displayOrderNumber(stored), paymentUrl, replayed: false };
}

/** The order's state, locked until the transaction ends, so two staff actions never cross. */
async function lockOrder(tx: Executor, id: string) {
  const [order] = await tx
    .select({
      status: orders.status,
      payment_status: orders.payment_status,
      payment_method: orders.payment_method,
      kitchen_status: orders.kitchen_status,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for("update");
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return order;
}

export const ALREADY_MARKED_PAID = "This order is already marked paid.";
export const NOT_PAID_IN_PERSON = "Only an order to be paid in person can be marked paid here.";

/** The customer paid at the counter: the order is paid, once, with its timeline entry and audit row. */
export async function markPhoneOrderPaid(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.payment_method !== "in_person") throw new AppError("CONFLICT", NOT_PAID_IN_PERSON);
    if (order.payment_status === "paid") throw new AppError("CONFLICT", ALREADY_MARKED_PAID);
    if (order.status === "cancelled" || order.status === "refunded" || order.payment_status !== "unpaid") {
      throw new AppError("CONFLICT", `This order was ${order.status}; it cannot be marked paid.`);
    }
    await tx
      .update(orders)
      .set({ payment_status: "paid", paid_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.payment_status, "unpaid")));
    await tx.insert(orderEvents).values({
      order_id: id,
      kind: "marked-paid",
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note: "Paid in person",
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "update",
      entity: "orders",
      entityId: id,
      before: { payment_status: "unpaid" },
      after: { payment_status: "paid", paid_in_person: true },
    });
  });
}

export type PhoneMenuItem = {
  id: string;
  title: string;
  description: string;
  /** integer cents */
  price: number;
  category: string;
  groups: ModifierGroupView[];
  /**
   * Marked sold out today (docs/product/06-admin.md §6): listed greyed, cannot be added; checkout refuses it
   * too.
   */
  soldOut: boolean;
};

export type PhoneOrderForm = {
  items: PhoneMenuItem[];
  categories: string[];
  taxRatePercent: number;
  timeZone: string;
  pickupEnabled: boolean;
  deliveryEnabled: boolean;
  scheduleMaxDaysAhead: number;
  /** The weekly hours and the closures ahead, so a closed date offers no slot. */
  schedule: StoreSchedule;
  /** Slot starts (ISO) that take no more orders; every slot when `isEverySlotFull`. */
  fullSlots: string[];
  isEverySlotFull: boolean;
  /** Open now, or the next opening and the first free slot: the page's default time while closed. */
  timing: PhoneOrderTiming;
  /** The owner's tip choices; the page offers them for the order types tips are on for (§3.15). */
  tips: TipSettings;
};

/** What the phone order page offers: the items the website sells, with their option groups, and the slots. */
export async function loadPhoneOrderForm(db: Executor, now = new Date()): Promise<PhoneOrderForm> {
  const [menu, categories, settings, hours, closures, slots] = await Promise.all([
    listMenuItems(db),
    listActiveMenuCategories(db),
    listPublicSettings(db),
    listStoreHours(db),
    listCurrentClosures(db),
    readSlotAvailability(db, now),
  ]);
  const sellable = menu.filter((item) => item.available_direct && item.show_add_to_cart);
  const groups = await listModifierGroupsForItems(
    db,
    sellable.map((item) => item.id),
  );
  const rules = readBusinessRules(settings);
  const schedule = { hours, closures };
  const used = new Set(sellable.map((item) => item.category));
  const named = categories.map((category) => category.name).filter((name) => used.has(name));
  return {
    items: sellable.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      price: item.price,
      category: item.category,
      groups: groups[item.id] ?? [],
      soldOut: isSoldOut(item, now),
    })),
    categories: [...named, ...[...used].filter((name) => !named.includes(name)).sort()],
    taxRatePercent: rules.taxRatePercent,
    timeZone: rules.timeZone,
    pickupEnabled: rules.pickupEnabled,
    deliveryEnabled: rules.deliveryEnabled,
    scheduleMaxDaysAhead: rules.scheduleMaxDaysAhead,
    schedule,
    fullSlots: slots.fullSlots,
    isEverySlotFull: slots.isEverySlotFull,
    timing: readPhoneOrderTiming(schedule, now, rules.timeZone, {
      ...slots,
      maxDaysAhead: rules.scheduleMaxDaysAhead,
    }),
    tips: readTipSettings(settings),
  };
}

/**
 * Cancels an order paid (or to be paid) in person: nothing went through the payment provider, so
 * nothing is refunded here; money taken at the counter is given back there. Once only.
 */
export async function cancelInPersonOrder(
  db: Database,
  actor: Actor,
  id: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.payment_method !== "in_person") {
      throw new AppError("CONFLICT", "Only an order paid in person can be cancelled here.");
    }
    if (order.status === "cancelled" || order.status === "refunded") {
      throw new AppError("CONFLICT", `This order was already ${order.status}.`);
    }
    if (order.kitchen_status === "completed") {
      throw new AppError("CONFLICT", "This order is completed; it can no longer be cancelled.");
    }
    await tx
      .update(orders)
      .set({
        status: "cancelled",
        cancelled_at: sql`now()`,
        cancelled_by: actor.name,
        cancellation_reason: reason,
        updated_at: sql`now()`,
      })
      .where(eq(orders.id, id));
    await tx.insert(orderEvents).values({
      order_id: id,
      kind: "cancelled",
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note: reason,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "update",
      entity: "orders",
      entityId: id,
      before: { status: order.status },
      after: { status: "cancelled", reason },
    });
  });
}
