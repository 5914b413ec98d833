import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE } from "./business-time.ts";
import type { StoreHoursRow } from "./store-hours.ts";
import {
  getNextOpeningText,
  getSlotsForDate,
  getStoreStatus,
  getTimeSlots,
  isDayClosed,
  isOpenAt,
  isValidFutureSlot,
  resolveSlotInstant,
} from "./store-hours.ts";

const NY = DEFAULT_TIMEZONE;

function row(day_of_week: string, open_time: string, close_time: string, is_closed = false): StoreHoursRow {
  return { day_of_week, open_time, close_time, is_closed };
}

// Mon-Fri 11-21, Sat 11-22, Sunday closed. November 2026 dates are EST (UTC-5) after the 1st.
const WEEK: StoreHoursRow[] = [
  row("monday", "11:00", "21:00"),
  row("tuesday", "11:00", "21:00"),
  row("wednesday", "11:00", "21:00"),
  row("thursday", "11:00", "21:00"),
  row("friday", "11:00", "21:00"),
  row("saturday", "11:00", "22:00"),
  row("sunday", "00:00", "00:00", true),
];

const SUNDAY_11_TO_21 = [row("sunday", "11:00", "21:00")];

describe("isOpenAt: the weekly table (Friday 2026-11-20, EST)", () => {
  it.each([
    ["2026-11-20T15:59:00Z", "Fri 10:59", false],
    ["2026-11-20T16:00:00Z", "Fri 11:00", true],
    ["2026-11-21T01:59:00Z", "Fri 20:59", true],
    ["2026-11-21T02:00:00Z", "Fri 21:00", false],
    ["2026-11-22T02:30:00Z", "Sat 21:30", true],
    ["2026-11-22T03:00:00Z", "Sat 22:00", false],
    ["2026-11-22T17:00:00Z", "Sun 12:00 (marked closed)", false],
  ])("%s (%s) -> %s", (iso, _label, expected) => {
    expect(isOpenAt(WEEK, new Date(iso), NY)).toBe(expected);
  });
});

