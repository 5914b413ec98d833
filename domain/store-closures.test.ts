import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE } from "./business-time.ts";
import { describeUpcomingClosures } from "./footer-hours.ts";
import { findCurrentSlot } from "./slot-capacity.ts";
import { isDateSelectable, listOpenSlots } from "./schedule.ts";
import {
  getNextOpeningText,
  getSlotsForDate,
  getStoreStatus,
  isDayClosed,
  isOpenAt,
  resolveSlotInstant,
  type StoreClosure,
  type StoreHoursRow,
  type StoreSchedule,
} from "./store-hours.ts";

const NY = DEFAULT_TIMEZONE;

function row(day_of_week: string, open_time: string, close_time: string, is_closed = false): StoreHoursRow {
  return { day_of_week, open_time, close_time, is_closed };
}

// Every day 11:00-21:00. 2026-12-24 is a Thursday, 2026-12-25 a Friday (EST, UTC-5).
const WEEK: StoreHoursRow[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
].map((day) => row(day, "11:00", "21:00"));

function closed(start_date: string, end_date = start_date, label = "Holiday"): StoreClosure {
  return { start_date, end_date, kind: "closed", open_time: null, close_time: null, label };
}

function special(start_date: string, end_date: string, open_time: string, close_time: string): StoreClosure {
  return { start_date, end_date, kind: "special", open_time, close_time, label: "Special hours" };
}

function schedule(...closures: StoreClosure[]): StoreSchedule {
  return { hours: WEEK, closures };
}

const at = (local: string) => new Date(`${local}-05:00`);

describe("a closed date", () => {
  const christmas = schedule(closed("2026-12-25", "2026-12-25", "Christmas"));

  it("is closed all day although its weekday is open", () => {
    expect(isOpenAt(christmas, at("2026-12-25T12:00:00"), NY)).toBe(false);
    expect(isOpenAt(WEEK, at("2026-12-25T12:00:00"), NY)).toBe(true);
    expect(getStoreStatus(christmas, at("2026-12-25T12:00:00"), NY)).toEqual({
      isOpen: false,
      nextOpenText: "Tomorrow at 11:00 AM",
    });
  });

  it("is skipped by the next opening text", () => {
    expect(getNextOpeningText(christmas, at("2026-12-24T22:00:00"), NY)).toBe("Saturday at 11:00 AM");
  });

  it("has no slots and counts as a closed day", () => {
    expect(getSlotsForDate(christmas, "2026-12-25")).toEqual([]);
    expect(isDayClosed(christmas, "2026-12-25")).toBe(true);
    expect(resolveSlotInstant(christmas, "2026-12-25", "12:00", NY)).toBeNull();
    expect(isDateSelectable(christmas, "2026-12-25", at("2026-12-20T12:00:00"), NY)).toBe(false);
    expect(isDateSelectable(christmas, "2026-12-26", at("2026-12-20T12:00:00"), NY)).toBe(true);
  });

  it("takes no order for now: no current kitchen slot", () => {
    expect(findCurrentSlot(christmas, at("2026-12-25T12:10:00"), NY)).toBeNull();
  });

  it("leaves the other dates on the weekly hours", () => {
    expect(getSlotsForDate(christmas, "2026-12-24")).toEqual(getSlotsForDate(WEEK, "2026-12-24"));
    expect(isOpenAt(christmas, at("2026-12-24T12:00:00"), NY)).toBe(true);
  });
});

describe("range boundaries are inclusive", () => {
  const range = schedule(closed("2026-12-24", "2026-12-26"));
  it.each([
    ["2026-12-23", false],
    ["2026-12-24", true],
    ["2026-12-25", true],
    ["2026-12-26", true],
    ["2026-12-27", false],
  ])("%s closed: %s", (dateKey, isClosed) => {
    expect(isDayClosed(range, dateKey)).toBe(isClosed);
    expect(isOpenAt(range, at(`${dateKey}T12:00:00`), NY)).toBe(!isClosed);
  });

  it("a long closure pushes the next opening past a week, with its date", () => {
    const holiday = schedule(closed("2026-12-20", "2027-01-04"));
    expect(getNextOpeningText(holiday, at("2026-12-20T12:00:00"), NY)).toBe("Tuesday, Jan 5 at 11:00 AM");
    expect(getNextOpeningText(holiday, at("2026-12-30T12:00:00"), NY)).toBe("Tuesday at 11:00 AM");
  });
});

