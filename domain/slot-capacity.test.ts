import { describe, expect, it } from "vitest";
import { zonedDateTimeToInstant } from "./business-time.ts";
import { findCurrentSlot, parseSlotCapacity } from "./slot-capacity.ts";
import type { StoreHoursRow } from "./store-hours.ts";

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
