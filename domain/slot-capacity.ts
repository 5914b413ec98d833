// How many orders the kitchen takes per 30-minute slot (the setting slot_capacity; empty means no
// limit). An order placed for now takes the slot it is placed in; a scheduled order takes its slot.
import { addDaysToDateKey, getZonedParts } from "./business-time.ts";
import { getSlotsForDate, resolveSlotInstant, SLOT_STEP_MINUTES, type StoreHoursRow } from "./store-hours.ts";

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
export function findCurrentSlot(hours: StoreHoursRow[], now: Date, timeZone: string): Date | null {
  const today = getZonedParts(now, timeZone).dateKey;
  let latest: Date | null = null;
  for (const dateKey of [addDaysToDateKey(today, -1), today]) {
    for (const time of getSlotsForDate(hours, dateKey)) {
      const start = resolveSlotInstant(hours, dateKey, time, timeZone);
      if (!start || start.getTime() > now.getTime()) continue;
      if (!latest || start.getTime() > latest.getTime()) latest = start;
    }
  }
  if (!latest) return null;
  return now.getTime() - latest.getTime() < SLOT_STEP_MINUTES * 2 * 60_000 ? latest : null;
}

export const SLOT_FULL_MESSAGE = "That time is fully booked. Please choose another time for your order.";
export const CURRENT_SLOT_FULL_MESSAGE =
  "We're fully booked right now. Please schedule your order for a later time.";