describe("special hours replace the day's window", () => {
  const shortDay = schedule(special("2026-12-24", "2026-12-24", "09:00", "14:00"));

  it("opens and closes at the special times", () => {
    expect(isOpenAt(shortDay, at("2026-12-24T09:30:00"), NY)).toBe(true);
    expect(isOpenAt(shortDay, at("2026-12-24T15:00:00"), NY)).toBe(false);
    expect(getNextOpeningText(shortDay, at("2026-12-24T08:00:00"), NY)).toBe("Today at 9:00 AM");
    expect(getNextOpeningText(shortDay, at("2026-12-24T15:00:00"), NY)).toBe("Tomorrow at 11:00 AM");
  });

  it("offers only its own slots", () => {
    expect(getSlotsForDate(shortDay, "2026-12-24")).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
    ]);
    expect(listOpenSlots(shortDay, "2026-12-24", at("2026-12-24T12:10:00"), NY)).toEqual([
      "12:30",
      "13:00",
      "13:30",
    ]);
  });

  it("opens a day the weekly hours keep closed", () => {
    const sundayClosed = {
      hours: WEEK.map((r) => (r.day_of_week === "sunday" ? { ...r, is_closed: true } : r)),
    };
    const openSunday: StoreSchedule = {
      ...sundayClosed,
      closures: [special("2026-12-27", "2026-12-27", "12:00", "15:00")],
    };
    expect(isDayClosed({ ...sundayClosed, closures: [] }, "2026-12-27")).toBe(true);
    expect(getSlotsForDate(openSunday, "2026-12-27")).toEqual([
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
    ]);
  });
});

describe("past-midnight special hours", () => {
  const newYearsEve = schedule(special("2026-12-31", "2026-12-31", "18:00", "02:00"));

  it("runs its slots into the next calendar day", () => {
    const slots = getSlotsForDate(newYearsEve, "2026-12-31");
    expect(slots[0]).toBe("18:00");
    expect(slots.at(-1)).toBe("01:30");
    expect(resolveSlotInstant(newYearsEve, "2026-12-31", "01:00", NY)?.toISOString()).toBe(
      "2027-01-01T06:00:00.000Z",
    );
  });

  it("is open late that night under the current day's row", () => {
    expect(isOpenAt(newYearsEve, at("2026-12-31T23:30:00"), NY)).toBe(true);
    expect(isOpenAt(newYearsEve, at("2026-12-31T12:00:00"), NY)).toBe(false);
    expect(getNextOpeningText(newYearsEve, at("2026-12-31T12:00:00"), NY)).toBe("Today at 6:00 PM");
  });

  it("the kitchen slot after midnight belongs to the special day", () => {
    expect(findCurrentSlot(newYearsEve, at("2027-01-01T00:40:00"), NY)?.toISOString()).toBe(
      "2027-01-01T05:30:00.000Z",
    );
  });
});

describe("the weekly rows alone still work", () => {
  it("an empty closure list changes nothing", () => {
    expect(getStoreStatus({ hours: WEEK, closures: [] }, at("2026-12-25T12:00:00"), NY).isOpen).toBe(true);
  });

  it("no weekly rows falls back as before, closures or not", () => {
    expect(
      getStoreStatus({ hours: [], closures: [closed("2026-12-25")] }, at("2026-12-25T12:00:00"), NY).isOpen,
    ).toBe(true);
  });
});

describe("the footer's upcoming closures", () => {
  it("lists the next ones soonest first, leaving out past ones", () => {
    const closures = [
      special("2026-12-31", "2026-12-31", "18:00", "02:00"),
      closed("2026-12-25", "2026-12-25", "Christmas"),
      closed("2026-11-26", "2026-11-26", "Thanksgiving"),
      closed("2027-01-01", "2027-01-02", ""),
      closed("2027-02-01"),
    ];
    expect(describeUpcomingClosures(closures, "2026-12-01")).toEqual([
      "Closed Dec 25 (Christmas)",
      "Dec 31: 6:00 PM - 2:00 AM (Special hours)",
      "Closed Jan 1 - Jan 2",
    ]);
  });
});
