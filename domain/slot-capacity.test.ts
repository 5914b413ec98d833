import { describe, expect, it } from "vitest";
import { addDaysToDateKey, getZonedParts, zonedDateTimeToInstant } from "./business-time.ts";
import { findCurrentSlot, parseSlotCapacity } from "./slot-capacity.ts";
import { getSlotsForDate, resolveSlotInstant, type StoreHoursRow } from "./store-hours.ts";

const ZONE = "America/New_York";
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const week = (open: string, close: string): StoreHoursRow[] =>
  DAYS.map((day) => ({ day_of_week: day, open_time: open, close_time: close, is_closed: false }));

describe("parseSlotCapacity", () => {
  it("reads a whole number and treats empty or unreadable text as no limit", () => {
    expect(parseSlotCapacity("5")).toBe(5);
    expect(parseSlotCapacity(" 0 ")).toBe(0);
    for (const value of ["", undefined, null, "-1", "2.5", "five", "1000"]) {
      expect(parseSlotCapacity(value), String(value)).toBeNull();
    }
  });
});

describe("findCurrentSlot", () => {
  it("is the slot that has started, on the day's 30-minute grid from opening", () => {
    const hours = week("11:15", "21:00");
    const now = zonedDateTimeToInstant("2026-11-23", "12:20", ZONE);
    expect(findCurrentSlot(hours, now, ZONE)).toEqual(zonedDateTimeToInstant("2026-11-23", "12:15", ZONE));
  });

  it("finds yesterday's slot after midnight in hours that cross it", () => {
    const hours = week("18:00", "02:00");
    const now = zonedDateTimeToInstant("2026-11-24", "00:40", ZONE);
    expect(findCurrentSlot(hours, now, ZONE)).toEqual(zonedDateTimeToInstant("2026-11-24", "00:30", ZONE));
  });

  it("is null before opening and without hours", () => {
    const now = zonedDateTimeToInstant("2026-11-23", "09:00", ZONE);
    expect(findCurrentSlot(week("11:00", "21:00"), now, ZONE)).toBeNull();
    expect(findCurrentSlot([], now, ZONE)).toBeNull();
  });
});

describe("findCurrentSlot against resolving every slot", () => {
  // The plain rule, slow on the checkout's path: the latest slot of yesterday or today that has started.
  function resolveEverySlot(hours: StoreHoursRow[], now: Date): Date | null {
    const today = getZonedParts(now, ZONE).dateKey;
    let latest: Date | null = null;
    for (const dateKey of [addDaysToDateKey(today, -1), today]) {
      for (const time of getSlotsForDate(hours, dateKey)) {
        const start = resolveSlotInstant(hours, dateKey, time, ZONE);
        if (start && start <= now && (!latest || start > latest)) latest = start;
      }
    }
    return latest && now.getTime() - latest.getTime() < 60 * 60_000 ? latest : null;
  }

  it.each([
    ["all day", week("00:00", "00:00")],
    ["past midnight", week("18:00", "02:00")],
    ["a lunch day", week("11:15", "15:00")],
  ])("agrees every 10 minutes over both DST changes (%s)", (_name, hours) => {
    for (const day of ["2026-03-08", "2026-11-01", "2026-11-23"]) {
      const start = zonedDateTimeToInstant(day, "00:00", ZONE).getTime() - 3 * 60 * 60_000;
      for (let t = start; t < start + 30 * 60 * 60_000; t += 10 * 60_000) {
        const now = new Date(t);
        expect(findCurrentSlot(hours, now, ZONE), now.toISOString()).toEqual(resolveEverySlot(hours, now));
      }
    }
  });
});
