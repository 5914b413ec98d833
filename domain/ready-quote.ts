// The ready time quoted to a customer ordering for now (docs/product/03-ordering.md §3.14): the kitchen's
// live queue played forward on its parallel stations, each order taking the minutes its items typically
// take. The figures come from the kitchen's own history once enough orders were completed, else
// from the owner's default. Pure and deterministic: instants are milliseconds, no clock is read.
import {
  DAY_NAMES,
  daysBetween,
  formatMinutesAsTime,
  formatTime12h,
  getZonedParts,
} from "./business-time.ts";
import {
  getNextOpeningInstant,
  getNextOpeningText,
  getStoreStatus,
  isOpenAt,
  type HoursSource,
} from "./store-hours.ts";
import { pausedOrderingMessage, readOrderingPause } from "./ordering-pause.ts";

export const MINUTE_MS = 60_000;
/** Orders completed before the history's figures replace the owner's default. */
export const MIN_LEARNING_ORDERS = 50;
/** How far back the history is read. */
export const LEARNING_WINDOW_DAYS = 28;

export const QUOTE_DEFAULT_MINUTES_KEY = "quote_default_minutes";
export const QUOTE_MIN_MINUTES_KEY = "quote_min_minutes";
export const QUOTE_MAX_MINUTES_KEY = "quote_max_minutes";
export const KITCHEN_CAPACITY_KEY = "kitchen_capacity";
export const QUOTE_SETTING_KEYS = [
  QUOTE_DEFAULT_MINUTES_KEY,
  QUOTE_MIN_MINUTES_KEY,
  QUOTE_MAX_MINUTES_KEY,
  KITCHEN_CAPACITY_KEY,
] as const;

export type QuoteSettings = {
  /** Minutes an order takes while the history is too short (default 20). */
  defaultMinutes: number;
  /** The quote never goes below this (minutes). */
  minMinutes: number;
  /** Nor above this (minutes). */
  maxMinutes: number;
  /** How many orders the kitchen prepares at once. */
  capacity: number;
};

export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = {
  defaultMinutes: 20,
  minMinutes: 10,
  maxMinutes: 90,
  capacity: 2,
};

function readWhole(value: string | null | undefined, min: number, max: number): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d{1,4}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** The owner's settings as stored (empty or unreadable values fall back to the defaults). */
export function readQuoteSettings(values: Record<string, string | null | undefined>): QuoteSettings {
  const defaults = DEFAULT_QUOTE_SETTINGS;
  const minMinutes = readWhole(values[QUOTE_MIN_MINUTES_KEY], 1, 600) ?? defaults.minMinutes;
  const maxMinutes = Math.max(
    minMinutes,
    readWhole(values[QUOTE_MAX_MINUTES_KEY], 1, 600) ?? defaults.maxMinutes,
  );
  return {
    defaultMinutes: readWhole(values[QUOTE_DEFAULT_MINUTES_KEY], 1, 600) ?? defaults.defaultMinutes,
    minMinutes,
    maxMinutes,
    capacity: readWhole(values[KITCHEN_CAPACITY_KEY], 1, 50) ?? defaults.capacity,
  };
}

/** A line of an order: the dish (null for a line without one) and how many. */
export type QuoteLine = { itemId: string | null; quantity: number };

/** The kitchen's figures, learned or the owner's default. */
export type KitchenFigures = {
  basis: "learned" | "default";
  /** Typical minutes from payment until staff confirm (the kitchen takes the order). */
  confirmMinutes: number;
  /** Minutes every order takes whatever its size. */
  baseMinutes: number;
  /** Minutes per item unit for a dish without a figure of its own. */
  unitMinutes: number;
  /** Minutes per unit of each dish that has enough history. */
  itemMinutes: Record<string, number>;
  /**
   * The margin that makes most orders ready by their quote: minutes, plus a share of the order's
   * own preparation (a big order varies more).
   */
  marginMinutes: number;
  marginFactor: number;
  /** Completed orders the figures were learned from. */
  sampleSize: number;
};

