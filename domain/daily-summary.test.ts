import { describe, expect, it } from "vitest";
import { DAY_NAMES } from "./business-time.ts";
import { closingInstantOf, dueSummaryDate, isDailySummaryOn } from "./daily-summary.ts";
import type { StoreClosure, StoreHoursRow } from "./store-hours.ts";

const NY = "America/New_York";

function everyDay(open: string, close: string, closedDays: string[] = []): StoreHoursRow[] {
  return DAY_NAMES.map((day) => ({
    day_of_week: day,
    open_time: open,
    close_time: close,
    is_closed: closedDays.includes(day),
  }));
}

function closure(start_date: string, end_date: string, times?: [string, string]): StoreClosure {
  return {
    start_date,
    end_date,
    kind: times ? "special" : "closed",
    open_time: times?.[0] ?? null,
    close_time: times?.[1] ?? null,
    label: "Holiday",
  };
}

describe("dueSummaryDate", () => {
  // 2026-11-24 is a Tuesday; New York is on EST (UTC-5).
  const hours = everyDay("11:00", "21:00");

  it("is today's date from closing time on, and yesterday's before it", () => {
    expect(dueSummaryDate(hours, new Date("2026-11-25T01:59:00Z"), NY)).toBe("2026-11-23");
    expect(dueSummaryDate(hours, new Date("2026-11-25T02:00:00Z"), NY)).toBe("2026-11-24");
    expect(dueSummaryDate(hours, new Date("2026-11-25T04:59:00Z"), NY)).toBe("2026-11-24");
    // The next morning, before the day's own closing, yesterday's is still the one due.
    expect(dueSummaryDate(hours, new Date("2026-11-25T15:00:00Z"), NY)).toBe("2026-11-24");
  });

  it("waits past midnight for hours that close after it", () => {
    const late = everyDay("18:00", "02:00");
    expect(closingInstantOf(late, "2026-11-24", NY)).toEqual(new Date("2026-11-25T07:00:00Z"));
    // 01:30 on Wednesday: Tuesday's trading is still on, Monday's was summed up a day ago.
    expect(dueSummaryDate(late, new Date("2026-11-25T06:30:00Z"), NY)).toBeNull();
    expect(dueSummaryDate(late, new Date("2026-11-25T07:00:00Z"), NY)).toBe("2026-11-24");
    // Open all day (00:00-00:00): the day ends at the next midnight.
    const allDay = everyDay("00:00", "00:00");
    expect(dueSummaryDate(allDay, new Date("2026-11-25T04:59:00Z"), NY)).toBe("2026-11-23");
    expect(dueSummaryDate(allDay, new Date("2026-11-25T05:00:00Z"), NY)).toBe("2026-11-24");
  });

  it("never names a day the store was closed, by the week or by a closure", () => {
    const closedMondays = everyDay("11:00", "21:00", ["monday"]);
    expect(closingInstantOf(closedMondays, "2026-11-23", NY)).toBeNull();
    // Monday night: the Sunday before is the last day that traded.
    expect(dueSummaryDate(closedMondays, new Date("2026-11-24T03:00:00Z"), NY)).toBe("2026-11-22");
    // Closed Wednesday and Thursday: on Thursday night neither is due.
    const schedule = { hours, closures: [closure("2026-11-25", "2026-11-26")] };
    expect(dueSummaryDate(schedule, new Date("2026-11-27T04:00:00Z"), NY)).toBeNull();
    // Special hours close earlier: due from 15:00.
    const shortDay = { hours, closures: [closure("2026-12-24", "2026-12-24", ["11:00", "15:00"])] };
    expect(dueSummaryDate(shortDay, new Date("2026-12-24T19:59:00Z"), NY)).toBe("2026-12-23");
    expect(dueSummaryDate(shortDay, new Date("2026-12-24T20:00:00Z"), NY)).toBe("2026-12-24");
  });

  it("reads closing time on the wall clock across daylight saving changes", () => {
    // Sunday 2026-03-08 springs forward: 21:00 EDT is 01:00 UTC.
    expect(dueSummaryDate(hours, new Date("2026-03-09T00:59:00Z"), NY)).toBe("2026-03-07");
    expect(dueSummaryDate(hours, new Date("2026-03-09T01:00:00Z"), NY)).toBe("2026-03-08");
    // Sunday 2026-11-01 falls back: 21:00 EST is 02:00 UTC.
    expect(dueSummaryDate(hours, new Date("2026-11-02T01:59:00Z"), NY)).toBe("2026-10-31");
    expect(dueSummaryDate(hours, new Date("2026-11-02T02:00:00Z"), NY)).toBe("2026-11-01");
    // Closing at 02:30 on the night the clocks skip 02:00-03:00: the day ends at 03:30 EDT.
    const late = everyDay("18:00", "02:30");
    expect(closingInstantOf(late, "2026-03-07", NY)).toEqual(new Date("2026-03-08T07:30:00Z"));
  });
});

describe("isDailySummaryOn", () => {
  it("is on unless switched off", () => {
    expect(isDailySummaryOn(null)).toBe(true);
    expect(isDailySummaryOn("")).toBe(true);
    expect(isDailySummaryOn("true")).toBe(true);
    expect(isDailySummaryOn("false")).toBe(false);
  });
});
