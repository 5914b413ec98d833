// The periods of the profit view: weeks that start on Monday and calendar months, both counted in
// business dates (YYYY-MM-DD), so a Sunday evening order belongs to the week that Sunday ends.
import { addDaysToDateKey, weekdayOfDateKey } from "#domain/business-time.ts";

export type ProfitGrouping = "week" | "month";

/** The most periods one view may show: two years either way. */
export const PROFIT_MAX_PERIODS: Record<ProfitGrouping, number> = { week: 104, month: 24 };
/** What the view shows when the address asks for nothing. */
export const PROFIT_DEFAULT_PERIODS = 12;

/** The Monday of the week of `dateKey`. */
export function weekStartOf(dateKey: string): string {
  return addDaysToDateKey(dateKey, -((weekdayOfDateKey(dateKey) + 6) % 7));
}

/** The first day of the month of `dateKey`. */
export function monthStartOf(dateKey: string): string {
  return `${dateKey.slice(0, 7)}-01`;
}

export function periodStartOf(by: ProfitGrouping, dateKey: string): string {
  return by === "week" ? weekStartOf(dateKey) : monthStartOf(dateKey);
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriodStart(by: ProfitGrouping, start: string): string {
  if (by === "week") return addDaysToDateKey(start, 7);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${String(nextYear).padStart(4, "0")}-${String(nextMonth).padStart(2, "0")}-01`;
}

/** The first day of the period `count` periods before (negative) or after the one starting on `start`. */
export function shiftPeriodStart(by: ProfitGrouping, start: string, count: number): string {
  if (by === "week") return addDaysToDateKey(start, 7 * count);
  const index = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** How many periods run from the one holding `from` through the one holding `to`. */
export function countPeriods(by: ProfitGrouping, from: string, to: string): number {
  const first = periodStartOf(by, from);
  const last = periodStartOf(by, to);
  if (by === "month") {
    const months = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7));
    return months(last) - months(first) + 1;
  }
  const days = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000;
  return Math.round(days / 7) + 1;
}

/** The start of every period from the one holding `from` through the one holding `to`. */
export function listPeriodStarts(by: ProfitGrouping, from: string, to: string): string[] {
  const starts: string[] = [];
  const last = periodStartOf(by, to);
  for (let start = periodStartOf(by, from); start <= last; start = nextPeriodStart(by, start)) {
    starts.push(start);
  }
  return starts;
}