export function defaultFigures(settings: QuoteSettings, sampleSize = 0): KitchenFigures {
  return {
    basis: "default",
    confirmMinutes: 0,
    baseMinutes: settings.defaultMinutes,
    unitMinutes: 0,
    itemMinutes: {},
    marginMinutes: 0,
    marginFactor: 0,
    sampleSize,
  };
}

/** Predicted minutes of preparation for an order's lines (not counting the queue). */
export function predictPrepMinutes(figures: KitchenFigures, lines: readonly QuoteLine[]): number {
  let minutes = figures.baseMinutes;
  for (const line of lines) {
    const perUnit =
      (line.itemId !== null ? figures.itemMinutes[line.itemId] : undefined) ?? figures.unitMinutes;
    minutes += perUnit * Math.max(0, line.quantity);
  }
  return minutes;
}

/** An open order ahead: paid, for the kitchen now, not yet ready. */
export type QueueOrder = {
  id: string;
  /** When it was paid (or placed, for an order paid in person). */
  paidAtMs: number;
  /** When staff confirmed it (the kitchen took it), null while new. */
  confirmedAtMs: number | null;
  lines: readonly QuoteLine[];
};

/** What an order reaches the kitchen: confirmed, or paid plus the typical confirmation time. */
function arrivalOf(order: QueueOrder, figures: KitchenFigures, nowMs: number): number {
  if (order.confirmedAtMs !== null) return order.confirmedAtMs;
  return Math.max(nowMs, order.paidAtMs + figures.confirmMinutes * MINUTE_MS);
}

/** An order already past its predicted time is still on a station: a little more is left. */
function overdueRemainingMs(prepMs: number): number {
  return Math.max(MINUTE_MS, prepMs * 0.15);
}

export type PlayedQueue = {
  /** Each queued order's predicted ready instant, by id. */
  readyAtMs: Map<string, number>;
  /** When each station is free once the queue is done (sorted ascending). */
  stationsFreeAtMs: number[];
};

/**
 * Plays the queue forward in the order the tickets came (paid first, cooked first) on `capacity`
 * stations: each order starts once staff confirmed it and a station is free, and takes its predicted minutes. Orders the model
 * says should be done but are not yet ready finish a little after now.
 */
export function playQueue(input: {
  queue: readonly QueueOrder[];
  figures: KitchenFigures;
  capacity: number;
  nowMs: number;
  /** When the latest orders were marked ready: each freed a station then (none: free all along). */
  recentReadyAtMs?: readonly number[];
}): PlayedQueue {
  const { figures, nowMs } = input;
  const capacity = Math.max(1, Math.floor(input.capacity));
  const ordered = input.queue
    .map((order) => ({ order, arrival: arrivalOf(order, figures, nowMs) }))
    .sort((a, b) => a.order.paidAtMs - b.order.paidAtMs || (a.order.id < b.order.id ? -1 : 1));
  // The stations as the last orders left them: the latest `capacity` ready times, the rest free long ago.
  const recent = [...(input.recentReadyAtMs ?? [])].sort((a, b) => b - a).slice(0, capacity);
  const stations = Array.from({ length: capacity }, (_, index) =>
    Math.min(nowMs, recent[index] ?? -Infinity),
  );
  stations.sort((a, b) => a - b);
  const readyAtMs = new Map<string, number>();
  for (const { order, arrival } of ordered) {
    // stations stay sorted: the first is the one free soonest
    const freeAt = stations.shift()!;
    const prepMs = predictPrepMinutes(figures, order.lines) * MINUTE_MS;
    let done = Math.max(arrival, freeAt) + prepMs;
    if (done <= nowMs) done = nowMs + overdueRemainingMs(prepMs);
    readyAtMs.set(order.id, done);
    insertSorted(stations, done);
  }
  return { readyAtMs, stationsFreeAtMs: stations };
}

function insertSorted(values: number[], value: number): void {
  let index = values.length;
  while (index > 0 && values[index - 1]! > value) index--;
  values.splice(index, 0, value);
}

