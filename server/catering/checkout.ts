// The catering checkout: the catering cart and the event are checked again, every line is priced
// from its item's stored tier (the browser's prices are never read), and a pending catering request,
// a catering order and its lines are stored in one transaction; then a payment session is opened.
// Payment, webhook, fulfilment and emails follow the regular orders' path (server/payments/).
// Tax is left to the payment provider for catering (docs/product/04-catering.md §4.5): the order's tax is 0
// here.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  checkEventTiming,
  type CateringCheckoutRequest,
  type CateringCheckoutResponse,
  type CateringTimingRules,
} from "#domain/catering.ts";
import { formatUsd } from "#domain/money.ts";
import { computeTip, readTipSettings } from "#domain/tips.ts";
import type { PaymentLine, PaymentProvider } from "#server/adapters/payments/types.ts";
import { CHECKOUT_SESSION_ID_PLACEHOLDER } from "#server/adapters/payments/types.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { cateringMenuItems, cateringRequests, orderItems, orders } from "#server/db/schema/index.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import {
  CHECKOUT_EXPIRED_MESSAGE,
  CHECKOUT_FAILED_MESSAGE,
  MIN_ORDER_TOTAL_CENTS,
  paymentMetadata,
} from "#server/checkout/service.ts";
import { paymentPageExpiry } from "#server/payments/page-life.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { quoteRequestValues, readCateringRules, readPriceTiers } from "./service.ts";

export type CateringCheckoutDeps = {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
  log: Logger;
  now?: () => Date;
};

export type CateringCheckoutResult = CateringCheckoutResponse & { replayed: boolean };

export function cateringSuccessUrl(publicUrl: string): string {
  return `${publicUrl}/catering-confirmation?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`;
}

export function cateringCancelUrl(publicUrl: string): string {
  return `${publicUrl}/catering?canceled=true`;
}

function confirmationUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/catering-confirmation?session_id=${encodeURIComponent(sessionId)}`;
}

export type PricedCateringLine = {
  itemId: string;
  title: string;
  tier: string;
  serves: string;
  quantity: number;
  unitPriceCents: number;
};

/**
 * Each line priced from its active item's stored tier. An unknown or inactive item, or a size the
 * item no longer has, is a 400 naming the line.
 */
export async function priceCateringCart(
  db: Executor,
  lines: CateringCheckoutRequest["cartItems"],
): Promise<PricedCateringLine[]> {
  const ids = [...new Set(lines.map((line) => line.itemId))];
  const rows = await db
    .select({
      id: cateringMenuItems.id,
      title: cateringMenuItems.title,
      is_active: cateringMenuItems.is_active,
      price_tiers: cateringMenuItems.price_tiers,
    })
    .from(cateringMenuItems)
    .where(inArray(cateringMenuItems.id, ids));
  const items = new Map(rows.map((row) => [row.id, row]));
  const fields: Record<string, string> = {};
  const priced: PricedCateringLine[] = [];
  lines.forEach((line, index) => {
    const item = items.get(line.itemId);
    if (!item || !item.is_active) {
      fields[`cartItems.${index}.itemId`] = "This catering item is no longer available";
      return;
    }
    const tier = readPriceTiers(item.price_tiers).find((entry) => entry.name === line.tier);
    if (!tier) {
      fields[`cartItems.${index}.tier`] = `${item.title} is no longer offered in the size ${line.tier}`;
      return;
    }
    priced.push({
      itemId: item.id,
      title: item.title,
      tier: tier.name,
      serves: tier.serves,
      quantity: line.quantity,
      unitPriceCents: tier.price,
    });
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError("VALIDATION", first, { fields });
  return priced;
}

/**
 * The tip on a catering order: the customer's choice priced on the catering subtotal with the
 * owner's catering tip setting (docs/product/03-ordering.md §3.15). Any amount the browser sends is ignored.
 */
export async function priceCateringTip(
  db: Executor,
  choice: Pick<CateringCheckoutRequest, "tipPercent" | "tipCents">,
  subtotalCents: number,
): Promise<number> {
  if (choice.tipPercent === undefined && !choice.tipCents) return 0;
  const tip = computeTip(choice, subtotalCents, readTipSettings(await listPublicSettings(db)), "catering");
  if (!tip.ok) throw new AppError("VALIDATION", tip.message, { fields: { [tip.field]: tip.message } });
  return tip.tipCents;
}

function toPaymentLines(lines: readonly PricedCateringLine[]): PaymentLine[] {
  return lines.map((line) => ({
    title: line.title,
    description: line.serves ? `${line.tier} (serves ${line.serves})` : line.tier,
    quantity: line.quantity,
    unitAmount: line.unitPriceCents,
  }));
}

type StoredCateringOrder = {
  id: string;
  order_number: string | null;
  status: string;
  payment_status: string;
  payment_session_id: string | null;
  catering_request_id: string | null;
};

const storedColumns = {
  id: orders.id,
  order_number: orders.order_number,
  status: orders.status,
  payment_status: orders.payment_status,
  payment_session_id: orders.payment_session_id,
  catering_request_id: orders.catering_request_id,
};

function orderNumberOf(order: { id: string; order_number: string | null }): string {
  return order.order_number ?? order.id.slice(0, 8).toUpperCase();
}

export async function createCateringCheckout(
  deps: CateringCheckoutDeps,
  input: { request: CateringCheckoutRequest; idempotencyKey: string },
): Promise<CateringCheckoutResult> {
  const { db } = deps;
  const existing = await findOrderByKey(db, input.idempotencyKey);
  if (existing) return { ...(await resumeCheckout(deps, existing)), replayed: true };

  const { request } = input;
  const now = deps.now?.() ?? new Date();
  const rules: CateringTimingRules = await readCateringRules(db);
  const tooSoon = checkEventTiming(request, rules, now);
  if (tooSoon) throw new AppError("VALIDATION", tooSoon, { fields: { eventDate: tooSoon } });

  const priced = await priceCateringCart(db, request.cartItems);
  const subtotal = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotal < MIN_ORDER_TOTAL_CENTS) {
    throw new AppError("VALIDATION", `The order total must be at least ${formatUsd(MIN_ORDER_TOTAL_CENTS)}.`);
  }
  const tip = await priceCateringTip(db, request, subtotal);
  const total = subtotal + tip;

  const orderId = randomUUID();
  const namedSessionId = deps.payments.newSessionId?.() ?? null;
  const expiresAt = paymentPageExpiry("card", now)!;
  let stored: { orderNumber: string; cateringRequestId: string };
  try {
    stored = await db.transaction(async (tx) => {
      const [cateringRequest] = await tx
        .insert(cateringRequests)
        .values(
          quoteRequestValues({
            customerName: request.customerName,
            email: request.customerEmail,
            phone: request.customerPhone ?? "",
            eventDate: request.eventDate,
            eventTime: request.eventTime,
            guestCount: request.guestCount,
            eventType: request.eventType,
            deliveryOption: request.deliveryOption,
            specialRequests: request.specialRequests,
          }),
        )
        .returning({ id: cateringRequests.id });
      if (!cateringRequest) throw new Error("Inserting the catering request returned no row");
      const [order] = await tx
        .insert(orders)
        .values({
          id: orderId,
          order_number: sql`'IS-' || nextval('order_number_seq')`,
          customer_name: request.customerName,
          customer_email: request.customerEmail,
          customer_phone: request.customerPhone ?? "",
          subtotal,
          tax: 0,
          tip,
          total,
          payment_provider: deps.payments.name,
          payment_session_id: namedSessionId,
          payment_expires_at: expiresAt,
          access_token: randomBytes(24).toString("base64url"),
          idempotency_key: input.idempotencyKey,
          order_type: "catering",
          // The event is when the kitchen delivers: the order is scheduled for it.
          scheduled: true,
          scheduled_date: request.eventDate,
          scheduled_time: request.eventTime,
          special_instructions: request.specialRequests ?? null,
          event_date: request.eventDate,
          event_type: request.eventType,
          guest_count: request.guestCount,
          special_requests: request.specialRequests ?? null,
          catering_request_id: cateringRequest.id,
        })
        .returning({ order_number: orders.order_number });
      if (!order?.order_number) throw new Error("Inserting the catering order returned no row");
      await tx.insert(orderItems).values(
        priced.map((line, position) => ({
          order_id: orderId,
          catering_menu_item_id: line.itemId,
          title: line.title,
          quantity: line.quantity,
          price: line.unitPriceCents,
          item_type: "catering",
          tier_name: line.tier,
          special_instructions: null,
          // order_items has no position column: a microsecond apart keeps the cart's order
          created_at: sql`now() + ${position} * interval '1 microsecond'`,
        })),
      );
      return { orderNumber: order.order_number, cateringRequestId: cateringRequest.id };
    });
  } catch (error) {
    // A concurrent request with the same key stored its order first: answer with that one.
    if (!isUniqueViolation(error, "orders_idempotency_key_key")) throw error;
    const winner = await findOrderByKey(db, input.idempotencyKey);
    if (!winner) throw error;
    return { ...(await resumeCheckout(deps, winner)), replayed: true };
  }

  // The event's details and the customer's words stay with the order and the catering request.
  const metadata = paymentMetadata({
    id: orderId,
    order_number: stored.orderNumber,
    order_type: "catering",
    catering_request_id: stored.cateringRequestId,
    scheduled: true,
    scheduled_date: request.eventDate,
    scheduled_time: request.eventTime,
  });
  const session = await openSession(deps, {
    order: { id: orderId, orderNumber: stored.orderNumber, subtotal, tax: 0, tip, total },
    lines: toPaymentLines(priced),
    customerEmail: request.customerEmail,
    metadata,
    expiresAt,
    namedSessionId,
  });
  return {
    url: session.url,
    sessionId: session.id,
    orderNumber: stored.orderNumber,
    cateringRequestId: stored.cateringRequestId,
    replayed: false,
  };
}

async function openSession(
  deps: CateringCheckoutDeps,
  input: {
    order: { id: string; orderNumber: string; subtotal: number; tax: number; tip: number; total: number };
    lines: PaymentLine[];
    customerEmail: string;
    metadata: Record<string, string>;
    expiresAt: Date;
    namedSessionId: string | null;
  },
): Promise<{ id: string; url: string }> {
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckoutSession({
      order: input.order,
      lines: input.lines,
      successUrl: cateringSuccessUrl(deps.publicUrl),
      cancelUrl: cateringCancelUrl(deps.publicUrl),
      customerEmail: input.customerEmail,
      metadata: input.metadata,
      expiresAt: input.expiresAt,
      ...(input.namedSessionId ? { sessionId: input.namedSessionId } : {}),
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: input.order.id }, "catering payment session could not be created");
    throw new AppError("BAD_GATEWAY", CHECKOUT_FAILED_MESSAGE, { cause: error });
  }
  if (input.namedSessionId) return session;
  const attached = await deps.db
    .update(orders)
    .set({ payment_session_id: session.id, updated_at: sql`now()` })
    .where(and(eq(orders.id, input.order.id), isNull(orders.payment_session_id)))
    .returning({ id: orders.id });
  if (attached.length === 0) {
    await deps.payments.expireSession(session.id).catch((error: unknown) => {
      deps.log.warn({ err: error, sessionId: session.id }, "spare payment session could not be closed");
    });
    const [current] = await deps.db.select(storedColumns).from(orders).where(eq(orders.id, input.order.id));
    if (current?.payment_session_id) {
      const resumed = await resumeCheckout(deps, current);
      return { id: resumed.sessionId, url: resumed.url };
    }
    throw new Error(`Order ${input.order.id} lost its payment session`);
  }
  return session;
}

async function findOrderByKey(db: Executor, key: string): Promise<StoredCateringOrder | null> {
  const [row] = await db.select(storedColumns).from(orders).where(eq(orders.idempotency_key, key)).limit(1);
  return row ?? null;
}

/** The answer for an order already stored under the key: its open session, or its confirmation. */
async function resumeCheckout(
  deps: CateringCheckoutDeps,
  order: StoredCateringOrder,
): Promise<CateringCheckoutResponse> {
  const orderNumber = orderNumberOf(order);
  const cateringRequestId = order.catering_request_id ?? "";
  const sessionId = order.payment_session_id;
  if (!sessionId) {
    throw new AppError("CONFLICT", "This checkout is already being prepared. Please try again in a moment.");
  }
  if (order.payment_status === "paid" || order.payment_status === "refunded") {
    return { url: confirmationUrl(deps.publicUrl, sessionId), sessionId, orderNumber, cateringRequestId };
  }
  let session;
  try {
    session = await deps.payments.retrieveSession(sessionId);
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, "payment session could not be read");
    throw new AppError("BAD_GATEWAY", CHECKOUT_FAILED_MESSAGE, { cause: error });
  }
  if (session?.paymentStatus === "paid") {
    return { url: confirmationUrl(deps.publicUrl, sessionId), sessionId, orderNumber, cateringRequestId };
  }
  if (session?.status === "open" && session.url && order.status === "pending") {
    return { url: session.url, sessionId, orderNumber, cateringRequestId };
  }
  throw new AppError("CONFLICT", CHECKOUT_EXPIRED_MESSAGE);
}
