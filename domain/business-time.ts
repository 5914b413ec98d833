// The one place that knows how an absolute instant maps to the business's wall clock.
// Everything takes an explicit IANA zone so the visitor's own zone (browser or server TZ)
// never leaks into opening hours, slots or displayed dates.

export const DEFAULT_TIMEZONE = "America/New_York";

export type DayName = "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";

// Index equals JS getDay(), so a weekday number can be used directly.
export const DAY_NAMES: readonly DayName[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number; // 0 = Sunday
  dayName: DayName;
  dateKey: string; // "YYYY-MM-DD"
  minutes: number; // hour * 60 + minute
};

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

// Building a DateTimeFormat is costly and the status check runs every minute on every page.
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      // h23, not hour12:false: the latter renders midnight as "24" in some engines.
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatterCache.set(timeZone, formatter);
  }
  return formatter;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

function toDateKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Parts depend on the minute only (zones are offset in whole minutes): the latest ones are kept. */
const partsCache = new Map<string, ZonedParts>();
const PARTS_CACHE_LIMIT = 2_000;

export function getZonedParts(instant: Date, timeZone: string): ZonedParts {
  const minute = Math.floor(instant.getTime() / MS_PER_MINUTE);
  if (Number.isNaN(minute)) return zonedParts(instant, timeZone);
  const key = `${timeZone}|${minute}`;
  const cached = partsCache.get(key);
  if (cached) return { ...cached };
  const parts = zonedParts(instant, timeZone);
  if (partsCache.size >= PARTS_CACHE_LIMIT) partsCache.clear();
  partsCache.set(key, parts);
  return { ...parts };
}

/**
 * A zone's offsets from UTC over a stretch of time: the server works them out (Intl is cheap there)
 * and sends them with the page, so the browser reads the business's wall clock with plain
 * arithmetic. A browser's first Intl.DateTimeFormat with a time zone loads its locale and zone data:
 * 20-30 ms on a slow phone, in the middle of the page taking over.
 */
export type ZoneOffsets = {
  timeZone: string;
  /** The stretch covered, epoch ms: [from, until). */
  from: number;
  until: number;
  /** [epoch ms, minutes ahead of UTC] from that instant on, the first at `from`, in order. */
  changes: [number, number][];
};

const knownOffsets = new Map<string, ZoneOffsets>();

/** Lets getZonedParts read `offsets.timeZone` from the table within its stretch (Intl outside it). */
export function rememberZoneOffsets(offsets: ZoneOffsets): void {
  const ordered = offsets.changes.every(([at], index) => index === 0 || at > offsets.changes[index - 1]![0]);
  if (!ordered || offsets.changes[0]?.[0] !== offsets.from) return;
  knownOffsets.set(offsets.timeZone, offsets);
}

function knownOffsetMinutes(epochMs: number, timeZone: string): number | undefined {
  const table = knownOffsets.get(timeZone);
  if (!table || !(epochMs >= table.from && epochMs < table.until)) return undefined;
  let minutes: number | undefined;
  for (const [at, offset] of table.changes) {
    if (at > epochMs) break;
    minutes = offset;
  }
  return minutes;
}

/** Minutes ahead of UTC at the start of the given minute, read with Intl. */
function intlOffsetMinutes(minuteMs: number, timeZone: string): number {
  const p = zonedParts(new Date(minuteMs), timeZone, false);
  return (utcMidnight(p) + p.minutes * MS_PER_MINUTE - minuteMs) / MS_PER_MINUTE;
}

const offsetTables = new Map<string, ZoneOffsets>();

/**
 * The offsets of `timeZone` from the start of the UTC day of `now` for `days` days, kept per zone
 * and day. Zones change offset at most once a day, so a day-by-day walk finds every change and a
 * halving search finds its minute.
 */
export function zoneOffsetsFrom(now: Date, timeZone: string, days = 400): ZoneOffsets {
  const from = Math.floor(now.getTime() / MS_PER_DAY) * MS_PER_DAY;
  const key = `${timeZone}|${from}|${days}`;
  const cached = offsetTables.get(key);
  if (cached) return cached;
  const changes: [number, number][] = [[from, intlOffsetMinutes(from, timeZone)]];
  for (let day = 1; day <= days; day++) {
    const dayStart = from + day * MS_PER_DAY;
    const offset = intlOffsetMinutes(dayStart, timeZone);
    if (offset === changes[changes.length - 1]![1]) continue;
    // The change lies in the last day: the first minute that already has the new offset.
    let low = dayStart - MS_PER_DAY; // old offset
    let high = dayStart; // new offset
    while (high - low > MS_PER_MINUTE) {
      const middle = low + Math.floor((high - low) / MS_PER_MINUTE / 2) * MS_PER_MINUTE;
      if (intlOffsetMinutes(middle, timeZone) === offset) high = middle;
      else low = middle;
    }
    changes.push([high, offset]);
  }
  const table = { timeZone, from, until: from + days * MS_PER_DAY, changes };
  if (offsetTables.size >= 64) offsetTables.clear();
  offsetTables.set(key, table);
  return table;
}

