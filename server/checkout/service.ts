// Checkout: validate and reprice the cart against one snapshot of the database, store the order and
// its lines in one atomic statement, then open a payment session for it. The Idempotency-Key makes
// a retried or double-clicked checkout answer the same order's session.
import { randomBytes, randomUUID } from "node:crypto";
import { toE164 } from "#domain/phone-numbers.ts";
import { eq, sql, type SQL } from "drizzle-orm";
import type { CheckoutRequest, CheckoutResponse } from "#domain/checkout.ts";
import { computeOrderTotals, formatUsd } from "#domain/money.ts";
import { computeTip, readTipSettings } from "#domain/tips.ts";
import { CURRENT_SLOT_FULL_MESSAGE, SLOT_FULL_MESSAGE } from "#domain/slot-capacity.ts";
import type {
  CreateCheckoutSessionInput,
  PaymentLine,
  PaymentProvider,
} from "#server/adapters/payments/types.ts";
import { CHECKOUT_SESSION_ID_PLACEHOLDER } from "#server/adapters/payments/types.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { orders } from "#server/db/schema/index.ts";
import { prepareSql, runPreparedSql } from "#server/db/prepared-sql.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { readOrderEmailItems } from "#server/notifications/service.ts";
import { readBusinessRules } from "#server/settings/service.ts";
import { normalizePromoCode } from "#domain/promo-codes.ts";
import { applyPromoCode, claimPromo, type PromoCheck } from "#server/promotions/service.ts";
import { checkOrderTiming, type OrderTiming } from "./order-timing.ts";
import { describeLine, priceCart, type PricedLine } from "./price-cart.ts";
import { paymentPageExpiry, sessionExpiry } from "#server/payments/page-life.ts";
import { claimSlot } from "./slot-capacity.ts";
import { loadCheckoutSnapshot } from "./snapshot.ts";
import { insertOrderWithLines, type NewOrder } from "./store-order.ts";
import { quoteColumns, quoteOrder } from "./ready-quote.ts";

/** The fallback for a failed payment step (docs/product/10-errors-and-messages.md §10.3). */
export const CHECKOUT_FAILED_MESSAGE = "There was an issue processing your order. Please try again.";
/** Card networks refuse smaller charges; both providers keep the same floor. */
export const MIN_ORDER_TOTAL_CENTS = 50;

/** A checkout whose payment page has closed, or could not open before its time ran out. */
export const CHECKOUT_EXPIRED_MESSAGE = "This checkout has expired. Please place your order again.";

/** The answer when an Idempotency-Key comes back with a different order. */
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  "This Idempotency-Key was already used for a different order. Please send a new key.";

/**
 * Compare-and-set: the first session attached to an order is its session, and its expiry the order's.
 * Compiled once (hot path).
 */
const ATTACH_SESSION = prepareSql(
  "checkout_attach_session_v2",
  sql`update ${orders} set "payment_session_id" = ${sql.placeholder("session_id")},
        "payment_expires_at" = ${sql.placeholder("expires_at")}::timestamptz, "updated_at" = now()
      where ${orders.id} = ${sql.placeholder("order_id")} and ${orders.payment_session_id} is null
      returning ${orders.id}`,
);

export type CheckoutDeps = {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
  log: Logger;
  now?: () => Date;
};

export type CheckoutResult = CheckoutResponse & { replayed: boolean };

const orderColumns = {
  id: orders.id,
  order_number: orders.order_number,
  status: orders.status,
  payment_status: orders.payment_status,
  payment_session_id: orders.payment_session_id,
  payment_expires_at: orders.payment_expires_at,
  idempotency_body_hash: orders.idempotency_body_hash,
  customer_email: orders.customer_email,
  subtotal: orders.subtotal,
  tax: orders.tax,
  tip: orders.tip,
  discount: orders.discount,
  promo_code: orders.promo_code,
  total: orders.total,
  order_type: orders.order_type,
  scheduled: orders.scheduled,
  scheduled_date: orders.scheduled_date,
  scheduled_time: orders.scheduled_time,
  created_at: orders.created_at,
};

export type CheckoutOrder = {
  id: string;
  order_number: string | null;
  status: string;
  payment_status: string;
  payment_session_id: string | null;
  /** When its payment page closes; null for an order paid in person. */
  payment_expires_at: Date | null;
  idempotency_body_hash: string | null;
  customer_email: string;
  subtotal: number;
  tax: number;
  tip: number;
  discount: number;
  promo_code: string | null;
  total: number;
  order_type: string;
  scheduled: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  created_at: Date;
};

