// The order board: paid orders only (an unpaid checkout is not an order to the kitchen), the
// kitchen's steps (confirm, ready, complete) and the acknowledgement that silences the new-order
// alarm. Every step claims the order by its current state (two staff at once: one wins), writes
// the order's timeline, its audit row and the customer's email in one transaction.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  estimateReadyAt,
  needsAlarm,
  nextKitchenStatus,
  refuseKitchenStep,
  type KitchenStep,
} from "#domain/kitchen-flow.ts";
import type { OrderFilters } from "#domain/validation/admin-orders.ts";
import { addDaysToDateKey, getZonedParts, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { displayOrderNumber } from "#domain/format.ts";
import { toPageRequest } from "#domain/paging.ts";
import type { Executor } from "#server/db/client.ts";
import { orderEvents, orderItems, orders, type SelectedModifier } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import { queueOrderEmails } from "#server/notifications/service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import type { BoardOrder } from "#domain/order-board.ts";
import { lateRiskMinutes, type KitchenFigures } from "#domain/ready-quote.ts";
import { dueRecheckDelayMs } from "#domain/kitchen-due.ts";
import { predictOpenOrders } from "./quote-service.ts";
import {
  isKitchenDueSql,
  kitchenDueAtSql,
  nextKitchenDueAt,
  readKitchenFigures,
} from "./kitchen-due-service.ts";

export const ORDER_NOT_FOUND = "That order does not exist.";
/** A page of the board: more than a busy day, so a day's view fits on one. */
export const BOARD_PAGE_SIZE = 200;

export type Actor = { userId: string; name: string };

export type { BoardOrder };

const boardColumns = {
  id: orders.id,
  order_number: orders.order_number,
  customer_name: orders.customer_name,
  customer_email: orders.customer_email,
  customer_phone: orders.customer_phone,
  order_type: orders.order_type,
  status: orders.status,
  payment_status: orders.payment_status,
  kitchen_status: orders.kitchen_status,
  total: orders.total,
  scheduled: orders.scheduled,
  scheduled_date: orders.scheduled_date,
  scheduled_time: orders.scheduled_time,
  event_date: orders.event_date,
  created_at: orders.created_at,
  acknowledged_at: orders.acknowledged_at,
  payment_method: orders.payment_method,
  refund_amount: orders.refund_amount,
  quoted_ready_at: orders.quoted_ready_at,
  is_test: orders.is_test,
};

type BoardRow = {
  id: string;
  order_number: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  order_type: string;
  status: string;
  payment_status: string;
  kitchen_status: string;
  total: number;
  scheduled: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  event_date: string | null;
  created_at: Date;
  acknowledged_at: Date | null;
  payment_method: string;
  refund_amount: number | null;
  quoted_ready_at: Date | null;
  is_test: boolean;
};

/** `isDue`: a scheduled order whose time to start has not come is not new to the kitchen yet. */
function toBoardOrder(row: BoardRow, isDue = true): BoardOrder {
  return {
    id: row.id,
    number: displayOrderNumber(row),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    orderType: row.order_type,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    kitchenStatus: row.kitchen_status,
    total: row.total,
    scheduled: row.scheduled,
    scheduledDate: row.scheduled_date,
    scheduledTime: row.scheduled_time,
    eventDate: row.event_date,
    createdAt: row.created_at.toISOString(),
    refundAmount: row.refund_amount,
    isTest: row.is_test,
    isNew: isDue && needsAlarm(row),
    quotedReadyAt: row.quoted_ready_at?.toISOString() ?? null,
    lateRiskMinutes: 0,
  };
}

/**
 * Only orders that were paid reach the kitchen, and phone orders paid in person (decision 100);
 * abandoned checkouts and unpaid payment links stay apart.
 */
const wasPaid = sql`(${orders.paid_at} is not null or ${orders.payment_method} = 'in_person')`;
/** What the kitchen should take now: paid, or to be paid in person at the counter. */
const isForKitchen = sql`(${orders.payment_status} = 'paid'
  or (${orders.payment_method} = 'in_person' and ${orders.payment_status} = 'unpaid'))`;
const isOpen = sql`${orders.status} not in ('cancelled','refunded') and ${orders.kitchen_status} <> 'completed'`;

function localDate(timeZone: string): SQL {
  return sql`(${orders.created_at} at time zone ${timeZone})::date`;
}

/**
 * How many orders the kitchen owes on each date of a range: scheduled for it, paid (or to be paid
 * in person), neither cancelled nor completed. Settings → Hours shows it on a closure, since a
 * closure added after customers booked does not move their orders.
 */
export async function countScheduledOrdersByDate(
  db: Executor,
  range: { from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: orders.scheduled_date, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        wasPaid,
        isOpen,
        eq(orders.scheduled, true),
        sql`${orders.scheduled_date} between ${range.from}::date and ${range.to}::date`,
      ),
    )
    .groupBy(orders.scheduled_date);
  return new Map(rows.flatMap((row) => (row.date ? [[String(row.date), Number(row.count)]] : [])));
}

