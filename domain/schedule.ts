// What the schedule dialog offers (docs/product/03-ordering.md §3.6), computed in the business time zone.
import type { OrderType } from "./checkout.ts";
import { addDaysToDateKey, getZonedParts, weekdayOfDateKey } from "./business-time.ts";
import { getSlotsForDate, isValidFutureSlot, type HoursSource } from "./store-hours.ts";

/** The hint's horizon (docs/product/03-ordering.md §3.6); text only, not enforced. */
export const SCHEDULE_HINT_DAYS = 14;
/** How far ahead the calendar pages, so a year's worth of months is the most anyone scrolls. */
export const CALENDAR_MONTHS_AHEAD = 12;

export function todayKey(now: Date, timeZone: string): string {
  return getZonedParts(now, timeZone).dateKey;
}

/** The day's 30-minute slots that are still ahead (today's past ones removed). */
export function listOpenSlots(hours: HoursSource, dateKey: string, now: Date, timeZone: string): string[] {
  return getSlotsForDate(hours, dateKey).filter((slot) =>
    isValidFutureSlot(hours, dateKey, slot, now, timeZone),
  );
}

/** Past days and days without a slot left (closed, or today after the last slot) are disabled. */
export function isDateSelectable(hours: HoursSource, dateKey: string, now: Date, timeZone: string): boolean {
  if (dateKey < todayKey(now, timeZone)) return false;
  return listOpenSlots(hours, dateKey, now, timeZone).length > 0;
}

/** A month's days as date keys, led by nulls so the first day sits under its weekday (Sunday first). */
export function buildMonthGrid(year: number, month: number): (string | null)[] {
  const first = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOfDateKey(first) }, () => null);
  for (let key = first; key.slice(0, 7) === first.slice(0, 7); key = addDaysToDateKey(key, 1))
    cells.push(key);
  return cells;
}

export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export type OrderTypeAvailability = { pickup: boolean; delivery: boolean };

/** pickup_enabled defaults to on and delivery_enabled to off (docs/product/03-ordering.md §3.6). */
export function readOrderTypes(settings: Record<string, string | undefined>): OrderTypeAvailability {
  return {
    pickup: settings.pickup_enabled === undefined ? true : settings.pickup_enabled === "true",
    delivery: settings.delivery_enabled === "true",
  };
}

/** Pickup, unless only delivery is on; null when neither is. */
export function defaultOrderType(types: OrderTypeAvailability): OrderType | null {
  if (types.pickup) return "pickup";
  if (types.delivery) return "delivery";
  return null;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function monthLabel(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1] ?? ""} ${year}`;
}

/** "Tuesday, May 12, 2026" for a date key. */
export function longDateLabel(dateKey: string): string {
  const [year, month, day] = dateKey.split("-").map(Number);
  return `${DAY_NAMES[weekdayOfDateKey(dateKey)] ?? ""}, ${MONTH_NAMES[(month ?? 1) - 1] ?? ""} ${day}, ${year}`;
}