export function checkoutSuccessUrl(publicUrl: string): string {
  return `${publicUrl}/order-confirmation?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`;
}

export function checkoutCancelUrl(publicUrl: string): string {
  return `${publicUrl}/cart`;
}

function confirmationUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/order-confirmation?session_id=${encodeURIComponent(sessionId)}`;
}

export async function createCheckout(
  deps: CheckoutDeps,
  input: { request: CheckoutRequest; idempotencyKey: string; bodyHash: string },
): Promise<CheckoutResult> {
  const { db } = deps;
  let placed: PlacedOrder;
  // A key names one order: the same key with another body is a client error, never that order's replay.
  const sameBody = (order: CheckoutOrder) => {
    if (order.idempotency_body_hash && order.idempotency_body_hash !== input.bodyHash) {
      throw new AppError("CONFLICT", IDEMPOTENCY_MISMATCH_MESSAGE);
    }
    return order;
  };
  try {
    placed = await placeOrder(db, {
      request: input.request,
      idempotencyKey: input.idempotencyKey,
      bodyHash: input.bodyHash,
      payments: deps.payments,
      now: deps.now?.() ?? new Date(),
      publicUrl: deps.publicUrl,
    });
  } catch (error) {
    // A concurrent request with the same key stored its order first: answer with that one.
    if (!isUniqueViolation(error, "orders_idempotency_key_key")) throw error;
    const winner = await findOrder(db, eq(orders.idempotency_key, input.idempotencyKey));
    if (!winner) throw error;
    return { ...(await resumeCheckout(deps, sameBody(winner))), replayed: true };
  }
  if (placed.kind === "existing") {
    const existing = await findOrder(db, eq(orders.id, placed.orderId));
    if (!existing) throw new Error(`Order ${placed.orderId} vanished`);
    return { ...(await resumeCheckout(deps, sameBody(existing))), replayed: true };
  }
  if (placed.kind === "with-session") return { ...placed.response, replayed: false };
  return { ...(await openPaymentSession(deps, placed.order, placed.lines)), replayed: false };
}

async function findOrder(db: Executor, where: SQL): Promise<CheckoutOrder | null> {
  const [row] = await db.select(orderColumns).from(orders).where(where).limit(1);
  return row ?? null;
}

function toPaymentLines(lines: readonly PricedLine[]): PaymentLine[] {
  return lines.map((line) => ({
    title: line.title,
    description: describeLine(line),
    quantity: line.quantity,
    unitAmount: line.unitPriceCents,
  }));
}

export type PlacedOrder =
  | { kind: "existing"; orderId: string }
  /** Stored with its payment session: the answer is ready. */
  | { kind: "with-session"; response: CheckoutResponse }
  | { kind: "new"; order: CheckoutOrder; lines: PaymentLine[] };

/** Who places the order and how it is paid: the website's checkout, or staff taking a call. */
export type OrderOrigin = {
  paymentMethod: "card" | "in_person" | "payment_link";
  /** Staff on the phone may take an order for now while online ordering is paused (decision 100). */
  overridePause: boolean;
  /** false: the order is paid in person and gets no payment session. */
  openSession: boolean;
  /** Written in the order's own transaction, right after its insert (a staff order's timeline). */
  afterInsert?: (tx: Executor, orderId: string) => Promise<void>;
};

const WEBSITE_ORDER: OrderOrigin = { paymentMethod: "card", overridePause: false, openSession: true };

/**
 * Validates the cart against one snapshot of the menu, settings and hours, then stores the order
 * and its lines in one statement (atomic on its own): two round trips for the whole order. Phone
 * orders come through here too, with their own origin, so pricing, modifiers and slots are one code.
 */
export async function placeOrder(
  db: Database,
  input: {
    request: CheckoutRequest;
    idempotencyKey: string;
    bodyHash: string;
    payments: PaymentProvider;
    now: Date;
    publicUrl: string;
    origin?: OrderOrigin;
  },
): Promise<PlacedOrder> {
  const { request } = input;
  const origin = input.origin ?? WEBSITE_ORDER;
  const snapshot = await loadCheckoutSnapshot(db, {
    idempotencyKey: input.idempotencyKey,
    itemIds: request.cartItems.map((line) => line.itemId),
    promoCode: request.promoCode ? normalizePromoCode(request.promoCode) : null,
    now: input.now,
  });
  if (snapshot.existingOrderId) return { kind: "existing", orderId: snapshot.existingOrderId };

  const rules = readBusinessRules(snapshot.settings);
  // Capacity is never overridden; a pause only holds back the website.
  const timingRules = origin.overridePause ? { ...rules, orderingPausedUntil: null } : rules;
  const timing: OrderTiming = checkOrderTiming({
    request,
    rules: timingRules,
    hours: { hours: snapshot.hours, closures: snapshot.closures },
    now: input.now,
  });
  const priced = priceCart(request.cartItems, snapshot.catalog, input.now);
  // An order for now gets its ready time from the kitchen's queue; one that could not be ready
  // before closing is refused (docs/product/03-ordering.md §3.14).
  const quote = timing.scheduled
    ? null
    : await quoteOrder(db, snapshot, priced, { now: input.now, ignorePause: origin.overridePause });
  const subtotalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  // The tip and the discount come from the customer's choice and code, never from amounts sent
  // (docs/product/03-ordering.md §3.15, §3.16).
  const tip = computeTip(request, subtotalCents, readTipSettings(snapshot.settings), timing.orderType);
  if (!tip.ok) throw new AppError("VALIDATION", tip.message, { fields: { [tip.field]: tip.message } });
  const promoCheck: PromoCheck | null = request.promoCode
    ? {
        code: request.promoCode,
        subtotalCents,
        orderType: timing.orderType,
        email: request.customerEmail,
        now: input.now,
        timeZone: rules.timeZone,
      }
    : null;
  const promo = promoCheck ? await applyPromoCode(db, promoCheck, false, snapshot.promo) : null;
  const totals = computeOrderTotals(priced, rules.taxRatePercent, {
    tipCents: tip.tipCents,
    discountCents: promo?.discountCents ?? 0,
  });
  if (totals.totalCents < MIN_ORDER_TOTAL_CENTS) {
    throw new AppError("VALIDATION", `The order total must be at least ${formatUsd(MIN_ORDER_TOTAL_CENTS)}.`);
  }

  // Texts go only to a number that can take them, and only with the customer's consent (§8).
  if (request.textUpdates && !toE164(request.customerPhone)) {
    const message = "Enter a phone number that can receive texts, or untick Text me order updates.";
    throw new AppError("VALIDATION", message, { fields: { customerPhone: message } });
  }
  // The page's life is the time a limited promo code's use is held for the order (§3.16).
  const pageExpiresAt = origin.openSession ? paymentPageExpiry(origin.paymentMethod, input.now) : null;
  const values: NewOrder = {
    id: randomUUID(),
    text_updates_at: request.textUpdates ? new Date().toISOString() : null,
    customer_name: request.customerName,
    customer_email: request.customerEmail,
    customer_phone: request.customerPhone,
    subtotal: totals.subtotalCents,
    tax: totals.taxCents,
    tip: totals.tipCents,
    discount: totals.discountCents,
    promo_code_id: promo?.id ?? null,
    promo_code: promo?.code ?? null,
    total: totals.totalCents,
    payment_provider: input.payments.name,
    payment_session_id: origin.openSession ? (input.payments.newSessionId?.() ?? null) : null,
    payment_expires_at: pageExpiresAt?.toISOString() ?? null,
    access_token: randomBytes(24).toString("base64url"),
    idempotency_key: input.idempotencyKey,
    idempotency_body_hash: input.bodyHash,
    // Cash at the counter is real money whatever the provider; a sandbox session is not.
    is_test: origin.openSession && input.payments.name === "sandbox",
    order_type: timing.orderType,
    scheduled: timing.scheduled,
    scheduled_date: timing.scheduledDate,
    scheduled_time: timing.scheduledTime,
    slot_at: timing.slotAt?.toISOString() ?? null,
    special_instructions: request.specialInstructions ? request.specialInstructions : null,
    payment_method: origin.paymentMethod,
    ...quoteColumns(quote),
  };
  const { slot_at: _slot, payment_method: _method, promo_code_id: _promoId, ...orderValues } = values;
  const order: CheckoutOrder = {
    ...orderValues,
    payment_expires_at: pageExpiresAt,
    order_number: snapshot.nextOrderNumber,
    status: "pending",
    payment_status: "unpaid",
    created_at: new Date(),
  };
  const lines = toPaymentLines(priced);
  // A provider keeping its sessions here (the sandbox) has its session written with the order.
  const sessionWrite = origin.openSession ? input.payments.sessionWrite : undefined;
  const afterInsert = origin.afterInsert;
  const sessionId = values.payment_session_id;
  const session =
    sessionWrite && sessionId
      ? {
          statement: sessionWrite.statement,
          values: sessionWrite.values({
            ...sessionInputFor(order, lines, input.publicUrl, pageExpiresAt ?? input.now),
            sessionId,
          }),
        }
      : undefined;
  const stored = await insertOrderWithLines(
    db,
    { ...values, order_number: snapshot.nextOrderNumber },
    priced.map((line) => ({
      menu_item_id: line.menuItemId,
      title: line.title,
      quantity: line.quantity,
      price: line.unitPriceCents,
      special_instructions: line.specialInstructions,
      selected_modifiers: line.selectedModifiers,
    })),
    session,
    // Only a slot with a capacity or a code whose uses are counted pays for the transaction and its locks.
    inOrder(
      rules.slotCapacity !== null && timing.slotAt
        ? claimSlot({
            slotAt: timing.slotAt,
            capacity: rules.slotCapacity,
            fullMessage: timing.scheduled ? SLOT_FULL_MESSAGE : CURRENT_SLOT_FULL_MESSAGE,
            field: timing.scheduled ? "scheduledTime" : "scheduled",
          })
        : undefined,
      promoCheck && promo?.limited ? claimPromo({ ...promoCheck, expected: promo }) : undefined,
    ),
    afterInsert ? (tx) => afterInsert(tx, values.id) : undefined,
  );
  order.created_at = stored.createdAt;
  if (session && sessionWrite && sessionId) {
    return {
      kind: "with-session",
      response: { url: sessionWrite.url(sessionId), sessionId, orderNumber: stored.orderNumber },
    };
  }
  return { kind: "new", order, lines };
}

/** Runs the given steps one after the other in the same transaction; undefined when there is none. */
function inOrder(
  ...steps: (((tx: Executor) => Promise<void>) | undefined)[]
): ((tx: Executor) => Promise<void>) | undefined {
  const present = steps.filter((step) => step !== undefined);
  if (present.length === 0) return undefined;
  return async (tx) => {
    for (const step of present) await step(tx);
  };
}

/** The lines of a stored order, for a session opened after an earlier attempt failed. */
async function loadPaymentLines(db: Executor, orderId: string): Promise<PaymentLine[]> {
  const rows = await readOrderEmailItems(db, orderId);
  return rows.map((row) => ({
    title: row.title,
    description: describeLine({
      selectedModifiers: row.selected_modifiers,
      specialInstructions: row.special_instructions,
    }),
    quantity: row.quantity,
    unitAmount: row.price,
  }));
}

/**
 * What the payment provider keeps with a session of any order (the website's, a phone order's link,
 * a catering order): ids and short references only, never what a customer wrote nor who they are.
 * Every value is a few dozen characters at most, well inside Stripe's limits (50 keys, values of at
 * most 500 characters: docs.stripe.com/metadata); the order's text stays in the database.
 */
export function paymentMetadata(
  order: Pick<
    CheckoutOrder,
    "id" | "order_number" | "order_type" | "scheduled" | "scheduled_date" | "scheduled_time"
  > & {
    catering_request_id?: string | null;
  },
): Record<string, string> {
  return {
    order_id: order.id,
    order_number: order.order_number ?? "",
    order_type: order.order_type,
    ...(order.catering_request_id ? { catering_request_id: order.catering_request_id } : {}),
    scheduled: String(order.scheduled),
    ...(order.scheduled_date ? { scheduled_date: order.scheduled_date } : {}),
    ...(order.scheduled_time ? { scheduled_time: order.scheduled_time } : {}),
  };
}

/** What the payment provider is told about an order's session. */
function sessionInputFor(
  order: CheckoutOrder,
  lines: PaymentLine[],
  publicUrl: string,
  expiresAt: Date,
): CreateCheckoutSessionInput {
  return {
    order: {
      id: order.id,
      orderNumber: orderNumberOf(order),
      subtotal: order.subtotal,
      tax: order.tax,
      tip: order.tip,
      discount: order.discount,
      promoCode: order.promo_code,
      total: order.total,
    },
    lines,
    successUrl: checkoutSuccessUrl(publicUrl),
    cancelUrl: checkoutCancelUrl(publicUrl),
    customerEmail: order.customer_email,
    metadata: paymentMetadata(order),
    expiresAt,
  };
}

function orderNumberOf(order: CheckoutOrder): string {
  return order.order_number ?? order.id.slice(0, 8).toUpperCase();
}

export async function openPaymentSession(
  deps: CheckoutDeps,
  order: CheckoutOrder,
  lines: PaymentLine[],
): Promise<CheckoutResponse> {
  // A session named before the order was stored (the sandbox) is already the order's session.
  const namedSessionId = deps.payments.newSessionId ? order.payment_session_id : null;
  const now = deps.now?.() ?? new Date();
  const planned = order.payment_expires_at ?? paymentPageExpiry("card", now)!;
  const expiresAt = sessionExpiry(planned, now);
  if (!expiresAt) throw new AppError("CONFLICT", CHECKOUT_EXPIRED_MESSAGE);
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckoutSession({
      ...sessionInputFor(order, lines, deps.publicUrl, expiresAt),
      ...(namedSessionId ? { sessionId: namedSessionId } : {}),
    });
  } catch (error) {
    // The order stays unpaid and nothing can be charged; a retry with the same key opens the session.
    deps.log.error({ err: error, orderId: order.id }, "payment session could not be created");
    throw new AppError("BAD_GATEWAY", CHECKOUT_FAILED_MESSAGE, { cause: error });
  }
  if (namedSessionId) {
    // opened again later than planned: the order holds its code's use as long as its page
    if (expiresAt.getTime() !== planned.getTime()) {
      await deps.db
        .update(orders)
        .set({ payment_expires_at: expiresAt, updated_at: sql`now()` })
        .where(eq(orders.id, order.id));
    }
    return { url: session.url, sessionId: session.id, orderNumber: orderNumberOf(order) };
  }

  const attached = await runPreparedSql<{ id: string }>(deps.db, ATTACH_SESSION, {
    session_id: session.id,
    order_id: order.id,
    expires_at: expiresAt.toISOString(),
  });
  if (attached.length === 0) {
    // Another request with the same key attached its session first; that one is the order's, and
    // ours is closed so it can never be paid.
    await deps.payments.expireSession(session.id).catch((error: unknown) => {
      deps.log.warn({ err: error, sessionId: session.id }, "spare payment session could not be closed");
    });
    const current = await findOrder(deps.db, eq(orders.id, order.id));
    if (current?.payment_session_id) return resumeCheckout(deps, current);
    throw new Error(`Order ${order.id} lost its payment session`);
  }
  return { url: session.url, sessionId: session.id, orderNumber: orderNumberOf(order) };
}

/**
 * The payment page of a stored, unpaid order: its open session, or a new one when opening it failed
 * before (a phone order's payment link sent again).
 */
export async function resumeOrderSession(deps: CheckoutDeps, orderId: string): Promise<CheckoutResponse> {
  const order = await findOrder(deps.db, eq(orders.id, orderId));
  if (!order) throw new AppError("NOT_FOUND", "That order does not exist.");
  return resumeCheckout(deps, order);
}

/** The answer for an order that already exists under the key: its session, or a new one if it has none. */
async function resumeCheckout(deps: CheckoutDeps, order: CheckoutOrder): Promise<CheckoutResponse> {
  const orderNumber = orderNumberOf(order);
  if (!order.payment_session_id) {
    if (order.status !== "pending") {
      throw new AppError("CONFLICT", "This order was cancelled. Please place a new order.");
    }
    // Either an earlier attempt failed at the provider, or a concurrent one is still there: open a
    // session; if the other request attaches first, ours is closed and theirs is answered.
    return openPaymentSession(deps, order, await loadPaymentLines(deps.db, order.id));
  }

  const sessionId = order.payment_session_id;
  if (order.payment_status === "paid" || order.payment_status === "refunded") {
    return { url: confirmationUrl(deps.publicUrl, sessionId), sessionId, orderNumber };
  }
  let session;
  try {
    session = await deps.payments.retrieveSession(sessionId);
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, "payment session could not be read");
    throw new AppError("BAD_GATEWAY", CHECKOUT_FAILED_MESSAGE, { cause: error });
  }
  if (session?.paymentStatus === "paid") {
    return { url: confirmationUrl(deps.publicUrl, sessionId), sessionId, orderNumber };
  }
  if (session?.status === "open" && session.url && order.status === "pending") {
    return { url: session.url, sessionId, orderNumber };
  }
  if (!session && deps.payments.newSessionId && order.status === "pending") {
    // Named with the order, but its creation failed (or a concurrent request is creating it now).
    return openPaymentSession(deps, order, await loadPaymentLines(deps.db, order.id));
  }
  throw new AppError("CONFLICT", CHECKOUT_EXPIRED_MESSAGE);
}