/** The margin in minutes for an order whose own preparation is predicted at `prepMinutes`. */
export function marginMinutes(figures: KitchenFigures, prepMinutes: number): number {
  return figures.marginMinutes + figures.marginFactor * Math.max(0, prepMinutes);
}

export type ReadyQuote =
  | {
      kind: "quote";
      /** Whole minutes from now, within the owner's minimum and maximum. */
      minutes: number;
      readyAtMs: number;
      /** Paid orders the kitchen has not finished that come before this one. */
      ordersAhead: number;
      basis: KitchenFigures["basis"];
    }
  | { kind: "closed"; message: string }
  | { kind: "paused"; message: string };

export const CLOSED_NOW_MESSAGE = "We're closed right now. Please schedule your order for a later time.";

/**
 * The closed message (docs/product/03-ordering.md §3.14), with the first opening after the store closes at
 * `closedAtMs`, named
 * as seen from `nowMs` (at 11:50 PM, a closure tomorrow followed by an opening the day after says
 * that day's name, not "tomorrow").
 */
export function closedMessage(
  hours: HoursSource,
  nowMs: number,
  closedAtMs: number,
  timeZone: string,
): string {
  const opening = getNextOpeningInstant(hours, new Date(closedAtMs), timeZone);
  let next = "";
  if (opening) {
    const today = getZonedParts(new Date(nowMs), timeZone).dateKey;
    const at = getZonedParts(opening, timeZone);
    const days = daysBetween(today, at.dateKey);
    const time = formatTime12h(formatMinutesAsTime(at.minutes));
    const dayName = DAY_NAMES[at.weekday] ?? "";
    const day =
      days === 0
        ? "today"
        : days === 1
          ? "tomorrow"
          : days <= 7
            ? dayName.charAt(0).toUpperCase() + dayName.slice(1)
            : at.dateKey;
    next = ` We open again ${day} at ${time}.`;
  }
  return `${CLOSED_NOW_MESSAGE}${next}`;
}

/**
 * The first instant in [fromMs, toMs) when the store is closed, to the minute; null when open
 * throughout. Looked at every 5 minutes and at the last minute (a day's hours are one stretch; a
 * shorter gap is not a real closing), then narrowed to the minute.
 */
function firstClosedInstant(
  hours: HoursSource,
  fromMs: number,
  toMs: number,
  timeZone: string,
): number | null {
  const closedAt = (at: number) => !isOpenAt(hours, new Date(at), timeZone);
  const last = toMs - MINUTE_MS;
  let previous = fromMs;
  for (let at = fromMs; ; at = Math.min(at + 5 * MINUTE_MS, last)) {
    if (closedAt(at)) {
      for (let minute = previous; minute < at; minute += MINUTE_MS) if (closedAt(minute)) return minute;
      return at;
    }
    if (at >= last) return null;
    previous = at;
  }
}

/**
 * The quote for a new order for now: refused while paused or closed, or when it could not be
 * ready before the store closes (never a closed time); else the minutes until it should be ready,
 * kept within the owner's minimum and maximum.
 */
