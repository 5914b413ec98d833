// Footer "Opening Hours" lines (docs/product/02-public-pages.md §2.3): grouped table rows, else the settings
// texts, else fixed defaults, so the footer never shows an empty block.
import type { DayName } from "./business-time.ts";
import { formatTime12h, parseTime } from "./business-time.ts";
import type { StoreClosure, StoreHoursRow } from "./store-hours.ts";
import { findHoursRow } from "./store-hours.ts";

export type HoursLine = { label: string; hours: string };

type HoursSettings = {
  hours_weekdays?: string | null;
  hours_saturday?: string | null;
  hours_sunday?: string | null;
};

const WEEKDAYS_LABEL = "Monday - Friday";
const SATURDAY_LABEL = "Saturday";
const SUNDAY_LABEL = "Sunday";

const DEFAULT_WEEKDAYS_HOURS = "11:00 AM - 9:00 PM";
const DEFAULT_SATURDAY_HOURS = "11:00 AM - 10:00 PM";
const DEFAULT_SUNDAY_HOURS = "12:00 PM - 8:00 PM";

export const DEFAULT_FOOTER_HOURS: HoursLine[] = [
  { label: WEEKDAYS_LABEL, hours: DEFAULT_WEEKDAYS_HOURS },
  { label: SATURDAY_LABEL, hours: DEFAULT_SATURDAY_HOURS },
  { label: SUNDAY_LABEL, hours: DEFAULT_SUNDAY_HOURS },
];

// A business week reads Monday first, unlike JS getDay().
const MONDAY_FIRST: readonly DayName[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

function describeDayHours(row: StoreHoursRow | undefined): string {
  if (!row || row.is_closed) return "Closed";
  if (parseTime(row.open_time) === 0 && parseTime(row.close_time) === 0) return "Open 24 Hours";
  return `${formatTime12h(row.open_time)} - ${formatTime12h(row.close_time)}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function groupStoreHours(rows: StoreHoursRow[]): HoursLine[] {
  const groups: { first: DayName; last: DayName; hours: string }[] = [];
  for (const day of MONDAY_FIRST) {
    const hours = describeDayHours(findHoursRow(rows, day));
    const previous = groups.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else groups.push({ first: day, last: day, hours });
  }
  return groups.map(({ first, last, hours }) => ({
    label: first === last ? capitalize(first) : `${capitalize(first)} - ${capitalize(last)}`,
    hours,
  }));
}

function readSetting(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function resolveFooterHours(input: {
  rows: StoreHoursRow[] | null;
  settings: HoursSettings | null;
}): HoursLine[] {
  const { rows, settings } = input;
  if (rows && rows.length > 0) return groupStoreHours(rows);

  const weekdays = readSetting(settings?.hours_weekdays);
  const saturday = readSetting(settings?.hours_saturday);
  const sunday = readSetting(settings?.hours_sunday);
  if (weekdays || saturday || sunday) {
    return [
      { label: WEEKDAYS_LABEL, hours: weekdays ?? DEFAULT_WEEKDAYS_HOURS },
      { label: SATURDAY_LABEL, hours: saturday ?? DEFAULT_SATURDAY_HOURS },
      { label: SUNDAY_LABEL, hours: sunday ?? DEFAULT_SUNDAY_HOURS },
    ];
  }
  // Copies, so a caller mutating the result cannot change the shared defaults.
  return DEFAULT_FOOTER_HOURS.map((line) => ({ ...line }));
}

/** How many upcoming closures the footer lists under the week's hours. */
export const FOOTER_CLOSURES_LIMIT = 3;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function monthDay(dateKey: string): string {
  const [, month, day] = dateKey.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ""} ${day}`;
}

/**
 * The next closures as footer lines, soonest first: "Closed Dec 25 (Christmas)", "Closed Dec 24 -
 * Dec 26", "Dec 31: 6:00 PM - 2:00 AM (New Year's Eve)". Past ones (ended before `today`) are left out.
 */
export function describeUpcomingClosures(
  closures: readonly StoreClosure[],
  today: string,
  limit = FOOTER_CLOSURES_LIMIT,
): string[] {
  return closures
    .filter((closure) => closure.end_date >= today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date))
    .slice(0, limit)
    .map((closure) => {
      const dates =
        closure.start_date === closure.end_date
          ? monthDay(closure.start_date)
          : `${monthDay(closure.start_date)} - ${monthDay(closure.end_date)}`;
      const label = closure.label.trim() ? ` (${closure.label.trim()})` : "";
      if (closure.kind === "special" && closure.open_time && closure.close_time) {
        const hours = describeDayHours({
          day_of_week: "",
          open_time: closure.open_time,
          close_time: closure.close_time,
          is_closed: false,
        });
        return `${dates}: ${hours}${label}`;
      }
      return `Closed ${dates}${label}`;
    });
}
