// When a scheduled order reaches the kitchen (docs/product/06-admin.md §6.4): the board's "Needs action"
// view takes it, and the new-order alarm rings for it, at its promised time less its predicted
// preparation (the queue model's figures, §3.14), not when it is paid, not at midnight and not at
// the promised time. Instants are milliseconds, counted in real time: a daylight-saving change
// between the start and the promise does not move either. Pure: no clock is read.
import {
  MINUTE_MS,
  kitchenStartMs,
  marginMinutes,
  predictPrepMinutes,
  type KitchenFigures,
  type QuoteLine,
} from "./ready-quote.ts";

/** The longest the board waits before it looks again for an order coming due (figures change). */
export const DUE_RECHECK_MAX_MS = 15 * MINUTE_MS;
/** A little after the due instant, so the server, asked then, agrees the order is due. */
export const DUE_RECHECK_SLACK_MS = 1_000;

export type KitchenDueOrder = {
  scheduled: boolean;
  orderType: string;
  /** A scheduled order's promised instant (its kitchen slot); null for an order for now. */
  promisedAtMs: number | null;
  /** When it was paid (or placed, for an order paid in person). */
  paidAtMs: number;
  lines: readonly QuoteLine[];
};

export type KitchenDue = {
  /**
   * When the order reaches the kitchen: for an order for now, a catering order (the model does not
   * cover trays; they are booked days ahead and confirmed when they come in) or one without a
   * promised instant, when it was paid; for a scheduled order, its promise less its predicted
   * preparation, or when it was paid if that is later.
   */
  dueAtMs: number;
  /** The start the model asks for: promise less preparation (null when the order is not timed so). */
  startAtMs: number | null;
  /** Whole minutes the kitchen is short because the order came in after its start, else 0. */
  shortMinutes: number;
};

/** Whether the order's kitchen start is timed from its promise (a scheduled pickup or delivery). */
export function isTimedFromPromise(order: Pick<KitchenDueOrder, "scheduled" | "orderType" | "promisedAtMs">) {
  return order.scheduled && order.orderType !== "catering" && order.promisedAtMs !== null;
}

export function kitchenDue(order: KitchenDueOrder, figures: KitchenFigures): KitchenDue {
  if (!isTimedFromPromise(order)) return { dueAtMs: order.paidAtMs, startAtMs: null, shortMinutes: 0 };
  const startAtMs = kitchenStartMs(order.promisedAtMs!, figures, order.lines);
  return {
    dueAtMs: Math.max(startAtMs, order.paidAtMs),
    startAtMs,
    shortMinutes: Math.max(0, Math.floor((order.paidAtMs - startAtMs) / MINUTE_MS)),
  };
}

/** Whether the order is in the kitchen's "Needs action" view (and may ring) at `nowMs`. */
export function isKitchenDue(order: KitchenDueOrder, figures: KitchenFigures, nowMs: number): boolean {
  return kitchenDue(order, figures).dueAtMs <= nowMs;
}

/** Minutes of preparation the model predicts for the order, margin and confirmation included. */
export function kitchenLeadMinutes(figures: KitchenFigures, lines: readonly QuoteLine[]): number {
  const prep = predictPrepMinutes(figures, lines);
  return Math.ceil(prep + marginMinutes(figures, prep) + figures.confirmMinutes);
}

/**
 * How long the board waits before it reads the orders again: until the next order comes due (and
 * a second), at most DUE_RECHECK_MAX_MS; null when no order is waiting to come due.
 */
export function dueRecheckDelayMs(nextDueAtMs: number | null, nowMs: number): number | null {
  if (nextDueAtMs === null || Number.isNaN(nextDueAtMs)) return null;
  return Math.min(DUE_RECHECK_MAX_MS, Math.max(0, nextDueAtMs - nowMs) + DUE_RECHECK_SLACK_MS);
}
