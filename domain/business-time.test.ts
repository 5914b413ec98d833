import { afterEach, describe, expect, it } from "vitest";
import {
  DAY_NAMES,
  DEFAULT_TIMEZONE,
  addDaysToDateKey,
  formatMinutesAsTime,
  formatTime12h,
  getZonedParts,
  isValidDateKey,
  parseInstant,
  parseTime,
  rememberZoneOffsets,
  weekdayOfDateKey,
  zoneOffsetsFrom,
  zonedDateTimeToInstant,
} from "./business-time.ts";

const NY = DEFAULT_TIMEZONE;

describe("DAY_NAMES", () => {
  it("follows JS getDay(), Sunday first", () => {
    expect(DAY_NAMES).toEqual(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]);
  });
});

describe("getZonedParts", () => {
  it.each([
    // [instant, zone, dateKey, hour, minute, dayName]
    ["2026-07-04T16:00:00Z", NY, "2026-07-04", 12, 0, "saturday"],
    ["2026-01-15T04:59:00Z", NY, "2026-01-14", 23, 59, "wednesday"],
    ["2026-01-15T05:00:00Z", NY, "2026-01-15", 0, 0, "thursday"],
    // spring forward 2026-03-08: 01:59 EST is followed by 03:00 EDT
    ["2026-03-08T06:59:00Z", NY, "2026-03-08", 1, 59, "sunday"],
    ["2026-03-08T07:00:00Z", NY, "2026-03-08", 3, 0, "sunday"],
    // fall back 2026-11-01: 01:00-01:59 happens twice
    ["2026-11-01T05:30:00Z", NY, "2026-11-01", 1, 30, "sunday"],
    ["2026-11-01T06:30:00Z", NY, "2026-11-01", 1, 30, "sunday"],
    ["2026-11-01T07:00:00Z", NY, "2026-11-01", 2, 0, "sunday"],
    ["2026-12-31T23:30:00Z", "Asia/Tokyo", "2027-01-01", 8, 30, "friday"],
    ["2026-04-30T18:30:00Z", "Asia/Kolkata", "2026-05-01", 0, 0, "friday"],
    ["2026-04-30T18:30:00Z", "UTC", "2026-04-30", 18, 30, "thursday"],
  ])("%s in %s is %s %i:%i", (iso, zone, dateKey, hour, minute, dayName) => {
    const parts = getZonedParts(new Date(iso), zone);
    expect(parts).toMatchObject({ dateKey, hour, minute, dayName, minutes: hour * 60 + minute });
    expect(parts.weekday).toBe(DAY_NAMES.indexOf(dayName as (typeof DAY_NAMES)[number]));
    expect(
      `${parts.year}-${String(parts.month).padStart(2, "0")}-${String(parts.day).padStart(2, "0")}`,
    ).toBe(dateKey);
  });

  it("writes midnight as hour 0, never 24", () => {
    expect(getZonedParts(new Date("2026-06-01T04:00:00Z"), NY)).toMatchObject({ hour: 0, minutes: 0 });
  });

  it("rejects an unknown time zone", () => {
    expect(() => getZonedParts(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("addDaysToDateKey / weekdayOfDateKey", () => {
  it.each([
    ["2026-03-07", 1, "2026-03-08"],
    ["2026-03-08", 1, "2026-03-09"],
    ["2026-10-31", 1, "2026-11-01"],
    ["2026-11-01", 1, "2026-11-02"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2026-01-01", -1, "2025-12-31"],
    ["2026-11-20", 7, "2026-11-27"],
    ["2026-11-20", 0, "2026-11-20"],
  ])("%s + %i days = %s", (dateKey, days, expected) => {
    expect(addDaysToDateKey(dateKey, days)).toBe(expected);
  });

  it.each([
    ["2026-03-08", 0],
    ["2026-11-01", 0],
    ["2026-11-16", 1],
    ["2026-11-20", 5],
    ["2026-11-21", 6],
    ["2026-07-04", 6],
    ["2000-02-29", 2],
  ])("%s is weekday %i", (dateKey, weekday) => {
    expect(weekdayOfDateKey(dateKey)).toBe(weekday);
  });

  it.each(["2026-02-30", "2026-13-01", "2026-1-01", "26-01-01", "", "2026-01-01T00:00"])(
    "rejects %j",
    (dateKey) => {
      expect(isValidDateKey(dateKey)).toBe(false);
      expect(() => addDaysToDateKey(dateKey, 1)).toThrow(RangeError);
      expect(() => weekdayOfDateKey(dateKey)).toThrow(RangeError);
    },
  );
});

describe("zonedDateTimeToInstant", () => {
  it.each([
    ["2026-07-04", "12:00", NY, "2026-07-04T16:00:00.000Z"],
    ["2026-01-15", "00:00", NY, "2026-01-15T05:00:00.000Z"],
    ["2026-12-31", "23:30", NY, "2027-01-01T04:30:00.000Z"],
    // spring forward: 02:00-02:59 does not exist; the later valid reading is taken
    ["2026-03-08", "01:59", NY, "2026-03-08T06:59:00.000Z"],
    ["2026-03-08", "02:00", NY, "2026-03-08T07:00:00.000Z"],
    ["2026-03-08", "02:30", NY, "2026-03-08T07:30:00.000Z"],
    ["2026-03-08", "03:00", NY, "2026-03-08T07:00:00.000Z"],
    ["2026-03-08", "12:00", NY, "2026-03-08T16:00:00.000Z"],
    // fall back: 01:00-01:59 happens twice; the first (EDT) is taken
    ["2026-11-01", "00:59", NY, "2026-11-01T04:59:00.000Z"],
    ["2026-11-01", "01:00", NY, "2026-11-01T05:00:00.000Z"],
    ["2026-11-01", "01:30", NY, "2026-11-01T05:30:00.000Z"],
    ["2026-11-01", "02:00", NY, "2026-11-01T07:00:00.000Z"],
    ["2026-11-01", "12:00", NY, "2026-11-01T17:00:00.000Z"],
    ["2026-01-01", "09:00", "Asia/Tokyo", "2026-01-01T00:00:00.000Z"],
    ["2026-05-01", "00:00", "Asia/Kolkata", "2026-04-30T18:30:00.000Z"],
    ["2026-03-29", "01:30", "Europe/London", "2026-03-29T01:30:00.000Z"],
    ["2026-10-25", "01:30", "Europe/London", "2026-10-25T00:30:00.000Z"],
    ["2026-06-01", "08:15:30", "UTC", "2026-06-01T08:15:00.000Z"],
  ])("%s %s in %s is %s", (dateKey, time, zone, iso) => {
    expect(zonedDateTimeToInstant(dateKey, time, zone).toISOString()).toBe(iso);
  });

  it.each(["2026-03-08", "2026-11-01", "2026-07-04"])(
    "round-trips every existing half hour of %s",
    (dateKey) => {
      for (let minutes = 0; minutes < 1440; minutes += 30) {
        const time = formatMinutesAsTime(minutes);
        if (dateKey === "2026-03-08" && (time === "02:00" || time === "02:30")) continue;
        const parts = getZonedParts(zonedDateTimeToInstant(dateKey, time, NY), NY);
        expect({ dateKey: parts.dateKey, minutes: parts.minutes }).toEqual({ dateKey, minutes });
      }
    },
  );

  it.each([
    ["2026-02-30", "10:00"],
    ["2026-03-01", "24:00"],
    ["2026-03-01", "9:00"],
  ])("rejects %s %s", (dateKey, time) => {
    expect(() => zonedDateTimeToInstant(dateKey, time, NY)).toThrow(RangeError);
  });
});

describe("parseTime", () => {
  it.each([
    ["00:00", 0],
    ["09:00", 540],
    ["13:05", 785],
    ["23:59", 1439],
    ["11:00:00", 660],
    ["21:30:59", 1290],
    ["24:00", null],
    ["12:60", null],
    ["12:00:60", null],
    ["9:00", null],
    ["0900", null],
    ["", null],
    ["ab:cd", null],
    [" 09:00", null],
  ])("%j -> %s", (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });
});

describe("formatTime12h", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["00:30", "12:30 AM"],
    ["09:00", "9:00 AM"],
    ["11:59", "11:59 AM"],
    ["12:00", "12:00 PM"],
    ["13:05", "1:05 PM"],
    ["21:00:00", "9:00 PM"],
    ["23:30", "11:30 PM"],
    ["late", "late"],
    ["25:00", "25:00"],
  ])("%j -> %j", (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });
});

describe("formatMinutesAsTime", () => {
  it.each([
    [0, "00:00"],
    [570, "09:30"],
    [1410, "23:30"],
    [1440, "00:00"],
    [1530, "01:30"],
  ])("%i -> %s", (minutes, expected) => {
    expect(formatMinutesAsTime(minutes)).toBe(expected);
  });
});

describe("parseInstant", () => {
  it.each([
    ["2026-11-21T20:05:00Z", "2026-11-21T20:05:00.000Z"],
    ["2026-11-21T20:05:00.123Z", "2026-11-21T20:05:00.123Z"],
    ["2026-11-21 20:05:00+00", "2026-11-21T20:05:00.000Z"],
    ["2026-11-21 15:05:00-05:00", "2026-11-21T20:05:00.000Z"],
    ["2026-11-21T15:05:00-0500", "2026-11-21T20:05:00.000Z"],
    // no offset: the server's UTC, never the visitor's local time
    ["2026-11-21T20:05:00", "2026-11-21T20:05:00.000Z"],
    ["2026-11-21 20:05", "2026-11-21T20:05:00.000Z"],
  ])("%j -> %s", (input, iso) => {
    expect(parseInstant(input)?.toISOString()).toBe(iso);
  });

  it.each(["", "yesterday", "11/21/2026", "2026-11-21", "2026-13-21T10:00:00Z"])("%j -> null", (input) => {
    expect(parseInstant(input)).toBeNull();
  });

  it("passes valid Dates through and rejects invalid ones", () => {
    const date = new Date("2026-01-01T00:00:00Z");
    expect(parseInstant(date)).toBe(date);
    expect(parseInstant(new Date(Number.NaN))).toBeNull();
  });
});

describe("independence from the process time zone", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(["UTC", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"])(
    "gives the same business-zone answers when the process runs in %s",
    (processTz) => {
      process.env.TZ = processTz;
      // Proves the switch took effect, so the assertions below really ran in another zone.
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processTz);
      expect(getZonedParts(new Date("2026-03-08T07:00:00Z"), NY)).toMatchObject({
        dateKey: "2026-03-08",
        hour: 3,
      });
      expect(getZonedParts(new Date("2026-11-01T04:30:00Z"), NY)).toMatchObject({
        dateKey: "2026-11-01",
        hour: 0,
      });
      expect(zonedDateTimeToInstant("2026-11-01", "01:30", NY).toISOString()).toBe(
        "2026-11-01T05:30:00.000Z",
      );
      expect(zonedDateTimeToInstant("2026-03-08", "02:30", NY).toISOString()).toBe(
        "2026-03-08T07:30:00.000Z",
      );
      expect(addDaysToDateKey("2026-03-07", 1)).toBe("2026-03-08");
      expect(weekdayOfDateKey("2026-11-01")).toBe(0);
      expect(parseInstant("2026-11-21T20:05:00")?.toISOString()).toBe("2026-11-21T20:05:00.000Z");
    },
  );
});

describe("zone offsets worked out once (the browser's clock without Intl)", () => {
  const HOUR = 3_600_000;
  const formatters = new Map<string, Intl.DateTimeFormat>();
  /** The wall clock as Intl reads it, independent of the module's caches and tables. */
  function intlWallClock(epochMs: number, timeZone: string): string {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      });
      formatters.set(timeZone, formatter);
    }
    const parts = formatter.formatToParts(new Date(epochMs));
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
  }
  const intlOffset = (epochMs: number, timeZone: string) =>
    (Date.parse(`${intlWallClock(epochMs, timeZone).replace(" ", "T")}:00Z`) - epochMs) / 60_000;
  const wallClock = (epochMs: number, timeZone: string) => {
    const p = getZonedParts(new Date(epochMs), timeZone);
    return `${p.dateKey} ${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
  };

  it.each([NY, "Europe/London", "Asia/Kathmandu", "Australia/Lord_Howe", "America/Puerto_Rico"])(
    "finds every change of %s to the minute and reads the wall clock as Intl does",
    (zone) => {
      const table = zoneOffsetsFrom(new Date("2026-11-25T15:00:00Z"), zone, 400);
      expect(table.from).toBe(Date.UTC(2026, 10, 25));
      expect(table.until).toBe(table.from + 400 * 24 * HOUR);
      expect(table.changes[0]).toEqual([table.from, intlOffset(table.from, zone)]);
      for (const [index, [at, offset]] of table.changes.entries()) {
        expect(intlOffset(at, zone)).toBe(offset);
        if (index > 0) expect(intlOffset(at - 60_000, zone)).toBe(table.changes[index - 1]![1]);
      }
      rememberZoneOffsets(table);
      // every 97 minutes through the stretch (all hours of the day), and around each change
      for (let at = table.from; at < table.until; at += 97 * 60_000) {
        expect(wallClock(at, zone)).toBe(intlWallClock(at, zone));
      }
      for (const [at] of table.changes) {
        for (const near of [at - 60_000, at, at + 60_000])
          expect(wallClock(near, zone)).toBe(intlWallClock(near, zone));
      }
    },
  );

  it("has New York's two changes of 2027 at 2 a.m. local time", () => {
    const table = zoneOffsetsFrom(new Date("2026-11-25T15:00:00Z"), NY, 400);
    expect(table.changes).toEqual([
      [Date.UTC(2026, 10, 25), -300],
      [Date.parse("2027-03-14T07:00:00Z"), -240],
      [Date.parse("2027-11-07T06:00:00Z"), -300],
    ]);
  });

  it("ignores a table out of order or not starting at its stretch, and instants outside it", () => {
    const zone = "America/Chicago";
    const from = Date.UTC(2026, 0, 1);
    // a wrong table would move the clock by a whole day if it were used
    rememberZoneOffsets({ timeZone: zone, from, until: from + HOUR, changes: [[from + 1, 1440]] });
    expect(wallClock(from + 60_000, zone)).toBe(intlWallClock(from + 60_000, zone));
    rememberZoneOffsets({
      timeZone: zone,
      from,
      until: from + HOUR,
      changes: [
        [from, 1440],
        [from - 1, 0],
      ],
    });
    expect(wallClock(from + 120_000, zone)).toBe(intlWallClock(from + 120_000, zone));
    rememberZoneOffsets({ timeZone: zone, from, until: from + HOUR, changes: [[from, 1440]] });
    expect(wallClock(from + 2 * HOUR, zone)).toBe(intlWallClock(from + 2 * HOUR, zone));
  });
});
