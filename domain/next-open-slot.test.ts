import { describe, expect, it } from "vitest";
import type { StoreClosure, StoreHoursRow } from "./store-hours.ts";
import { findNextOpenSlot } from "./next-open-slot.ts";
import { describeClosedKitchen, readPhoneOrderTiming, refuseAsapWhenClosed } from "./phone-order-timing.ts";

const ZONE = "America/New_York";
const week: StoreHoursRow[] = [
  { day_of_week: "monday", open_time: "11:00", close_time: "13:00", is_closed: false },
  { day_of_week: "tuesday", open_time: "11:00", close_time: "13:00", is_closed: false },
  { day_of_week: "wednesday", open_time: "12:00", close_time: "14:00", is_closed: false },
];
// Monday 2026-11-23 in New York: 08:00 (before opening), 11:40 (open) and 14:00 (after closing).
const mondayMorning = new Date("2026-11-23T13:00:00Z");
const mondayNoonish = new Date("2026-11-23T16:40:00Z");
const mondayAfternoon = new Date("2026-11-23T19:00:00Z");
const none = { fullSlots: [], isEverySlotFull: false, maxDaysAhead: 60 };
const holiday = (date: string): StoreClosure => ({
  start_date: date,
  end_date: date,
  kind: "closed",
  open_time: null,
  close_time: null,
  label: "Holiday",
});

describe("the next open slot", () => {
  it("is today's first slot before opening, and the next day's first after closing", () => {
    expect(findNextOpenSlot(week, mondayMorning, ZONE, none)).toEqual({ date: "2026-11-23", time: "11:00" });
    expect(findNextOpenSlot(week, mondayAfternoon, ZONE, none)).toEqual({
      date: "2026-11-24",
      time: "11:00",
    });
  });

  it("skips a closure and a full slot", () => {
    const schedule = { hours: week, closures: [holiday("2026-11-24")] };
    expect(findNextOpenSlot(schedule, mondayAfternoon, ZONE, none)).toEqual({
      date: "2026-11-25",
      time: "12:00",
    });
    const full = { ...none, fullSlots: ["2026-11-25T17:00:00.000Z"] };
    expect(findNextOpenSlot(schedule, mondayAfternoon, ZONE, full)).toEqual({
      date: "2026-11-25",
      time: "12:30",
    });
  });

  it("is null when every slot is full, or none lies within the horizon", () => {
    expect(findNextOpenSlot(week, mondayAfternoon, ZONE, { ...none, isEverySlotFull: true })).toBeNull();
    expect(findNextOpenSlot(week, mondayAfternoon, ZONE, { ...none, maxDaysAhead: 0 })).toBeNull();
    expect(findNextOpenSlot([], mondayAfternoon, ZONE, none)).toBeNull();
  });
});

describe("a phone order's timing", () => {
  it("while open: for now, no default slot, no refusal", () => {
    expect(readPhoneOrderTiming(week, mondayNoonish, ZONE, none)).toEqual({
      isOpenNow: true,
      nextOpeningText: "",
      nextOpenSlot: null,
    });
    expect(refuseAsapWhenClosed(week, mondayNoonish, ZONE)).toBeNull();
  });

  it("while closed: the next open slot, and the refusal in staff's words", () => {
    expect(readPhoneOrderTiming(week, mondayAfternoon, ZONE, none)).toEqual({
      isOpenNow: false,
      nextOpeningText: "Tomorrow at 11:00 AM",
      nextOpenSlot: { date: "2026-11-24", time: "11:00" },
    });
    expect(refuseAsapWhenClosed(week, mondayAfternoon, ZONE)).toBe(
      "The kitchen is closed now: choose a time, the next opening is Tomorrow at 11:00 AM.",
    );
    expect(describeClosedKitchen("")).toBe("The kitchen is closed now: choose a time.");
  });
});
