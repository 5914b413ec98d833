// Opening-hours rules of docs/product/03-ordering.md §3.1 (open/closed status, next opening) and the
// 30-minute scheduling slots of §3.6. All wall-clock reasoning happens in the business time zone.
import type { DayName } from "./business-time.ts";
import {
  DAY_NAMES,
  addDaysToDateKey,
  daysBetween,
  formatMinutesAsTime,
  formatTime12h,
  getZonedParts,
  isValidDateKey,
  parseTime,
  weekdayOfDateKey,
  zonedDateTimeToInstant,
} from "./business-time.ts";

export type StoreHoursRow = {
  day_of_week: string;
  open_time: string;
  close_time: string;
  is_closed: boolean;
};

/**
 * A holiday or special hours for dates start_date..end_date (inclusive, YYYY-MM-DD in the business
 * time zone). It replaces the weekly row of each of its dates: closed, or open open_time-close_time.
 */
export type StoreClosure = {
  start_date: string;
  end_date: string;
  kind: "closed" | "special";
  open_time: string | null;
  close_time: string | null;
  label: string;
};

/** The weekly rows with the closures that override some dates. */
export type StoreSchedule = { hours: readonly StoreHoursRow[]; closures: readonly StoreClosure[] };

/** What the hours rules read: the weekly rows alone (no closures), or a whole schedule. */
export type HoursSource = readonly StoreHoursRow[] | StoreSchedule;

export type StoreStatus = { isOpen: boolean; nextOpenText: string };

export const SLOT_STEP_MINUTES = 30;
const MINUTES_PER_DAY = 1440;

// Used only when the hours table cannot be read: open 10:00-20:59 business time.
const FALLBACK_OPEN_AFTER_HOUR = 9;
const FALLBACK_CLOSE_HOUR = 21;
const FALLBACK_NEXT_OPEN_TEXT = "09:00 AM";

type DayWindow = { open: number; close: number };

/** Longest look-ahead for the next opening when closures keep the store shut for weeks. */
const MAX_NEXT_OPENING_DAYS = 400;
const NO_CLOSURES: readonly StoreClosure[] = [];

function weeklyRows(source: HoursSource): readonly StoreHoursRow[] {
  return isSchedule(source) ? source.hours : source;
}

function closuresOf(source: HoursSource): readonly StoreClosure[] {
  return isSchedule(source) ? source.closures : NO_CLOSURES;
}

function isSchedule(source: HoursSource): source is StoreSchedule {
  return !Array.isArray(source);
}

/** The closure covering a date (inclusive range), if any; date keys compare as text. */
export function findClosureForDate(
  closures: readonly StoreClosure[],
  dateKey: string,
): StoreClosure | undefined {
  return closures.find((closure) => closure.start_date <= dateKey && dateKey <= closure.end_date);
}

/** The row for a day; rows are matched case-insensitively because they come from admin input. */
export function findHoursRow(hours: readonly StoreHoursRow[], dayName: DayName): StoreHoursRow | undefined {
  return hours.find((row) => row.day_of_week.trim().toLowerCase() === dayName);
}

/** Open and close minutes of a day that is not closed; null when closed, missing or unreadable. */
function getDayWindow(row: StoreHoursRow | undefined): DayWindow | null {
  if (!row || row.is_closed) return null;
  const open = parseTime(row.open_time);
  const close = parseTime(row.close_time);
  if (open === null || close === null) return null;
  return { open, close };
}

function isAllDay({ open, close }: DayWindow): boolean {
  return open === 0 && close === 0;
}

function isWindowOpenAt(window: DayWindow | null, minutes: number): boolean {
  if (!window) return false;
  if (isAllDay(window)) return true;
  const { open, close } = window;
  // docs/product/03-ordering.md §3.1 checks only the current day's row, even for the after-midnight part.
  if (close < open) return minutes >= open || minutes < close;
  return minutes >= open && minutes < close;
}