export function quoteReadyTime(input: {
  nowMs: number;
  lines: readonly QuoteLine[];
  queue: readonly QueueOrder[];
  figures: KitchenFigures;
  settings: QuoteSettings;
  hours: HoursSource;
  timeZone: string;
  /** The ordering_paused_until setting as stored. */
  pausedUntil: string | null;
  /** When the latest orders were marked ready (the kitchen's stations freed then). */
  recentReadyAtMs?: readonly number[];
}): ReadyQuote {
  const { nowMs, figures, settings, hours, timeZone } = input;
  const now = new Date(nowMs);
  const pause = readOrderingPause(input.pausedUntil, now);
  if (pause.isPaused) return { kind: "paused", message: pausedOrderingMessage(pause, timeZone) };
  if (!getStoreStatus(hours, now, timeZone).isOpen) {
    const text = getNextOpeningText(hours, now, timeZone);
    const next = text
      ? ` We open again ${text.replace(/^(Today|Tomorrow)\b/, (word) => word.toLowerCase())}.`
      : "";
    return { kind: "closed", message: `${CLOSED_NOW_MESSAGE}${next}` };
  }
  const played = playQueue({
    queue: input.queue,
    figures,
    capacity: settings.capacity,
    nowMs,
    recentReadyAtMs: input.recentReadyAtMs,
  });
  const arrival = nowMs + figures.confirmMinutes * MINUTE_MS;
  const start = Math.max(arrival, played.stationsFreeAtMs[0] ?? nowMs);
  const prep = predictPrepMinutes(figures, input.lines);
  const predicted = (start - nowMs) / MINUTE_MS + prep + marginMinutes(figures, prep);
  const rawMinutes = Math.ceil(predicted - 1e-9);
  const minutes = Math.min(settings.maxMinutes, Math.max(settings.minMinutes, rawMinutes));
  const readyAtMs = nowMs + minutes * MINUTE_MS;
  // Ready at the closing minute is still ready while open: the last minute checked is the one before.
  const closedAt = firstClosedInstant(hours, nowMs, readyAtMs, timeZone);
  if (closedAt !== null) return { kind: "closed", message: closedMessage(hours, nowMs, closedAt, timeZone) };
  return { kind: "quote", minutes, readyAtMs, ordersAhead: input.queue.length, basis: figures.basis };
}

/** "Ready in about 25 min (3 orders ahead)". */
export function describeQuote(quote: { minutes: number; ordersAhead: number }): string {
  const ahead =
    quote.ordersAhead === 0
      ? "no orders ahead"
      : `${quote.ordersAhead} ${quote.ordersAhead === 1 ? "order" : "orders"} ahead`;
  return `Ready in about ${quote.minutes} min (${ahead})`;
}

// ── Learning from history ─────────────────────────────────────────────────────────────────────

/** A completed order of the history: paid, (confirmed), ready. */
export type HistoryOrder = {
  paidAtMs: number;
  confirmedAtMs: number | null;
  readyAtMs: number;
  lines: readonly QuoteLine[];
};

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The q-quantile by linear interpolation; 0 for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** The longest an order counts in the history: longer ones were forgotten on the board. */
const MAX_HISTORY_MINUTES = 6 * 60;
/** Dishes need this many orders of history before they get a figure of their own. */
const MIN_ITEM_ORDERS = 8;

type Sample = { lines: readonly QuoteLine[]; units: number; serviceMinutes: number };

/**
 * Each order's own preparation minutes, the queue taken out: on `capacity` stations in the order the
 * tickets came, an order starts once confirmed and once all but capacity − 1 of the orders paid
 * before it are ready.
 */
function serviceSamples(
  history: readonly HistoryOrder[],
  capacity: number,
  confirmMinutes: number,
): Sample[] {
  const ordered = history
    .map((order) => ({ order, arrival: order.confirmedAtMs ?? order.paidAtMs + confirmMinutes * MINUTE_MS }))
    .sort((a, b) => a.order.paidAtMs - b.order.paidAtMs);
  // the `capacity` latest ready times so far, ascending: the first frees a station last-but-capacity
  const latest: number[] = [];
  const samples: Sample[] = [];
  for (const { order, arrival } of ordered) {
    const stationFree = latest.length >= capacity ? latest[0]! : -Infinity;
    const start = Math.min(order.readyAtMs, Math.max(arrival, stationFree));
    const units = order.lines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
    samples.push({
      lines: order.lines,
      units,
      serviceMinutes: Math.max(0.5, (order.readyAtMs - start) / MINUTE_MS),
    });
    insertSorted(latest, order.readyAtMs);
    if (latest.length > capacity) latest.shift();
  }
  return samples;
}

