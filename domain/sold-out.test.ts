import { describe, expect, it } from "vitest";
import { computeSoldOutUntil, isSoldOut } from "./sold-out.ts";
import { getNextOpeningInstant, type StoreClosure, type StoreHoursRow } from "./store-hours.ts";

const NY = "America/New_York";
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
// Open 11:00-21:00 every day but Monday.
const WEEK: StoreHoursRow[] = DAYS.map((day) => ({
  day_of_week: day,
  open_time: "11:00",
  close_time: "21:00",
  is_closed: day === "monday",
}));

describe("isSoldOut", () => {
  const now = new Date("2026-11-20T17:00:00Z");
  it.each([
    ["never marked", null, false],
    ["until a later instant", new Date("2026-11-21T16:00:00Z"), true],
    ["until a later instant as text", "2026-11-21T16:00:00.000Z", true],
    ["until exactly now", new Date("2026-11-20T17:00:00Z"), false],
    ["until an earlier instant", "2026-11-19T16:00:00Z", false],
    ["unreadable text", "soon", false],
  ])("%s", (_label, soldOutUntil, expected) => {
    expect(isSoldOut({ sold_out_until: soldOutUntil }, now)).toBe(expected);
  });
});

describe("getNextOpeningInstant", () => {
  it.each([
    // Friday 2026-11-20, EST (UTC-5)
    ["open now: tomorrow's opening", "2026-11-20T12:00:00-05:00", "2026-11-21T16:00:00.000Z"],
    ["before today's opening: today's", "2026-11-20T09:00:00-05:00", "2026-11-20T16:00:00.000Z"],
    ["after closing: tomorrow's", "2026-11-20T22:00:00-05:00", "2026-11-21T16:00:00.000Z"],
    ["Sunday: skips the closed Monday", "2026-11-22T12:00:00-05:00", "2026-11-24T16:00:00.000Z"],
  ])("%s", (_label, iso, expected) => {
    expect(getNextOpeningInstant(WEEK, new Date(iso), NY)?.toISOString()).toBe(expected);
  });

  it("honours closures and special hours", () => {
    const closures: StoreClosure[] = [
      {
        start_date: "2026-11-21",
        end_date: "2026-11-22",
        kind: "closed",
        open_time: null,
        close_time: null,
        label: "Away",
      },
      {
        start_date: "2026-11-24",
        end_date: "2026-11-24",
        kind: "special",
        open_time: "14:00",
        close_time: "18:00",
        label: "Late",
      },
    ];
    const next = getNextOpeningInstant({ hours: WEEK, closures }, new Date("2026-11-20T12:00:00-05:00"), NY);
    expect(next?.toISOString()).toBe("2026-11-24T19:00:00.000Z");
  });

  it("is null when no day opens", () => {
    const closed = WEEK.map((row) => ({ ...row, is_closed: true }));
    expect(getNextOpeningInstant(closed, new Date("2026-11-20T12:00:00-05:00"), NY)).toBeNull();
  });
});

describe("computeSoldOutUntil", () => {
  const now = new Date("2026-11-20T12:00:00-05:00");
  it("is the next opening", () => {
    expect(computeSoldOutUntil(WEEK, now, NY).toISOString()).toBe("2026-11-21T16:00:00.000Z");
  });
  it("is a day later when nothing opens", () => {
    expect(computeSoldOutUntil([], now, NY).toISOString()).toBe("2026-11-21T17:00:00.000Z");
  });
});