function zonedParts(instant: Date, timeZone: string, useKnown = true): ZonedParts {
  const minuteMs = Math.floor(instant.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE;
  const known = useKnown ? knownOffsetMinutes(minuteMs, timeZone) : undefined;
  const values: Record<string, number> = {};
  if (known !== undefined) {
    const wall = new Date(minuteMs + known * MS_PER_MINUTE);
    values.year = wall.getUTCFullYear();
    values.month = wall.getUTCMonth() + 1;
    values.day = wall.getUTCDate();
    values.hour = wall.getUTCHours();
    values.minute = wall.getUTCMinutes();
  } else {
    for (const part of getFormatter(timeZone).formatToParts(instant)) {
      if (part.type !== "literal") values[part.type] = Number(part.value);
    }
  }
  const year = values.year ?? Number.NaN;
  const month = values.month ?? Number.NaN;
  const day = values.day ?? Number.NaN;
  const hour = (values.hour ?? Number.NaN) % 24;
  const minute = values.minute ?? Number.NaN;
  const dateKey = toDateKey(year, month, day);
  // Weekday from calendar arithmetic rather than a localised weekday name.
  const weekday = weekdayOfDateKey(dateKey);
  return {
    year,
    month,
    day,
    hour,
    minute,
    weekday,
    dayName: DAY_NAMES[weekday] ?? "sunday",
    dateKey,
    minutes: hour * 60 + minute,
  };
}

type PlainDate = { year: number; month: number; day: number };

/** Null unless the key is a real calendar date written as YYYY-MM-DD. */
export function parseDateKey(dateKey: string): PlainDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(utcMidnight({ year, month, day }));
  if (utc.getUTCMonth() + 1 !== month || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isValidDateKey(dateKey: string): boolean {
  return parseDateKey(dateKey) !== null;
}

function requireDateKey(dateKey: string): PlainDate {
  const date = parseDateKey(dateKey);
  if (!date) throw new RangeError(`Invalid date key: ${dateKey}`);
  return date;
}

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
function utcMidnight({ year, month, day }: PlainDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

export function addDaysToDateKey(dateKey: string, days: number): string {
  const shifted = new Date(utcMidnight(requireDateKey(dateKey)) + days * MS_PER_DAY);
  return toDateKey(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole days from one date key to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(requireDateKey(to)) - utcMidnight(requireDateKey(from))) / MS_PER_DAY);
}

export function weekdayOfDateKey(dateKey: string): number {
  return new Date(utcMidnight(requireDateKey(dateKey))).getUTCDay();
}

/** Wall-clock minus UTC, in ms, at the given instant (minute precision is enough for opening hours). */
function offsetAt(epochMs: number, timeZone: string): number {
  const floored = Math.floor(epochMs / MS_PER_MINUTE) * MS_PER_MINUTE;
  const p = getZonedParts(new Date(floored), timeZone);
  return utcMidnight(p) + p.minutes * MS_PER_MINUTE - floored;
}

export function zonedDateTimeToInstant(dateKey: string, time: string, timeZone: string): Date {
  const date = requireDateKey(dateKey);
  const minutes = parseTime(time);
  if (minutes === null) throw new RangeError(`Invalid time: ${time}`);
  const wallAsUtc = utcMidnight(date) + minutes * MS_PER_MINUTE;
  // Offsets a day either side bracket any single DST transition around this wall time.
  const offsetBefore = offsetAt(wallAsUtc - MS_PER_DAY, timeZone);
  const offsetAfter = offsetAt(wallAsUtc + MS_PER_DAY, timeZone);
  const matches = [wallAsUtc - offsetBefore, wallAsUtc - offsetAfter].filter((candidate) => {
    const p = getZonedParts(new Date(candidate), timeZone);
    return p.dateKey === dateKey && p.minutes === minutes;
  });
  // Repeated fall-back hour: the first occurrence. Skipped spring-forward hour: reading the wall
  // time with the pre-transition offset lands after the gap (02:30 EST = 03:30 EDT), like
  // Temporal's "compatible" disambiguation.
  const epochMs = matches.length > 0 ? Math.min(...matches) : wallAsUtc - offsetBefore;
  return new Date(epochMs);
}

export function parseTime(hhmm: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(hhmm);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return hour * 60 + minute;
}

/** Minutes since midnight back to "HH:MM"; wraps past 24:00 for hours that cross midnight. */
export function formatMinutesAsTime(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

export function formatTime12h(hhmm: string): string {
  const minutes = parseTime(hhmm);
  if (minutes === null) return hhmm;
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minutes % 60)} ${hour < 12 ? "AM" : "PM"}`;
}

const TIMESTAMP_PATTERN =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * An instant from a Date or an ISO / PostgreSQL timestamp text; null when unreadable.
 * Text without an offset is read as UTC (how the server stores it), never as the
 * visitor's local time, which `new Date(text)` would do.
 */
export function parseInstant(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = TIMESTAMP_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, date, time, zone] = match;
  let offset = (zone ?? "Z").toUpperCase();
  if (offset !== "Z") {
    const digits = offset.slice(1).replace(":", "");
    offset = `${offset.charAt(0)}${digits.slice(0, 2)}:${digits.slice(2) || "00"}`;
  }
  const parsed = new Date(`${date}T${time}${offset}`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