describe("isOpenAt: the rules of docs/product/03-ordering.md §3.1 (on Friday 2026-11-20, EST)", () => {
  const fridayAt = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00-05:00`);
  it.each<[string, StoreHoursRow[], string, boolean]>([
    ["marked closed beats 24 h", [row("friday", "00:00", "00:00", true)], "12:00", false],
    ["marked closed beats normal hours", [row("friday", "09:00", "17:00", true)], "12:00", false],
    ["00:00-00:00 is 24 h (midnight)", [row("friday", "00:00", "00:00")], "00:00", true],
    ["00:00-00:00 is 24 h (noon)", [row("friday", "00:00", "00:00")], "12:00", true],
    ["00:00-00:00 is 24 h (23:59)", [row("friday", "00:00", "00:00")], "23:59", true],
    ["normal: before open", [row("friday", "09:00", "17:00")], "08:59", false],
    ["normal: at open", [row("friday", "09:00", "17:00")], "09:00", true],
    ["normal: last minute", [row("friday", "09:00", "17:00")], "16:59", true],
    ["normal: at close", [row("friday", "09:00", "17:00")], "17:00", false],
    ["HH:MM:SS times", [row("friday", "09:00:00", "17:00:00")], "09:00", true],
    ["crossing midnight: before open", [row("friday", "18:00", "02:00")], "17:59", false],
    ["crossing midnight: at open", [row("friday", "18:00", "02:00")], "18:00", true],
    ["crossing midnight: late evening", [row("friday", "18:00", "02:00")], "23:59", true],
    ["crossing midnight: same row, early morning", [row("friday", "18:00", "02:00")], "01:59", true],
    ["crossing midnight: at close", [row("friday", "18:00", "02:00")], "02:00", false],
    ["crossing midnight: midday", [row("friday", "18:00", "02:00")], "12:00", false],
    ["open equals close (not 00:00) never opens", [row("friday", "09:00", "09:00")], "09:00", false],
    ["no row for the day", [row("thursday", "00:00", "00:00")], "12:00", false],
    ["empty table", [], "12:00", false],
    ["unreadable time", [row("friday", "nine", "17:00")], "12:00", false],
    ["day name in other case", [row("Friday", "09:00", "17:00")], "12:00", true],
  ])("%s", (_label, hours, hhmm, expected) => {
    expect(isOpenAt(hours, fridayAt(hhmm), NY)).toBe(expected);
  });

  it("checks only the current day's row after midnight (docs/product/03-ordering.md §3.1)", () => {
    const hours = [row("friday", "18:00", "02:00"), row("saturday", "00:00", "00:00", true)];
    expect(isOpenAt(hours, new Date("2026-11-21T01:00:00-05:00"), NY)).toBe(false);
  });
});

describe("isOpenAt on daylight-saving change days (Sunday 11:00-21:00)", () => {
  it.each([
    // 2026-03-08: EST until 07:00Z, EDT (UTC-4) after
    ["2026-03-08T14:59:00Z", "10:59 EDT", false],
    ["2026-03-08T15:00:00Z", "11:00 EDT (10:00 if read as EST)", true],
    ["2026-03-09T00:59:00Z", "20:59 EDT", true],
    ["2026-03-09T01:00:00Z", "21:00 EDT", false],
    // 2026-11-01: EDT until 06:00Z, EST (UTC-5) after
    ["2026-11-01T15:00:00Z", "10:00 EST (11:00 if read as EDT)", false],
    ["2026-11-01T15:59:00Z", "10:59 EST", false],
    ["2026-11-01T16:00:00Z", "11:00 EST", true],
    ["2026-11-02T01:59:00Z", "20:59 EST", true],
    ["2026-11-02T02:00:00Z", "21:00 EST", false],
  ])("%s (%s) -> %s", (iso, _label, expected) => {
    expect(isOpenAt(SUNDAY_11_TO_21, new Date(iso), NY)).toBe(expected);
  });
});

describe("getNextOpeningText", () => {
  const onlyMonday = [row("monday", "11:00", "21:00")];
  it.each<[string, StoreHoursRow[], string, string]>([
    ["before opening today", WEEK, "2026-11-20T14:00:00Z", "Today at 11:00 AM"],
    ["after closing, open tomorrow", WEEK, "2026-11-21T02:30:00Z", "Tomorrow at 11:00 AM"],
    ["Saturday night, Sunday closed", WEEK, "2026-11-22T03:30:00Z", "Monday at 11:00 AM"],
    ["on the closed Sunday", WEEK, "2026-11-22T17:00:00Z", "Tomorrow at 11:00 AM"],
    ["while open", WEEK, "2026-11-20T17:00:00Z", ""],
    [
      "only day is today, already closed: a week ahead",
      onlyMonday,
      "2026-11-17T03:00:00Z",
      "Monday at 11:00 AM",
    ],
    ["only day is today, not yet open", onlyMonday, "2026-11-16T15:00:00Z", "Today at 11:00 AM"],
    ["two days ahead", [row("wednesday", "12:00", "20:00")], "2026-11-17T03:00:00Z", "Wednesday at 12:00 PM"],
    [
      "24 h day tomorrow",
      [row("saturday", "00:00", "00:00")],
      "2026-11-21T03:00:00Z",
      "Tomorrow at 12:00 AM",
    ],
    [
      "crossing-midnight day, morning gap",
      [row("friday", "18:00", "02:00")],
      "2026-11-20T08:00:00Z",
      "Today at 6:00 PM",
    ],
    [
      "a day whose open equals close never opens",
      [row("friday", "09:00", "09:00"), row("saturday", "10:00", "12:00")],
      "2026-11-20T14:00:00Z",
      "Tomorrow at 10:00 AM",
    ],
    ["every day closed", WEEK.map((r) => ({ ...r, is_closed: true })), "2026-11-20T14:00:00Z", ""],
    ["no rows", [], "2026-11-20T14:00:00Z", ""],
    // DST days, Sunday 11:00-21:00
    ["spring forward, 01:30 EST", SUNDAY_11_TO_21, "2026-03-08T06:30:00Z", "Today at 11:00 AM"],
    ["spring forward, 11:30 EDT is open", SUNDAY_11_TO_21, "2026-03-08T15:30:00Z", ""],
    ["fall back, second 01:30", SUNDAY_11_TO_21, "2026-11-01T06:30:00Z", "Today at 11:00 AM"],
    ["fall back, 10:30 EST is still closed", SUNDAY_11_TO_21, "2026-11-01T15:30:00Z", "Today at 11:00 AM"],
    ["Saturday 23:00 EDT before fall back", SUNDAY_11_TO_21, "2026-11-01T03:00:00Z", "Tomorrow at 11:00 AM"],
  ])("%s", (_label, hours, iso, expected) => {
    expect(getNextOpeningText(hours, new Date(iso), NY)).toBe(expected);
  });
});

describe("getStoreStatus", () => {
  it.each<[string, StoreHoursRow[] | null | undefined, string, boolean, string]>([
    ["hours open", WEEK, "2026-11-20T17:00:00Z", true, ""],
    ["hours closed", WEEK, "2026-11-20T14:00:00Z", false, "Today at 11:00 AM"],
    // fallback when hours are missing: open 10:00-20:59 business time
    ["fallback null 09:59", null, "2026-11-20T14:59:00Z", false, "09:00 AM"],
    ["fallback undefined 10:00", undefined, "2026-11-20T15:00:00Z", true, ""],
    ["fallback empty 20:59", [], "2026-11-21T01:59:00Z", true, ""],
    ["fallback empty 21:00", [], "2026-11-21T02:00:00Z", false, "09:00 AM"],
    ["fallback midnight", [], "2026-11-21T05:00:00Z", false, "09:00 AM"],
    ["fallback spring forward 10:00 EDT", null, "2026-03-08T14:00:00Z", true, ""],
    ["fallback fall back 09:30 EST", null, "2026-11-01T14:30:00Z", false, "09:00 AM"],
    ["fallback fall back 10:00 EST", null, "2026-11-01T15:00:00Z", true, ""],
  ])("%s", (_label, hours, iso, isOpen, nextOpenText) => {
    expect(getStoreStatus(hours, new Date(iso), NY)).toEqual({ isOpen, nextOpenText });
  });
});

function halfHours(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const minutes = (from + i * 30) % 1440;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  });
}

describe("getTimeSlots", () => {
  it.each<[string, StoreHoursRow | undefined, string[]]>([
    ["missing row", undefined, []],
    ["closed day", row("friday", "11:00", "21:00", true), []],
    ["11:00-13:00", row("friday", "11:00", "13:00"), ["11:00", "11:30", "12:00", "12:30"]],
    [
      "11:00-12:45 stops a full step before close",
      row("friday", "11:00", "12:45"),
      ["11:00", "11:30", "12:00"],
    ],
    ["shorter than a step", row("friday", "11:00", "11:20"), []],
    ["HH:MM:SS", row("friday", "09:00:00", "10:00:00"), ["09:00", "09:30"]],
    [
      "crossing midnight",
      row("friday", "22:00", "01:00"),
      ["22:00", "22:30", "23:00", "23:30", "00:00", "00:30"],
    ],
    ["closing at midnight", row("friday", "23:00", "00:00"), ["23:00", "23:30"]],
    ["open equals close", row("friday", "09:00", "09:00"), []],
    ["unreadable", row("friday", "9am", "5pm"), []],
    ["24 hours", row("friday", "00:00", "00:00"), halfHours(0, 48)],
    ["11:00-21:00", row("friday", "11:00", "21:00"), halfHours(660, 20)],
  ])("%s", (_label, input, expected) => {
    expect(getTimeSlots(input)).toEqual(expected);
  });

  it("gives 48 slots from 00:00 to 23:30 for a 24 h day", () => {
    const slots = getTimeSlots(row("sunday", "00:00", "00:00"));
    expect([slots.length, slots[0], slots.at(-1)]).toEqual([48, "00:00", "23:30"]);
  });
});

describe("getSlotsForDate / isDayClosed", () => {
  it.each<[string, StoreHoursRow[], string, string[]]>([
    ["Friday", WEEK, "2026-11-20", halfHours(660, 20)],
    ["Saturday", WEEK, "2026-11-21", halfHours(660, 22)],
    ["closed Sunday", WEEK, "2026-11-22", []],
    ["spring-forward Sunday", SUNDAY_11_TO_21, "2026-03-08", halfHours(660, 20)],
    ["no row for Monday", SUNDAY_11_TO_21, "2026-11-16", []],
    ["invalid date", WEEK, "2026-02-30", []],
    ["not a date", WEEK, "tomorrow", []],
  ])("%s", (_label, hours, dateKey, expected) => {
    expect(getSlotsForDate(hours, dateKey)).toEqual(expected);
    expect(isDayClosed(hours, dateKey)).toBe(expected.length === 0);
  });
});

describe("isValidFutureSlot", () => {
  const fridayNoon = new Date("2026-11-20T17:10:00Z"); // Fri 12:10 EST
  const lateNight = [row("friday", "18:00", "02:00")];
  const allDaySunday = [row("sunday", "00:00", "00:00")];
  it.each<[string, StoreHoursRow[], string, string, Date, boolean]>([
    ["past slot today", WEEK, "2026-11-20", "12:00", fridayNoon, false],
    ["next slot today", WEEK, "2026-11-20", "12:30", fridayNoon, true],
    ["seconds are accepted", WEEK, "2026-11-20", "12:30:00", fridayNoon, true],
    ["last slot", WEEK, "2026-11-20", "20:30", fridayNoon, true],
    ["closing time is not a slot", WEEK, "2026-11-20", "21:00", fridayNoon, false],
    ["off the 30-minute grid", WEEK, "2026-11-20", "12:15", fridayNoon, false],
    ["closed day", WEEK, "2026-11-22", "12:00", fridayNoon, false],
    ["tomorrow", WEEK, "2026-11-21", "11:00", fridayNoon, true],
    ["yesterday", WEEK, "2026-11-19", "20:30", fridayNoon, false],
    ["exactly now is not future", WEEK, "2026-11-20", "12:30", new Date("2026-11-20T17:30:00Z"), false],
    ["invalid date", WEEK, "2026-11-31", "12:00", fridayNoon, false],
    ["invalid time", WEEK, "2026-11-20", "noon", fridayNoon, false],
    [
      "after-midnight slot is next morning",
      lateNight,
      "2026-11-20",
      "01:00",
      new Date("2026-11-21T04:00:00Z"),
      true,
    ],
    [
      "after-midnight slot already passed",
      lateNight,
      "2026-11-20",
      "01:00",
      new Date("2026-11-21T06:30:00Z"),
      false,
    ],
    [
      "spring forward noon, just before",
      allDaySunday,
      "2026-03-08",
      "12:00",
      new Date("2026-03-08T15:59:00Z"),
      true,
    ],
    [
      "spring forward noon, at it",
      allDaySunday,
      "2026-03-08",
      "12:00",
      new Date("2026-03-08T16:00:00Z"),
      false,
    ],
    [
      "fall back noon (17:00Z), at 16:30Z",
      allDaySunday,
      "2026-11-01",
      "12:00",
      new Date("2026-11-01T16:30:00Z"),
      true,
    ],
  ])("%s", (_label, hours, dateKey, time, now, expected) => {
    expect(isValidFutureSlot(hours, dateKey, time, now, NY)).toBe(expected);
  });

  it.each<[StoreHoursRow[], string, string, string | null]>([
    [[row("friday", "18:00", "02:00")], "2026-11-20", "23:30", "2026-11-21T04:30:00.000Z"],
    [[row("friday", "18:00", "02:00")], "2026-11-20", "01:30", "2026-11-21T06:30:00.000Z"],
    [[row("sunday", "00:00", "00:00")], "2026-03-08", "02:30", "2026-03-08T07:30:00.000Z"],
    [[row("sunday", "00:00", "00:00")], "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"],
    [WEEK, "2026-11-20", "21:00", null],
  ])("resolveSlotInstant %#: %s %s", (hours, dateKey, time, iso) => {
    expect(resolveSlotInstant(hours, dateKey, time, NY)?.toISOString() ?? null).toBe(iso);
  });
});

describe("independence from the process time zone", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(["UTC", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati"])(
    "same answers in %s",
    (processTz) => {
      process.env.TZ = processTz;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processTz);
      expect(getStoreStatus(WEEK, new Date("2026-11-20T14:00:00Z"), NY)).toEqual({
        isOpen: false,
        nextOpenText: "Today at 11:00 AM",
      });
      expect(isOpenAt(SUNDAY_11_TO_21, new Date("2026-11-01T15:00:00Z"), NY)).toBe(false);
      expect(getStoreStatus(null, new Date("2026-03-08T14:00:00Z"), NY).isOpen).toBe(true);
      expect(isValidFutureSlot(WEEK, "2026-11-20", "12:30", new Date("2026-11-20T17:10:00Z"), NY)).toBe(true);
      expect(getSlotsForDate(WEEK, "2026-11-22")).toEqual([]);
    },
  );
});