/** A robust line through the medians of each order size (weighted by how many orders each has). */
function fitBaseAndUnit(points: { x: number; y: number }[]): { base: number; unit: number } {
  const groups = new Map<number, number[]>();
  for (const point of points) {
    const key = Math.round(point.x * 2) / 2;
    groups.set(key, [...(groups.get(key) ?? []), point.y]);
  }
  const summary = [...groups].map(([x, ys]) => ({ x, y: median(ys), weight: ys.length }));
  const totalWeight = summary.reduce((sum, row) => sum + row.weight, 0);
  const meanX = summary.reduce((sum, row) => sum + row.x * row.weight, 0) / totalWeight;
  const meanY = summary.reduce((sum, row) => sum + row.y * row.weight, 0) / totalWeight;
  let sxy = 0;
  let sxx = 0;
  for (const row of summary) {
    sxy += row.weight * (row.x - meanX) * (row.y - meanY);
    sxx += row.weight * (row.x - meanX) ** 2;
  }
  const unit = sxx > 0 ? Math.max(0, sxy / sxx) : 0;
  const base = Math.max(0, meanY - unit * meanX);
  return { base, unit };
}

/**
 * The kitchen's figures from its completed orders of the last weeks: medians throughout, so an
 * order someone forgot to mark ready moves nothing. Fewer than 50 usable orders: the default.
 */
export function learnKitchenFigures(
  history: readonly HistoryOrder[],
  settings: QuoteSettings,
  options: { marginQuantile?: number } = {},
): KitchenFigures {
  const usable = history.filter(
    (order) =>
      order.readyAtMs > order.paidAtMs &&
      order.readyAtMs - order.paidAtMs <= MAX_HISTORY_MINUTES * MINUTE_MS &&
      order.lines.length > 0,
  );
  if (usable.length < MIN_LEARNING_ORDERS) return defaultFigures(settings, usable.length);
  const confirmMinutes = median(
    usable.flatMap((order) =>
      order.confirmedAtMs !== null && order.confirmedAtMs <= order.readyAtMs
        ? [Math.max(0, (order.confirmedAtMs - order.paidAtMs) / MINUTE_MS)]
        : [],
    ),
  );
  const samples = serviceSamples(usable, settings.capacity, confirmMinutes);

  // 1. minutes per order and per unit, every dish alike
  let { base, unit } = fitBaseAndUnit(samples.map((s) => ({ x: s.units, y: s.serviceMinutes })));
  // 2. each dish's own minutes per unit: what is left of the order's time once the rest is counted
  const itemMinutes: Record<string, number> = {};
  for (let round = 0; round < 2; round++) {
    const perItem = new Map<string, number[]>();
    for (const sample of samples) {
      for (const line of sample.lines) {
        if (line.itemId === null || line.quantity <= 0) continue;
        const others = sample.lines.reduce(
          (sum, other) =>
            other === line
              ? sum
              : sum +
                ((other.itemId !== null ? itemMinutes[other.itemId] : undefined) ?? unit) * other.quantity,
          0,
        );
        const estimate = (sample.serviceMinutes - base - others) / line.quantity;
        perItem.set(line.itemId, [...(perItem.get(line.itemId) ?? []), estimate]);
      }
    }
    for (const [itemId, estimates] of perItem) {
      if (estimates.length < MIN_ITEM_ORDERS) continue;
      itemMinutes[itemId] = Math.min(Math.max(median(estimates), unit * 0.25), Math.max(unit * 4, 1));
    }
    // refit the per-order minutes on the dishes' own figures
    const weighted = samples.map((sample) => ({
      x: sample.lines.reduce(
        (sum, line) =>
          sum +
          (((line.itemId !== null ? itemMinutes[line.itemId] : undefined) ?? unit) / (unit || 1)) *
            line.quantity,
        0,
      ),
      y: sample.serviceMinutes,
    }));
    const fit = fitBaseAndUnit(weighted);
    base = fit.base;
    if (unit > 0 && fit.unit > 0) {
      const scale = fit.unit / unit;
      for (const itemId of Object.keys(itemMinutes)) itemMinutes[itemId]! *= scale;
      unit = fit.unit;
    }
  }
  const figures: KitchenFigures = {
    basis: "learned",
    confirmMinutes,
    baseMinutes: base,
    unitMinutes: unit,
    itemMinutes,
    marginMinutes: 0,
    marginFactor: 0,
    sampleSize: usable.length,
  };
  // 3. the margin: the history quoted again as it happened, queue and all; how much later than
  // predicted most orders were ready: the share of big orders' own preparation they ran over
  // (the orders of 20 minutes or more), then the minutes that make the quantile of all
  const replayed = replayHistory(usable, figures, settings.capacity);
  const q = options.marginQuantile ?? MARGIN_QUANTILE;
  const big = replayed.filter((row) => row.prepMinutes >= 20);
  figures.marginFactor =
    big.length >= 10
      ? Math.max(
          0,
          quantile(
            big.map((row) => (row.actualMinutes - row.predictedMinutes) / row.prepMinutes),
            q,
          ) - 0.05,
        )
      : 0;
  figures.marginMinutes = Math.max(
    0,
    quantile(
      replayed.map(
        (row) => row.actualMinutes - row.predictedMinutes - figures.marginFactor * row.prepMinutes,
      ),
      q,
    ),
  );
  return figures;
}

