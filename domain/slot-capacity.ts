// How many orders the kitchen takes per 30-minute slot (the setting slot_capacity; empty means no
// limit). An order placed for now takes the slot it is placed in; a scheduled order takes its slot.
import { addDaysToDateKey, getZonedParts } from "./business-time.ts";
import { getSlotsForDate, resolveSlotInstant, SLOT_STEP_MINUTES, type HoursSource } from "./store-hours.ts";

export const SLOT_CAPACITY_KEY = "slot_capacity";
/** A bound that keeps a typo (an extra zero or two) from meaning "no limit" in practice. */
export const MAX_SLOT_CAPACITY = 999;

/** The capacity per slot, or null for no limit (empty or unreadable setting). */
export function parseSlotCapacity(value: string | null | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d{1,4}$/.test(text)) return null;
  const capacity = Number(text);
  return capacity <= MAX_SLOT_CAPACITY ? capacity : null;
}

/**
 * The slot an order placed at `now` belongs to: the latest slot that has started, of today or of
 * yesterday's hours running past midnight. Null when none started within the last two steps (no
 * hours known, or long after the day's last slot).
 */
export function findCurrentSlot(hours: HoursSource, now: Date, timeZone: string): Date | null {
  const { dateKey: today, minutes: nowMinutes } = getZonedParts(now, timeZone);
  let latest: Date | null = null;
  for (const dateKey of [addDaysToDateKey(today, -1), today]) {
    // Resolving a slot to an instant costs time-zone conversions, and this runs on every checkout:
    // a day's slots follow each other, so the first from the end that has started is the day's latest.
    const times = getSlotsForDate(hours, dateKey).filter((time) => mayBeCurrent(time, nowMinutes));
    for (const time of times.reverse()) {
      const start = resolveSlotInstant(hours, dateKey, time, timeZone);
      if (!start || start.getTime() > now.getTime()) continue;
      if (!latest || start.getTime() > latest.getTime()) latest = start;
      break;
    }
  }
  if (!latest) return null;
  return now.getTime() - latest.getTime() < SLOT_STEP_MINUTES * 2 * 60_000 ? latest : null;
}

/**
 * Whether a slot starting at "HH:MM" can be the current one at `minutes` past midnight on the clock:
 * it started less than two steps ago, and a DST change moves the clock by an hour at most, so its
 * clock time lies from two hours before to one hour after now's (either side of midnight).
 */
function mayBeCurrent(time: string, minutes: number): boolean {
  const [hour, minute] = time.split(":").map(Number);
  const ahead = ((((hour ?? 0) * 60 + (minute ?? 0) - minutes) % 1440) + 1440) % 1440;
  return ahead <= 60 || ahead >= 1440 - SLOT_STEP_MINUTES * 2 - 60;
}

export const SLOT_FULL_MESSAGE = "That time is fully booked. Please choose another time for your order.";
export const CURRENT_SLOT_FULL_MESSAGE =
  "We're fully booked right now. Please schedule your order for a later time.";