type BoardOptions = { timeZone: string; now?: Date };

/**
 * Which orders a view, search and filters take, and in which order the board lists them. "Needs
 * action" is the kitchen's now: a scheduled pickup or delivery joins it at its promised time less
 * its predicted preparation (domain/kitchen-due.ts), listed by when each reached the kitchen.
 */
function selectBoardOrders(
  filters: OrderFilters,
  options: BoardOptions & { figures: KitchenFigures },
): { where?: SQL; orderBy: SQL[] } {
  const { timeZone, figures } = options;
  const now = options.now ?? new Date();
  const today = getZonedParts(now, timeZone).dateKey;
  const conditions: (SQL | undefined)[] = [wasPaid];
  let orderBy: SQL[] = [desc(orders.created_at)];
  if (filters.view === "needs-action") {
    conditions.push(isForKitchen, eq(orders.status, "pending"), isKitchenDueSql(figures, now));
    orderBy = [asc(kitchenDueAtSql(figures)), asc(orders.id)];
  } else if (filters.view === "upcoming") {
    conditions.push(eq(orders.scheduled, true), sql`${orders.scheduled_date} >= ${today}::date`, isOpen);
    orderBy = [asc(orders.scheduled_date), asc(orders.scheduled_time), asc(orders.created_at)];
  } else if (filters.view === "today") {
    conditions.push(
      or(sql`${localDate(timeZone)} = ${today}::date`, sql`${orders.scheduled_date} = ${today}::date`),
    );
  }
  const q = filters.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = q.replace(/\D/g, "");
    conditions.push(
      or(
        ilike(orders.order_number, like),
        ilike(orders.customer_name, like),
        ilike(orders.customer_email, like),
        digits.length >= 3
          ? sql`regexp_replace(coalesce(${orders.customer_phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
          : undefined,
        sql`upper(left(${orders.id}::text, 8)) = ${q.toUpperCase()}`,
      ),
    );
  }
  if (filters.type) conditions.push(eq(orders.order_type, filters.type));
  if (filters.status) {
    // The one status line: an ended order is Cancelled or Refunded whatever the kitchen reached.
    const ended = filters.status === "cancelled" || filters.status === "refunded";
    conditions.push(
      ended
        ? eq(orders.status, filters.status)
        : and(
            sql`${orders.status} not in ('cancelled','refunded')`,
            eq(orders.kitchen_status, filters.status),
          ),
    );
  }
  if (filters.from) conditions.push(sql`${localDate(timeZone)} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${localDate(timeZone)} <= ${filters.to}::date`);
  return { where: and(...conditions), orderBy };
}

/** Stages of the status filter that hold no order the kitchen is still working on. */
const FINISHED_STAGES = new Set(["ready", "completed", "cancelled", "refunded"]);

/**
 * Each open order's late risk in whole minutes (only those at risk), from the queue played forward
 * (docs/product/06-admin.md §6.4); none to read when the status filter takes only finished orders.
 */
async function readLateRisks(
  db: Executor,
  filters: OrderFilters,
  now: Date,
): Promise<Record<string, number>> {
  if (filters.status && FINISHED_STAGES.has(filters.status)) return {};
  const risks: Record<string, number> = {};
  for (const [id, prediction] of await predictOpenOrders(db, now)) {
    const minutes = lateRiskMinutes(prediction.readyAtMs, prediction.promisedAtMs);
    if (minutes > 0) risks[id] = minutes;
  }
  return risks;
}

/**
 * One page of the board's list for a view, search and filters (`filters.page`, the first by
 * default). Orders at risk of being late come first in every view, the latest first, before the
 * page is cut: the sort is the query's, so page 2 never holds an order at risk while page 1 holds
 * one that is not.
 */
export async function listBoardOrders(
  db: Executor,
  filters: OrderFilters,
  options: BoardOptions,
): Promise<BoardOrder[]> {
  const now = options.now ?? new Date();
  const [figures, risks] = await Promise.all([readKitchenFigures(db, now), readLateRisks(db, filters, now)]);
  const { where, orderBy } = selectBoardOrders(filters, { ...options, now, figures });
  const { pageSize, offset } = toPageRequest(filters.page, BOARD_PAGE_SIZE);
  const atRisk = Object.keys(risks).length > 0;
  const riskOf = sql`coalesce((${JSON.stringify(risks)}::jsonb ->> ${orders.id}::text)::int, 0)`;
  const rows = await db
    .select({ ...boardColumns, is_due: sql<boolean>`${isKitchenDueSql(figures, now)}` })
    .from(orders)
    .where(where)
    .orderBy(...(atRisk ? [desc(riskOf)] : []), ...orderBy)
    .limit(pageSize)
    .offset(offset);
  return rows.map(({ is_due, ...row }) => {
    const order = toBoardOrder(row, is_due !== false);
    order.lateRiskMinutes = risks[order.id] ?? 0;
    return order;
  });
}

/** How many orders the board's view, search and filters take, for its pager. */
export async function countBoardOrders(db: Executor, filters: OrderFilters, options: BoardOptions) {
  const now = options.now ?? new Date();
  const figures = await readKitchenFigures(db, now);
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(selectBoardOrders(filters, { ...options, now, figures }).where);
  return row?.total ?? 0;
}

/**
 * How long the board may wait before it reads its orders again for a scheduled order coming due
 * (the next one's start and a second, at most 15 minutes), or null when none waits. Every instance
 * computes the same instant from the database, and each open board keeps its own timer.
 */
export async function readDueRecheck(db: Executor, now = new Date()): Promise<number | null> {
  const figures = await readKitchenFigures(db, now);
  const next = await nextKitchenDueAt(db, figures, now);
  return dueRecheckDelayMs(next?.getTime() ?? null, now.getTime());
}

export type AlarmOrder = { id: string; number: string; customerName: string; paidAt: string };

/**
 * Paid orders nobody confirmed or acknowledged yet, once they reached the kitchen (a scheduled
 * order at its start, domain/kitchen-due.ts): the alarm sounds while there is one.
 */
export async function listAlarmOrders(db: Executor, now = new Date()): Promise<AlarmOrder[]> {
  const figures = await readKitchenFigures(db, now);
  const rows = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      customer_name: orders.customer_name,
      paid_at: orders.paid_at,
    })
    .from(orders)
    .where(
      and(
        eq(orders.kitchen_status, "new"),
        isNotNull(orders.paid_at),
        eq(orders.payment_status, "paid"),
        eq(orders.status, "pending"),
        isNull(orders.acknowledged_at),
        isKitchenDueSql(figures, now),
      ),
    )
    .orderBy(asc(kitchenDueAtSql(figures)))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    number: displayOrderNumber(row),
    customerName: row.customer_name,
    paidAt: (row.paid_at ?? new Date()).toISOString(),
  }));
}

export type TimelineEntry = { kind: string; at: string; by: string | null; note: string | null };

export type OrderDetail = BoardOrder & {
  subtotal: number;
  tax: number;
  /** cents (docs/product/03-ordering.md §3.15, §3.16) */
  tip: number;
  discount: number;
  promoCode: string | null;
  specialInstructions: string | null;
  eventType: string | null;
  guestCount: number | null;
  specialRequests: string | null;
  estimatedReadyAt: string | null;
  acknowledgedAt: string | null;
  items: {
    id: string;
    title: string;
    quantity: number;
    price: number;
    tierName: string | null;
    specialInstructions: string | null;
    modifiers: SelectedModifier[];
  }[];
  timeline: TimelineEntry[];
};

/**
 * One order of the board (or a phone order waiting for its payment link) with its lines and
 * timeline; null for an unknown order or an unpaid web checkout.
 */
export async function readOrderDetail(db: Executor, id: string): Promise<OrderDetail | null> {
  const now = new Date();
  const figures = await readKitchenFigures(db, now);
  const [row] = await db
    .select({
      ...boardColumns,
      // opening a scheduled order before its start is not taking it: its alarm still rings then
      is_due: sql<boolean>`${isKitchenDueSql(figures, now)}`,
      subtotal: orders.subtotal,
      tax: orders.tax,
      tip: orders.tip,
      discount: orders.discount,
      promo_code: orders.promo_code,
      special_instructions: orders.special_instructions,
      event_type: orders.event_type,
      guest_count: orders.guest_count,
      special_requests: orders.special_requests,
      estimated_ready_at: orders.estimated_ready_at,
      paid_at: orders.paid_at,
      cancelled_at: orders.cancelled_at,
      cancelled_by: orders.cancelled_by,
      cancellation_reason: orders.cancellation_reason,
    })
    .from(orders)
    // A phone order waiting for its payment link is shown too (the kitchen cannot take it yet).
    .where(and(eq(orders.id, id), or(wasPaid, eq(orders.payment_method, "payment_link"))))
    .limit(1);
  if (!row) return null;
  const [items, events] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        title: orderItems.title,
        quantity: orderItems.quantity,
        price: orderItems.price,
        tierName: orderItems.tier_name,
        specialInstructions: orderItems.special_instructions,
        modifiers: orderItems.selected_modifiers,
      })
      .from(orderItems)
      .where(eq(orderItems.order_id, id))
      .orderBy(asc(orderItems.created_at), asc(orderItems.id)),
    db
      .select({
        kind: orderEvents.kind,
        at: orderEvents.created_at,
        by: orderEvents.actor_name,
        note: orderEvents.note,
      })
      .from(orderEvents)
      .where(eq(orderEvents.order_id, id))
      .orderBy(asc(orderEvents.created_at), asc(orderEvents.id)),
  ]);
  const timeline: TimelineEntry[] = [
    { kind: "placed", at: row.created_at.toISOString(), by: row.customer_name, note: null },
  ];
  // Marked paid at the counter: its own event says who took the money.
  if (row.paid_at && !events.some((event) => event.kind === "marked-paid")) {
    timeline.push({ kind: "paid", at: row.paid_at.toISOString(), by: null, note: null });
  }
  for (const event of events) {
    timeline.push({ kind: event.kind, at: event.at.toISOString(), by: event.by, note: event.note });
  }
  // A cancellation by the customer is kept on the order itself (the public cancel path).
  if (row.cancelled_at && !events.some((event) => event.kind === "cancelled")) {
    timeline.push({
      kind: "cancelled",
      at: row.cancelled_at.toISOString(),
      by: row.cancelled_by === "customer" ? row.customer_name : row.cancelled_by,
      note: row.cancellation_reason,
    });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...toBoardOrder(row, row.is_due !== false),
    subtotal: row.subtotal,
    tax: row.tax,
    tip: row.tip,
    discount: row.discount,
    promoCode: row.promo_code,
    specialInstructions: row.special_instructions,
    eventType: row.event_type,
    guestCount: row.guest_count,
    specialRequests: row.special_requests,
    estimatedReadyAt: row.estimated_ready_at?.toISOString() ?? null,
    acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
    items,
    timeline,
  };
}

/** The order as the board reads it, locked for a step (its state, type and promised time). */
async function lockPaidOrder(tx: Executor, id: string) {
  const [row] = await tx
    .select(boardColumns)
    .from(orders)
    .where(and(eq(orders.id, id), wasPaid))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return row;
}

/** A scheduled order's promised time as an instant, in the business time zone; null when placed for now. */
async function readPromisedAt(
  tx: Executor,
  order: { scheduled: boolean; scheduled_date: string | null; scheduled_time: string | null },
): Promise<Date | null> {
  if (!order.scheduled || !order.scheduled_date || !order.scheduled_time) return null;
  const { timeZone } = readBusinessRules(await listPublicSettings(tx));
  return zonedDateTimeToInstant(order.scheduled_date, order.scheduled_time, timeZone);
}

const STEP_EMAIL = { confirm: "kitchen-confirmed", ready: "kitchen-ready", complete: null } as const;
const STEP_EVENT = { confirm: "confirmed", ready: "ready", complete: "completed" } as const;

/**
 * One step of the kitchen's flow. Confirm sets the order's status (docs/product/03-ordering.md §3.13) to
 * confirmed and the estimated
 * ready time, and emails the customer; Ready emails "ready for pickup" or "out for delivery";
 * Complete closes the order. A step that skips ahead or goes back is refused and changes nothing.
 */
export async function takeKitchenStep(
  db: Executor,
  actor: Actor,
  id: string,
  step: KitchenStep,
  options: { publicUrl: string; readyInMinutes?: number; now?: Date },
): Promise<{ kitchenStatus: string }> {
  return db.transaction(async (tx) => {
    const before = await lockPaidOrder(tx, id);
    const refusal = refuseKitchenStep(before, step);
    if (refusal) throw new AppError("CONFLICT", refusal);
    const to = nextKitchenStatus(step);
    const change: Partial<typeof orders.$inferInsert> = { kitchen_status: to, updated_at: new Date() };
    let note: string | null = null;
    if (step === "confirm") {
      const promisedAt = await readPromisedAt(tx, before);
      change.status = "confirmed";
      change.estimated_ready_at = estimateReadyAt({
        now: options.now ?? new Date(),
        readyInMinutes: options.readyInMinutes,
        promisedAt,
        quotedAt: before.quoted_ready_at,
      });
      change.acknowledged_at = before.acknowledged_at ?? new Date();
      const minutes =
        options.readyInMinutes ??
        Math.max(
          0,
          Math.round((change.estimated_ready_at.getTime() - (options.now ?? new Date()).getTime()) / 60_000),
        );
      note = promisedAt ? "Confirmed for the scheduled time" : `Ready in about ${minutes} minutes`;
    }
    await tx.update(orders).set(change).where(eq(orders.id, id));
    await tx.insert(orderEvents).values({
      order_id: id,
      kind: STEP_EVENT[step],
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "update",
      entity: "orders",
      entityId: id,
      before: { status: before.status, kitchen_status: before.kitchen_status },
      after: { status: change.status ?? before.status, kitchen_status: to },
    });
    const kind = STEP_EMAIL[step];
    if (kind) await queueOrderEmails(tx, { orderId: id, kinds: [kind], publicUrl: options.publicUrl });
    return { kitchenStatus: to };
  });
}

/** Someone saw the new order: the alarm stops on every device. Acknowledging twice is harmless. */
export async function acknowledgeOrder(db: Executor, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPaidOrder(tx, id);
    if (before.acknowledged_at || before.kitchen_status !== "new") return;
    await tx
      .update(orders)
      .set({ acknowledged_at: new Date(), updated_at: new Date() })
      .where(eq(orders.id, id));
    await tx
      .insert(orderEvents)
      .values({ order_id: id, kind: "acknowledged", actor_user_id: actor.userId, actor_name: actor.name });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "update",
      entity: "orders",
      entityId: id,
      before: { acknowledged_at: null },
      after: { acknowledged_at: "now" },
    });
  });
}

/** Today's date key and the next days', for the board's date inputs. */
export function businessToday(timeZone: string, now = new Date()): { today: string; tomorrow: string } {
  const today = getZonedParts(now, timeZone).dateKey;
  return { today, tomorrow: addDaysToDateKey(today, 1) };
}
