// Ready-time quotes for orders placed for now (docs/product/03-ordering.md §3.14): the live queue (paid
// orders the kitchen has not finished), the latest ready times, the owner's settings and the kitchen's
// figures learned from the last weeks. The figures cost a read of the history and are kept for ten
// minutes per database; the live part is two small reads.
import { inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import {
  KITCHEN_CAPACITY_KEY,
  LEARNING_WINDOW_DAYS,
  QUOTE_SETTING_KEYS,
  kitchenStartMs,
  learnKitchenFigures,
  playQueue,
  quoteReadyTime,
  readQuoteSettings,
  type HistoryOrder,
  type KitchenFigures,
  type QueueOrder,
  type QuoteLine,
  type QuoteSettings,
  type ReadyQuote,
} from "#domain/ready-quote.ts";
import { ORDERING_PAUSED_UNTIL_KEY } from "#domain/ordering-pause.ts";
import { DEFAULT_TIMEZONE } from "#domain/business-time.ts";
import type { HoursSource } from "#domain/store-hours.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { siteSettings } from "#server/db/schema/index.ts";
import { listCurrentClosures } from "#server/hours/closures.ts";
import { listStoreHours } from "#server/hours/service.ts";

export { KITCHEN_CAPACITY_KEY };

/** How long learned figures are kept before the history is read again. */
const FIGURES_TTL_MS = 10 * 60_000;
/** Scheduled orders promised within this many hours are read, to see which are due in the kitchen. */
const SCHEDULED_LOOKAHEAD_HOURS = 12;
/** The most stations a kitchen may have (the setting's bound): enough ready times for any capacity. */
const MAX_CAPACITY = 50;

type CachedFigures = { at: number; key: string; figures: KitchenFigures };
const figuresCache = new WeakMap<object, CachedFigures>();

export type QuoteContext = {
  settings: QuoteSettings;
  timeZone: string;
  pausedUntil: string | null;
  hours: HoursSource;
  figures: KitchenFigures;
};

/** The settings a quote reads: its own, the business time zone and the ordering pause. */
export const QUOTE_CONTEXT_SETTING_KEYS = [
  ...QUOTE_SETTING_KEYS,
  "timezone",
  ORDERING_PAUSED_UNTIL_KEY,
] as const;

async function readSettingValues(db: Executor): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
    .from(siteSettings)
    .where(inArray(siteSettings.setting_key, [...QUOTE_CONTEXT_SETTING_KEYS]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

type LineRow = { i: string | null; q: number };

function toLines(value: unknown): QuoteLine[] {
  const rows = (typeof value === "string" ? JSON.parse(value) : value) as LineRow[] | null;
  return (rows ?? []).map((row) => ({ itemId: row.i, quantity: Number(row.q) }));
}

/** "id:2,id:1" as aggregated by the open orders' read (cheaper than JSON on every order). */
function parseLineList(value: unknown): QuoteLine[] {
  if (typeof value !== "string" || value === "") return [];
  return value.split(",").map((part) => {
    const [itemId = "", quantity = "0"] = part.split(":");
    return { itemId: itemId === "" ? null : itemId, quantity: Number(quantity) };
  });
}

function toMs(value: Date | string | null): number | null {
  if (value === null) return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Completed orders of the last weeks: paid, confirmed and marked ready, with their lines. */
export async function readKitchenHistory(db: Executor, now: Date): Promise<HistoryOrder[]> {
  const since = new Date(now.getTime() - LEARNING_WINDOW_DAYS * 24 * 3_600_000);
  const rows = await executeRows<{
    paid_at: Date | string;
    confirmed_at: Date | string | null;
    ready_at: Date | string;
    lines: unknown;
  }>(
    db,
    sql`select coalesce(o.paid_at, o.created_at) as paid_at, e.confirmed_at, e.ready_at,
          (select coalesce(json_agg(json_build_object('i', oi.menu_item_id, 'q', oi.quantity)), '[]'::json)
             from order_items oi where oi.order_id = o.id) as lines
        from (select order_id,
                     min(created_at) filter (where kind = 'confirmed') as confirmed_at,
                     min(created_at) filter (where kind = 'ready') as ready_at
                from order_events
               where kind in ('confirmed', 'ready') and created_at >= ${since.toISOString()}::timestamptz
               group by order_id) e
        join orders o on o.id = e.order_id
       where e.ready_at is not null and o.scheduled = false and o.order_type <> 'catering'
         and (o.paid_at is not null or o.payment_method = 'in_person')`,
  );
  return rows.flatMap((row) => {
    const paidAtMs = toMs(row.paid_at);
    const readyAtMs = toMs(row.ready_at);
    if (paidAtMs === null || readyAtMs === null) return [];
    return [{ paidAtMs, confirmedAtMs: toMs(row.confirmed_at), readyAtMs, lines: toLines(row.lines) }];
  });
}

/** The kitchen's figures, learned from its history (kept ten minutes) or the owner's default. */
export async function loadKitchenFigures(
  db: Executor,
  settings: QuoteSettings,
  now: Date,
): Promise<KitchenFigures> {
  const key = JSON.stringify(settings);
  const cached = figuresCache.get(db);
  if (
    cached &&
    cached.key === key &&
    now.getTime() - cached.at < FIGURES_TTL_MS &&
    now.getTime() >= cached.at
  ) {
    return cached.figures;
  }
  const figures = learnKitchenFigures(await readKitchenHistory(db, now), settings);
  figuresCache.set(db, { at: now.getTime(), key, figures });
  return figures;
}

/** Forgets the learned figures (tests, and after the owner changes the quote settings). */
export function forgetKitchenFigures(db: Executor): void {
  figuresCache.delete(db);
}

export async function readQuoteContext(db: Executor, now: Date): Promise<QuoteContext> {
  const [values, hours, closures] = await Promise.all([
    readSettingValues(db),
    listStoreHours(db),
    listCurrentClosures(db),
  ]);
  return quoteContextFrom(db, { values, hours: { hours, closures } }, now);
}

/** The context from settings and hours already read (the checkout's snapshot has them). */
export async function quoteContextFrom(
  db: Executor,
  read: { values: Readonly<Record<string, string>>; hours: HoursSource },
  now: Date,
): Promise<QuoteContext> {
  const settings = readQuoteSettings(read.values);
  return {
    settings,
    timeZone: read.values.timezone || DEFAULT_TIMEZONE,
    pausedUntil: read.values[ORDERING_PAUSED_UNTIL_KEY] ?? null,
    hours: read.hours,
    figures: await loadKitchenFigures(db, settings, now),
  };
}

export type OpenKitchenOrder = QueueOrder & {
  scheduled: boolean;
  /** The promised time of a scheduled order, the quote of an order for now, or the ready time staff set. */
  promisedAtMs: number | null;
  /** A scheduled order's promised time (null for an order for now). */
  scheduledAtMs: number | null;
};

export type OpenKitchenOrderRow = {
  id: string;
  paid_at: Date | string;
  scheduled: boolean;
  slot_at: Date | string | null;
  estimated_ready_at: Date | string | null;
  quoted_ready_at: Date | string | null;
  confirmed_at: Date | string | null;
  lines: unknown;
};

/**
 * Paid orders (and orders to be paid in person) the kitchen has not finished: new or preparing,
 * neither cancelled nor refunded; scheduled ones only when promised before `horizon` (a value, or
 * a placeholder of a prepared statement). One statement, also read inside the checkout's snapshot.
 */
export function openKitchenOrdersSql(horizon: string | Placeholder): SQL {
  return sql`with open as (
          select o.id, coalesce(o.paid_at, o.created_at) as paid_at, o.scheduled, o.slot_at,
                 o.estimated_ready_at, o.quoted_ready_at
            from orders o
           where o.kitchen_status in ('new', 'preparing')
             and o.status not in ('cancelled', 'refunded')
             and o.order_type <> 'catering'
             and (o.payment_status = 'paid' or (o.payment_method = 'in_person' and o.payment_status = 'unpaid'))
             and (o.scheduled = false or o.slot_at <= ${horizon}::timestamptz)),
        lines as (
          select oi.order_id, string_agg(coalesce(oi.menu_item_id::text, '') || ':' || oi.quantity, ',') as lines
            from order_items oi where oi.order_id in (select id from open) group by oi.order_id),
        confirmed as (
          select e.order_id, min(e.created_at) as confirmed_at
            from order_events e where e.kind = 'confirmed' and e.order_id in (select id from open)
           group by e.order_id)
      select open.*, confirmed.confirmed_at, lines.lines
        from open left join lines on lines.order_id = open.id
        left join confirmed on confirmed.order_id = open.id
       order by open.paid_at, open.id`;
}

/** How far ahead scheduled orders are read: those promised before then may be due in the kitchen. */
export function scheduledHorizon(now: Date): Date {
  return new Date(now.getTime() + SCHEDULED_LOOKAHEAD_HOURS * 3_600_000);
}

/** The rows of openKitchenOrdersSql (earliest paid first) as the queue's orders. */
export function toOpenKitchenOrders(rows: readonly OpenKitchenOrderRow[], now: Date): OpenKitchenOrder[] {
  return rows.map((row) => {
    const scheduledAtMs = row.scheduled ? toMs(row.slot_at) : null;
    const confirmedAtMs = toMs(row.confirmed_at);
    return {
      id: row.id,
      paidAtMs: toMs(row.paid_at) ?? now.getTime(),
      confirmedAtMs,
      lines: parseLineList(row.lines),
      scheduled: row.scheduled,
      scheduledAtMs,
      // what the customer was last told: staff's time once confirmed, else the promise or the quote
      promisedAtMs: toMs(row.estimated_ready_at) ?? scheduledAtMs ?? toMs(row.quoted_ready_at),
    };
  });
}

export async function readOpenKitchenOrders(db: Executor, now: Date): Promise<OpenKitchenOrder[]> {
  const rows = await executeRows<OpenKitchenOrderRow>(
    db,
    openKitchenOrdersSql(scheduledHorizon(now).toISOString()),
  );
  return toOpenKitchenOrders(rows, now);
}

/** When the latest orders were marked ready, newest first: they freed the kitchen's stations then. */
export function recentReadyTimesSql(): SQL {
  return sql`select created_at as at from order_events where kind = 'ready'
              order by created_at desc limit ${sql.raw(String(MAX_CAPACITY))}`;
}

export function toReadyTimes(rows: readonly { at: Date | string }[]): number[] {
  return rows.flatMap((row) => {
    const ms = toMs(row.at);
    return ms === null ? [] : [ms];
  });
}

async function readRecentReadyTimes(db: Executor): Promise<number[]> {
  return toReadyTimes(await executeRows<{ at: Date | string }>(db, recentReadyTimesSql()));
}

/** The queue as the kitchen works it now: orders for now, and scheduled ones whose time to start has come. */
export function dueQueue(
  orders: readonly OpenKitchenOrder[],
  figures: KitchenFigures,
  nowMs: number,
): OpenKitchenOrder[] {
  return orders.filter(
    (order) =>
      !order.scheduled ||
      order.confirmedAtMs !== null ||
      (order.scheduledAtMs !== null && kitchenStartMs(order.scheduledAtMs, figures, order.lines) <= nowMs),
  );
}

export type LiveQueue = {
  context: QuoteContext;
  /** Every open order read, scheduled ones not yet due included. */
  open: OpenKitchenOrder[];
  queue: OpenKitchenOrder[];
  recentReadyAtMs: number[];
};

/** Every read at once (a pool runs them side by side): settings, hours, the queue, the latest ready times. */
export async function readLiveQueue(db: Executor, now: Date): Promise<LiveQueue> {
  const [context, open, recent] = await Promise.all([
    readQuoteContext(db, now),
    readOpenKitchenOrders(db, now),
    readRecentReadyTimes(db),
  ]);
  return liveQueueFrom(context, open, recent, now);
}

/** The live queue from what was read: the open orders and the latest ready times, newest first. */
export function liveQueueFrom(
  context: QuoteContext,
  open: OpenKitchenOrder[],
  recentReadyAtMs: readonly number[],
  now: Date,
): LiveQueue {
  return {
    context,
    open,
    queue: dueQueue(open, context.figures, now.getTime()),
    recentReadyAtMs: recentReadyAtMs.slice(0, context.settings.capacity),
  };
}

/** The quote for `lines` placed for now, against a live queue already read. */
export function quoteFromLiveQueue(
  live: LiveQueue,
  lines: readonly QuoteLine[],
  options: { now: Date; ignorePause?: boolean },
): ReadyQuote {
  const { context, queue, recentReadyAtMs } = live;
  return quoteReadyTime({
    nowMs: options.now.getTime(),
    lines,
    queue,
    figures: context.figures,
    settings: context.settings,
    hours: context.hours,
    timeZone: context.timeZone,
    pausedUntil: options.ignorePause ? null : context.pausedUntil,
    recentReadyAtMs,
  });
}

/** The quote for a cart of `lines` placed for now. */
export async function quoteForLines(
  db: Executor,
  lines: readonly QuoteLine[],
  options: { now?: Date; ignorePause?: boolean } = {},
): Promise<ReadyQuote> {
  const now = options.now ?? new Date();
  return quoteFromLiveQueue(await readLiveQueue(db, now), lines, {
    now,
    ignorePause: options.ignorePause ?? false,
  });
}

/** Each open order's predicted ready time, the queue played forward as it stands. */
export async function predictOpenOrders(
  db: Executor,
  now: Date,
): Promise<Map<string, { readyAtMs: number; promisedAtMs: number | null; kitchenStartMs: number | null }>> {
  const { context, open, queue: due, recentReadyAtMs } = await readLiveQueue(db, now);
  const played = playQueue({
    queue: due,
    figures: context.figures,
    capacity: context.settings.capacity,
    nowMs: now.getTime(),
    recentReadyAtMs,
  });
  const result = new Map<
    string,
    { readyAtMs: number; promisedAtMs: number | null; kitchenStartMs: number | null }
  >();
  for (const order of open) {
    result.set(order.id, {
      readyAtMs: played.readyAtMs.get(order.id) ?? Number.NaN,
      promisedAtMs: order.promisedAtMs,
      kitchenStartMs:
        order.scheduledAtMs !== null
          ? kitchenStartMs(order.scheduledAtMs, context.figures, order.lines)
          : null,
    });
  }
  return result;
}
