import { describe, expect, it } from "vitest";
import type { StoreHoursRow } from "#domain/store-hours.ts";
import { formToHours, hoursToForm, storeHoursFormSchema } from "./admin-hours.ts";

const WEEK: StoreHoursRow[] = [
  { day_of_week: "monday", open_time: "11:00", close_time: "21:00", is_closed: false },
  { day_of_week: "tuesday", open_time: "11:00", close_time: "21:00", is_closed: false },
  { day_of_week: "wednesday", open_time: "11:00", close_time: "21:00", is_closed: true },
  { day_of_week: "thursday", open_time: "00:00", close_time: "00:00", is_closed: false },
  { day_of_week: "friday", open_time: "18:00", close_time: "02:00", is_closed: false },
  { day_of_week: "Saturday ", open_time: "10:00", close_time: "22:00", is_closed: false },
];

function issues(values: Record<string, string>) {
  const result = storeHoursFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the hours form", () => {
  it("reads the stored week as modes and times, and writes it back unchanged", () => {
    const form = hoursToForm(WEEK);
    expect(form.wednesday_mode).toBe("closed");
    expect(form.thursday_mode).toBe("all_day");
    expect(form.friday_mode).toBe("open");
    expect(form.saturday_mode).toBe("open");
    // A day without a row shows as closed, with times to start from.
    expect(form.sunday_mode).toBe("closed");
    expect(storeHoursFormSchema.safeParse(form).success).toBe(true);
    const back = formToHours(form);
    expect(back.find((row) => row.day_of_week === "friday")).toEqual(WEEK[4]);
    expect(back.find((row) => row.day_of_week === "thursday")).toEqual(WEEK[3]);
    expect(back.find((row) => row.day_of_week === "wednesday")).toEqual(WEEK[2]);
    expect(back.find((row) => row.day_of_week === "saturday")?.open_time).toBe("10:00");
    expect(back).toHaveLength(7);
  });

  it("refuses times that are not HH:MM, an unknown mode, and equal opening and closing times", () => {
    const form = hoursToForm(WEEK) as Record<string, string>;
    expect(issues({ ...form, monday_open: "9am" })).toEqual({
      monday_open: "Opening time must be a time like 09:30",
    });
    expect(issues({ ...form, monday_close: "24:00" })).toEqual({
      monday_close: "Closing time must be a time like 09:30",
    });
    expect(issues({ ...form, monday_mode: "sometimes" })).toEqual({
      monday_mode: "Choose Open, Open 24 hours or Closed",
    });
    expect(issues({ ...form, tuesday_open: "12:00", tuesday_close: "12:00" })).toEqual({
      tuesday_close: "Opening and closing times must differ (choose Open 24 hours for all day)",
    });
    // A closed day's times are not its business.
    expect(issues({ ...form, wednesday_open: "12:00", wednesday_close: "12:00" })).toEqual({});
    const { sunday_mode: _dropped, ...missing } = form;
    expect(issues(missing)).toEqual({ sunday_mode: "Choose Open, Open 24 hours or Closed" });
  });
});
