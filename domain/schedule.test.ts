import { describe, expect, it } from "vitest";
import type { StoreHoursRow } from "./store-hours.ts";
import {
  buildMonthGrid,
  defaultOrderType,
  isDateSelectable,
  listOpenSlots,
  readOrderTypes,
  shiftMonth,
} from "./schedule.ts";

const ZONE = "America/New_York";
const week: StoreHoursRow[] = [
  { day_of_week: "monday", open_time: "11:00", close_time: "13:00", is_closed: false },
  { day_of_week: "tuesday", open_time: "11:00", close_time: "13:00", is_closed: true },
];
// Monday 2026-11-23, 11:40 in New York.
const mondayNoonish = new Date("2026-11-23T16:40:00Z");

describe("schedule rules", () => {
  it("offers today's slots still ahead, and the whole day for a later date", () => {
    expect(listOpenSlots(week, "2026-11-23", mondayNoonish, ZONE)).toEqual(["12:00", "12:30"]);
    expect(listOpenSlots(week, "2026-11-30", mondayNoonish, ZONE)).toEqual([
      "11:00",
      "11:30",
      "12:00",
      "12:30",
    ]);
  });

  it("disables past days, closed days, days without hours and today after its last slot", () => {
    expect(isDateSelectable(week, "2026-11-22", mondayNoonish, ZONE)).toBe(false);
    expect(isDateSelectable(week, "2026-11-23", mondayNoonish, ZONE)).toBe(true);
    expect(isDateSelectable(week, "2026-11-24", mondayNoonish, ZONE)).toBe(false);
    expect(isDateSelectable(week, "2026-11-25", mondayNoonish, ZONE)).toBe(false);
    expect(isDateSelectable(week, "2026-11-23", new Date("2026-11-23T17:45:00Z"), ZONE)).toBe(false);
  });

  it("lays a month out under its weekdays", () => {
    const november = buildMonthGrid(2026, 11);
    expect(november.slice(0, 1)).toEqual(["2026-11-01"]);
    expect(november).toHaveLength(30);
    const december = buildMonthGrid(2026, 12);
    expect(december.slice(0, 3)).toEqual([null, null, "2026-12-01"]);
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
  });

  it("picks pickup by default and delivery when only delivery is on", () => {
    expect(defaultOrderType(readOrderTypes({}))).toBe("pickup");
    expect(defaultOrderType(readOrderTypes({ pickup_enabled: "false", delivery_enabled: "true" }))).toBe(
      "delivery",
    );
    expect(defaultOrderType(readOrderTypes({ pickup_enabled: "false" }))).toBeNull();
  });
});
