// When the end-of-day summary email is due (docs/product/07-emails.md §7.2): once a business day, after that
// day's closing time in the business time zone, from the weekly hours and the closures. A day the
// store was closed gets none.
import { addDaysToDateKey, getZonedParts, parseTime, zonedDateTimeToInstant } from "./business-time.ts";
import { findRowForDate, type HoursSource } from "./store-hours.ts";

/** The setting (site_settings) that switches the summary off; missing or anything but "false" is on. */
export const DAILY_SUMMARY_SETTING_KEY = "daily_summary_enabled";

export function isDailySummaryOn(value: string | null | undefined): boolean {
  return value?.trim() !== "false";
}

/**
 * The instant a business date's trading ends, or null when the store was closed that day (or its
 * hours cannot be read). Hours that close at or before they open (22:00-02:00, or all day as
 * 00:00-00:00) end on the next calendar day.
 */
export function closingInstantOf(hours: HoursSource, dateKey: string, timeZone: string): Date | null {
  const row = findRowForDate(hours, dateKey);
  if (!row || row.is_closed) return null;
  const open = parseTime(row.open_time);
  const close = parseTime(row.close_time);
  if (open === null || close === null) return null;
  const closingDate = close <= open ? addDaysToDateKey(dateKey, 1) : dateKey;
  return zonedDateTimeToInstant(closingDate, row.close_time, timeZone);
}

/**
 * The business date whose summary is due at `now`: today once today's closing has passed, else
 * yesterday once its closing has passed (hours past midnight close then; a server that was down at
 * closing catches up the next morning). Null when neither is due, or the due day was a closed one.
 * Sending is idempotent per date (the outbox's dedupe key), so asking again changes nothing.
 */
export function dueSummaryDate(hours: HoursSource, now: Date, timeZone: string): string | null {
  const today = getZonedParts(now, timeZone).dateKey;
  for (const dateKey of [today, addDaysToDateKey(today, -1)]) {
    const closing = closingInstantOf(hours, dateKey, timeZone);
    if (closing && closing.getTime() <= now.getTime()) return dateKey;
  }
  return null;
}