/** The share of the history's orders the margin should have had ready by their quote. */
const MARGIN_QUANTILE = 0.87;

/**
 * Every order of the history quoted without margin at the moment it was paid, from the queue as it
 * stood then (paid before, not yet marked ready), next to the minutes it really took.
 */
export function replayHistory(
  history: readonly HistoryOrder[],
  figures: KitchenFigures,
  capacity: number,
): { predictedMinutes: number; actualMinutes: number; prepMinutes: number }[] {
  const ordered = [...history].sort((a, b) => a.paidAtMs - b.paidAtMs);
  let open: { id: string; order: HistoryOrder }[] = [];
  const latestReady: number[] = [];
  const results: { predictedMinutes: number; actualMinutes: number; prepMinutes: number }[] = [];
  ordered.forEach((order, index) => {
    const nowMs = order.paidAtMs;
    open = open.filter((entry) => {
      if (entry.order.readyAtMs > nowMs) return true;
      insertSorted(latestReady, entry.order.readyAtMs);
      if (latestReady.length > capacity) latestReady.shift();
      return false;
    });
    const played = playQueue({
      queue: open.map(({ id, order: ahead }) => ({
        id,
        paidAtMs: ahead.paidAtMs,
        confirmedAtMs:
          ahead.confirmedAtMs !== null && ahead.confirmedAtMs <= nowMs ? ahead.confirmedAtMs : null,
        lines: ahead.lines,
      })),
      figures,
      capacity,
      nowMs,
      recentReadyAtMs: latestReady,
    });
    const start = Math.max(nowMs + figures.confirmMinutes * MINUTE_MS, played.stationsFreeAtMs[0] ?? nowMs);
    const prepMinutes = predictPrepMinutes(figures, order.lines);
    results.push({
      predictedMinutes: (start - nowMs) / MINUTE_MS + prepMinutes,
      actualMinutes: (order.readyAtMs - nowMs) / MINUTE_MS,
      prepMinutes,
    });
    open.push({ id: String(index), order });
  });
  return results;
}

// ── The board ─────────────────────────────────────────────────────────────────────────────────

/**
 * When a scheduled order should reach the kitchen's "Now" view: its promised time less its
 * predicted preparation (with the margin and the typical confirmation time).
 */
export function kitchenStartMs(
  promisedAtMs: number,
  figures: KitchenFigures,
  lines: readonly QuoteLine[],
): number {
  const prep = predictPrepMinutes(figures, lines);
  return promisedAtMs - Math.ceil(prep + marginMinutes(figures, prep) + figures.confirmMinutes) * MINUTE_MS;
}

/** Whole minutes an order is predicted late for its promise (under a minute is on time), or 0. */
export function lateRiskMinutes(predictedReadyMs: number, promisedMs: number | null): number {
  if (promisedMs === null || Number.isNaN(predictedReadyMs)) return 0;
  return Math.max(0, Math.floor((predictedReadyMs - promisedMs) / MINUTE_MS));
}

/** "Late risk: +6 min". */
export function describeLateRisk(minutes: number): string {
  return `Late risk: +${minutes} min`;
}
