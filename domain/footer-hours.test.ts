import { describe, expect, it } from "vitest";
import type { HoursLine } from "./footer-hours.ts";
import { DEFAULT_FOOTER_HOURS, groupStoreHours, resolveFooterHours } from "./footer-hours.ts";
import type { StoreHoursRow } from "./store-hours.ts";

function row(day_of_week: string, open_time: string, close_time: string, is_closed = false): StoreHoursRow {
  return { day_of_week, open_time, close_time, is_closed };
}

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"];

const SPEC_EXAMPLE: StoreHoursRow[] = [
  ...WEEKDAYS.map((day) => row(day, "11:00", "21:00")),
  row("saturday", "11:00", "22:00"),
  row("sunday", "00:00", "00:00", true),
];

const DEFAULTS: HoursLine[] = [
  { label: "Monday - Friday", hours: "11:00 AM - 9:00 PM" },
  { label: "Saturday", hours: "11:00 AM - 10:00 PM" },
  { label: "Sunday", hours: "12:00 PM - 8:00 PM" },
];

describe("DEFAULT_FOOTER_HOURS", () => {
  it("holds the product's defaults", () => {
    expect(DEFAULT_FOOTER_HOURS).toEqual(DEFAULTS);
  });
});

describe("groupStoreHours", () => {
  it.each<[string, StoreHoursRow[], HoursLine[]]>([
    [
      "the documented example",
      SPEC_EXAMPLE,
      [
        { label: "Monday - Friday", hours: "11:00 AM - 9:00 PM" },
        { label: "Saturday", hours: "11:00 AM - 10:00 PM" },
        { label: "Sunday", hours: "Closed" },
      ],
    ],
    [
      "rows in any order (database orders by name) come out Monday first",
      [...SPEC_EXAMPLE].sort((a, b) => a.day_of_week.localeCompare(b.day_of_week)),
      [
        { label: "Monday - Friday", hours: "11:00 AM - 9:00 PM" },
        { label: "Saturday", hours: "11:00 AM - 10:00 PM" },
        { label: "Sunday", hours: "Closed" },
      ],
    ],
    [
      "the same hours every day",
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) =>
        row(d, "09:00", "17:00"),
      ),
      [{ label: "Monday - Sunday", hours: "9:00 AM - 5:00 PM" }],
    ],
    [
      "closed and 24 h variants, missing days are closed",
      [
        row("monday", "00:00", "00:00", true),
        row("tuesday", "00:00", "00:00"),
        row("wednesday", "00:00:00", "00:00:00"),
        row("thursday", "11:00:00", "21:30:00"),
        row("saturday", "18:00", "02:00"),
      ],
      [
        { label: "Monday", hours: "Closed" },
        { label: "Tuesday - Wednesday", hours: "Open 24 Hours" },
        { label: "Thursday", hours: "11:00 AM - 9:30 PM" },
        { label: "Friday", hours: "Closed" },
        { label: "Saturday", hours: "6:00 PM - 2:00 AM" },
        { label: "Sunday", hours: "Closed" },
      ],
    ],
    [
      "identical hours that are not consecutive stay apart",
      [
        row("monday", "11:00", "21:00"),
        row("tuesday", "12:00", "21:00"),
        row("wednesday", "11:00", "21:00"),
        row("thursday", "11:00", "21:00"),
        row("friday", "11:00", "21:00"),
        row("saturday", "11:00", "21:00"),
        row("sunday", "11:00", "21:00"),
      ],
      [
        { label: "Monday", hours: "11:00 AM - 9:00 PM" },
        { label: "Tuesday", hours: "12:00 PM - 9:00 PM" },
        { label: "Wednesday - Sunday", hours: "11:00 AM - 9:00 PM" },
      ],
    ],
    [
      "a closed day with leftover times groups with missing days",
      [row("monday", "11:00", "21:00", true)],
      [{ label: "Monday - Sunday", hours: "Closed" }],
    ],
  ])("%s", (_label, rows, expected) => {
    expect(groupStoreHours(rows)).toEqual(expected);
  });
});

describe("resolveFooterHours", () => {
  type Input = Parameters<typeof resolveFooterHours>[0];
  it.each<[string, Input, HoursLine[]]>([
    [
      "table rows win over settings",
      { rows: SPEC_EXAMPLE, settings: { hours_weekdays: "9 to 5" } },
      groupStoreHours(SPEC_EXAMPLE),
    ],
    [
      "no rows: all three settings",
      { rows: [], settings: { hours_weekdays: "10 - 6", hours_saturday: "10 - 4", hours_sunday: "Closed" } },
      [
        { label: "Monday - Friday", hours: "10 - 6" },
        { label: "Saturday", hours: "10 - 4" },
        { label: "Sunday", hours: "Closed" },
      ],
    ],
    [
      "rows failed to load: one setting, the rest from defaults",
      { rows: null, settings: { hours_saturday: "Noon - 4 PM", hours_sunday: "  " } },
      [
        { label: "Monday - Friday", hours: "11:00 AM - 9:00 PM" },
        { label: "Saturday", hours: "Noon - 4 PM" },
        { label: "Sunday", hours: "12:00 PM - 8:00 PM" },
      ],
    ],
    [
      "settings present but empty",
      { rows: [], settings: { hours_weekdays: "", hours_saturday: null } },
      DEFAULTS,
    ],
    ["settings failed to load", { rows: null, settings: null }, DEFAULTS],
    ["settings without hour keys", { rows: [], settings: {} }, DEFAULTS],
  ])("%s", (_label, input, expected) => {
    expect(resolveFooterHours(input)).toEqual(expected);
  });

  it("hands out copies so callers cannot change the defaults", () => {
    const lines = resolveFooterHours({ rows: null, settings: null });
    const first = lines[0];
    if (first) first.hours = "changed";
    expect(DEFAULT_FOOTER_HOURS).toEqual(DEFAULTS);
  });
});
