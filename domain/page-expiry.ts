// When a public page rendered now stops being right by the clock alone (docs/product/02-public-pages.md
// §2.13): the store opens or closes (§3.1), the business day turns (today's closures, "Tomorrow at …",
// the year in the footer), an alert's dates begin or end (§2.4), a dish sold out today comes back (§6).
import { addDaysToDateKey, getZonedParts, parseTime, zonedDateTimeToInstant } from "./business-time.ts";
import { findRowForDate, type HoursSource } from "./store-hours.ts";

const MINUTE_MS = 60_000;

/** The first instant after `instant` at which the open/closed status or the next-opening text can change. */
export function nextStoreClockChange(
  hours: HoursSource | null | undefined,
  instant: Date,
  timeZone: string,
): Date {
  const now = getZonedParts(instant, timeZone);
  const candidates = [zonedDateTimeToInstant(addDaysToDateKey(now.dateKey, 1), "00:00", timeZone)];
  const rows = !hours ? [] : "hours" in hours ? hours.hours : hours;
  if (!hours || rows.length === 0) {
    // Without readable hours the status follows whole hours of the business clock (domain/store-hours.ts).
    candidates.push(new Date(instant.getTime() + (60 - (now.minutes % 60)) * MINUTE_MS));
  } else {
    // The status reads only the current date's row (§3.1), so it changes at that row's opening,
    // its closing, or at midnight, when another row applies.
    const row = findRowForDate(hours, now.dateKey);
    if (row && !row.is_closed) {
      for (const time of [row.open_time, row.close_time]) {
        if (parseTime(time) === null) continue;
        candidates.push(zonedDateTimeToInstant(now.dateKey, time, timeZone));
      }
    }
  }
  return earliestAfter(instant, candidates) ?? candidates[0]!;
}

/** The earliest of `instants` strictly after `after`, or null when none is. */
export function earliestAfter(after: Date, instants: ReadonlyArray<Date | null | undefined>): Date | null {
  let earliest: Date | null = null;
  for (const candidate of instants) {
    if (!candidate || Number.isNaN(candidate.getTime()) || candidate.getTime() <= after.getTime()) continue;
    if (!earliest || candidate.getTime() < earliest.getTime()) earliest = candidate;
  }
  return earliest;
}
