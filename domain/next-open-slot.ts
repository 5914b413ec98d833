// The first time an order can still be scheduled for: the earliest future 30-minute slot of an
// open day (closures honoured) that is not full, searched day by day up to the scheduling horizon.
import { addDaysToDateKey, getZonedParts } from "./business-time.ts";
import { getSlotsForDate, resolveSlotInstant, type HoursSource } from "./store-hours.ts";

export type OpenSlot = { date: string; time: string };

export type SlotFullness = {
  /** Slot starts (ISO instants) that take no more orders. */
  fullSlots: readonly string[];
  /** A capacity of 0: no slot takes orders. */
  isEverySlotFull: boolean;
};

/** Null when every slot up to `maxDaysAhead` days from today is past, closed or full. */
export function findNextOpenSlot(
  hours: HoursSource,
  now: Date,
  timeZone: string,
  options: SlotFullness & { maxDaysAhead: number },
): OpenSlot | null {
  if (options.isEverySlotFull) return null;
  const full = new Set(options.fullSlots);
  // From today on: the checkout refuses a date before today, even for yesterday's hours past midnight.
  let date = getZonedParts(now, timeZone).dateKey;
  for (let offset = 0; offset <= options.maxDaysAhead; offset++, date = addDaysToDateKey(date, 1)) {
    for (const time of getSlotsForDate(hours, date)) {
      const instant = resolveSlotInstant(hours, date, time, timeZone);
      if (!instant || instant.getTime() <= now.getTime()) continue;
      if (!full.has(instant.toISOString())) return { date, time };
    }
  }
  return null;
}
