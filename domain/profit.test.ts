import { describe, expect, it } from "vitest";
import { countPeriods, listPeriodStarts, nextPeriodStart, shiftPeriodStart, weekStartOf } from "./profit.ts";

describe("profit periods", () => {
  it("starts a week on Monday: a Sunday belongs to the week before it", () => {
    expect(weekStartOf("2026-03-08")).toBe("2026-03-02"); // Sunday
    expect(weekStartOf("2026-03-09")).toBe("2026-03-09"); // Monday
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28"); // across a year
  });

  it("steps months across a year and counts periods inclusively", () => {
    expect(nextPeriodStart("month", "2026-12-01")).toBe("2027-01-01");
    expect(shiftPeriodStart("month", "2026-01-01", -1)).toBe("2025-12-01");
    expect(shiftPeriodStart("month", "2026-11-01", -11)).toBe("2025-12-01");
    expect(countPeriods("month", "2024-02-15", "2026-01-31")).toBe(24);
    expect(countPeriods("week", "2026-03-08", "2026-03-09")).toBe(2);
    expect(listPeriodStarts("week", "2026-03-04", "2026-03-16")).toEqual([
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
    ]);
  });
});
