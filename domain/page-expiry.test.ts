import { describe, expect, it } from "vitest";
import { earliestAfter, nextStoreClockChange } from "./page-expiry.ts";
import type { StoreClosure, StoreHoursRow } from "./store-hours.ts";

const zone = "America/New_York";
const week: StoreHoursRow[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
].map((day) => ({ day_of_week: day, open_time: "11:00", close_time: "20:00", is_closed: false }));
const at = (iso: string) => new Date(iso);

describe("nextStoreClockChange", () => {
  it("is the opening before it, the closing while open, midnight after closing", () => {
    const schedule = { hours: week, closures: [] };
    // 2026-07-15 is a Wednesday; New York is UTC-4 in July.
    expect(nextStoreClockChange(schedule, at("2026-07-15T14:00:00Z"), zone)).toEqual(
      at("2026-07-15T15:00:00Z"),
    );
    expect(nextStoreClockChange(schedule, at("2026-07-15T15:00:00Z"), zone)).toEqual(
      at("2026-07-16T00:00:00Z"),
    );
    expect(nextStoreClockChange(schedule, at("2026-07-16T00:00:00Z"), zone)).toEqual(
      at("2026-07-16T04:00:00Z"),
    );
  });

  it("follows a closure's special hours and a closed day turns only at midnight", () => {
    const closures: StoreClosure[] = [
      {
        start_date: "2026-07-15",
        end_date: "2026-07-15",
        kind: "special",
        open_time: "13:30",
        close_time: "15:00",
        label: "",
      },
      {
        start_date: "2026-07-16",
        end_date: "2026-07-16",
        kind: "closed",
        open_time: null,
        close_time: null,
        label: "",
      },
    ];
    const schedule = { hours: week, closures };
    expect(nextStoreClockChange(schedule, at("2026-07-15T15:00:00Z"), zone)).toEqual(
      at("2026-07-15T17:30:00Z"),
    );
    expect(nextStoreClockChange(schedule, at("2026-07-16T12:00:00Z"), zone)).toEqual(
      at("2026-07-17T04:00:00Z"),
    );
  });

  it("without readable hours turns at the next whole hour of the business clock", () => {
    expect(nextStoreClockChange(null, at("2026-07-15T14:20:00Z"), zone)).toEqual(at("2026-07-15T15:00:00Z"));
  });
});

describe("earliestAfter", () => {
  it("skips the past, the present and missing instants", () => {
    const now = at("2026-01-01T00:00:00Z");
    expect(
      earliestAfter(now, [
        null,
        now,
        at("2025-12-31T00:00:00Z"),
        at("2026-01-03T00:00:00Z"),
        at("2026-01-02T00:00:00Z"),
      ]),
    ).toEqual(at("2026-01-02T00:00:00Z"));
    expect(earliestAfter(now, [undefined, now])).toBeNull();
  });
});