export function isOpenAt(hours: HoursSource, instant: Date, timeZone: string): boolean {
  const now = getZonedParts(instant, timeZone);
  return isWindowOpenAt(getDayWindow(findRowForDate(hours, now.dateKey)), now.minutes);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** "Monday, Jan 5": a day more than a week ahead needs its date, not only its weekday. */
function dayWithDate(dayName: DayName, dateKey: string): string {
  const [, month, day] = dateKey.split("-").map(Number);
  return `${capitalize(dayName)}, ${MONTH_ABBREVIATIONS[(month ?? 1) - 1] ?? ""} ${day}`;
}

/** How many days ahead the next opening is looked for: a week, or a week past the last closure. */
function lookAheadDays(closures: readonly StoreClosure[], today: string): number {
  let days = 7;
  for (const closure of closures) {
    if (closure.end_date < today || !isValidDateKey(closure.end_date)) continue;
    days = Math.max(days, daysBetween(today, closure.end_date) + 7);
  }
  return Math.min(days, MAX_NEXT_OPENING_DAYS);
}

/** Empty while the store is open, or when no day in the look-ahead opens. */
export function getNextOpeningText(hours: HoursSource, instant: Date, timeZone: string): string {
  const now = getZonedParts(instant, timeZone);
  if (isWindowOpenAt(getDayWindow(findRowForDate(hours, now.dateKey)), now.minutes)) return "";
  // Seven days ahead reaches the same weekday next week when today's opening has passed; closures
  // (a two-week holiday) push the look-ahead past their last day.
  const maxOffset = lookAheadDays(closuresOf(hours), now.dateKey);
  let dateKey = now.dateKey;
  for (let offset = 0; offset <= maxOffset; offset++, dateKey = addDaysToDateKey(dateKey, 1)) {
    const dayName = DAY_NAMES[(now.weekday + offset) % 7];
    if (!dayName) continue;
    const row = findRowForDate(hours, dateKey);
    const window = getDayWindow(row);
    if (!row || !window) continue;
    if (offset === 0 && window.open <= now.minutes) continue;
    const time = formatTime12h(row.open_time);
    if (offset === 0) return `Today at ${time}`;
    if (offset === 1) return `Tomorrow at ${time}`;
    if (offset <= 7) return `${capitalize(dayName)} at ${time}`;
    return `${dayWithDate(dayName, dateKey)} at ${time}`;
  }
  return "";
}

/**
 * The instant of the first opening strictly after `instant` (today's later opening, or a later
 * day's), honouring closures; null when none opens in the look-ahead. While the store is open this
 * is the opening after today's, which is when something sold out "today" comes back.
 */
export function getNextOpeningInstant(hours: HoursSource, instant: Date, timeZone: string): Date | null {
  const now = getZonedParts(instant, timeZone);
  const maxOffset = lookAheadDays(closuresOf(hours), now.dateKey);
  let dateKey = now.dateKey;
  for (let offset = 0; offset <= maxOffset; offset++, dateKey = addDaysToDateKey(dateKey, 1)) {
    const window = getDayWindow(findRowForDate(hours, dateKey));
    if (!window) continue;
    if (offset === 0 && window.open <= now.minutes) continue;
    return zonedDateTimeToInstant(dateKey, formatMinutesAsTime(window.open), timeZone);
  }
  return null;
}

export function getStoreStatus(
  hours: HoursSource | null | undefined,
  instant: Date,
  timeZone: string,
): StoreStatus {
  if (!hours || weeklyRows(hours).length === 0) {
    const { hour } = getZonedParts(instant, timeZone);
    const isOpen = hour > FALLBACK_OPEN_AFTER_HOUR && hour < FALLBACK_CLOSE_HOUR;
    return { isOpen, nextOpenText: isOpen ? "" : FALLBACK_NEXT_OPEN_TEXT };
  }
  const isOpen = isOpenAt(hours, instant, timeZone);
  return { isOpen, nextOpenText: isOpen ? "" : getNextOpeningText(hours, instant, timeZone) };
}

/** Minutes since the day's midnight at which each slot starts; may exceed 1440 past midnight. */
function listSlotMinutes(row: StoreHoursRow | undefined): number[] {
  const window = getDayWindow(row);
  if (!window) return [];
  const { open, close } = window;
  let end = close;
  if (isAllDay(window)) end = MINUTES_PER_DAY;
  else if (close < open) end = close + MINUTES_PER_DAY;
  const slots: number[] = [];
  // The last slot starts a full step before closing so the order can still be prepared.
  for (let start = open; start + SLOT_STEP_MINUTES <= end; start += SLOT_STEP_MINUTES) {
    slots.push(start);
  }
  return slots;
}

export function getTimeSlots(row: StoreHoursRow | undefined): string[] {
  return listSlotMinutes(row).map(formatMinutesAsTime);
}

/**
 * The one place a date's hours are chosen: a closure covering the date replaces the weekly row of
 * its weekday (closed, or its special times); otherwise the weekly row.
 */
export function findRowForDate(hours: HoursSource, dateKey: string): StoreHoursRow | undefined {
  if (!isValidDateKey(dateKey)) return undefined;
  const dayName = DAY_NAMES[weekdayOfDateKey(dateKey)];
  if (!dayName) return undefined;
  const closure = findClosureForDate(closuresOf(hours), dateKey);
  if (closure) {
    if (closure.kind === "special" && closure.open_time && closure.close_time) {
      return {
        day_of_week: dayName,
        open_time: closure.open_time,
        close_time: closure.close_time,
        is_closed: false,
      };
    }
    return { day_of_week: dayName, open_time: "00:00", close_time: "00:00", is_closed: true };
  }
  return findHoursRow(weeklyRows(hours), dayName);
}

export function getSlotsForDate(hours: HoursSource, dateKey: string): string[] {
  return getTimeSlots(findRowForDate(hours, dateKey));
}

/** A day without a single bookable slot cannot be scheduled, so it counts as closed. */
export function isDayClosed(hours: HoursSource, dateKey: string): boolean {
  return getSlotsForDate(hours, dateKey).length === 0;
}

/**
 * The instant a slot of a day's schedule denotes, or null when it is not one of that day's slots.
 * A slot after midnight in hours that cross midnight belongs to the next calendar day.
 */
export function resolveSlotInstant(
  hours: HoursSource,
  dateKey: string,
  time: string,
  timeZone: string,
): Date | null {
  const minutes = parseTime(time);
  if (minutes === null) return null;
  const slot = listSlotMinutes(findRowForDate(hours, dateKey)).find(
    (start) => start % MINUTES_PER_DAY === minutes,
  );
  if (slot === undefined) return null;
  const slotDate = slot >= MINUTES_PER_DAY ? addDaysToDateKey(dateKey, 1) : dateKey;
  return zonedDateTimeToInstant(slotDate, formatMinutesAsTime(slot), timeZone);
}

export function isValidFutureSlot(
  hours: HoursSource,
  dateKey: string,
  time: string,
  now: Date,
  timeZone: string,
): boolean {
  const instant = resolveSlotInstant(hours, dateKey, time, timeZone);
  return instant !== null && instant.getTime() > now.getTime();
}
