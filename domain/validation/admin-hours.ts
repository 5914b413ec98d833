// Settings → Hours: the seven days in one form, one schema shared by the page and its action.
// A day is open between two times (closing before opening means past midnight), open 24 hours
// (stored as 00:00-00:00, as docs/product/03-ordering.md §3.1 reads it), or closed.
import * as z from "./zod.ts";
import type { DayName } from "#domain/business-time.ts";
import type { StoreHoursRow } from "#domain/store-hours.ts";

export const WEEK_MONDAY_FIRST: readonly DayName[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

export const DAY_MODES = ["open", "all_day", "closed"] as const;
export type DayMode = (typeof DAY_MODES)[number];

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = (label: string) =>
  z
    .string({ error: () => `${label} is required` })
    .check(z.regex(TIME, `${label} must be a time like 09:30`));
const mode = z.enum(DAY_MODES, { error: () => "Choose Open, Open 24 hours or Closed" });

function dayFields(day: DayName) {
  return {
    [`${day}_mode`]: mode,
    [`${day}_open`]: time("Opening time"),
    [`${day}_close`]: time("Closing time"),
  } as Record<string, typeof mode | ReturnType<typeof time>>;
}

type HoursFields = Record<`${DayName}_mode`, DayMode> &
  Record<`${DayName}_open` | `${DayName}_close`, string>;

export const storeHoursFormSchema = z
  .object(Object.assign({}, ...WEEK_MONDAY_FIRST.map(dayFields)) as Record<string, z.ZodMiniType>)
  .check(
    z.superRefine((value, context) => {
      const fields = value as HoursFields;
      for (const day of WEEK_MONDAY_FIRST) {
        if (fields[`${day}_mode`] !== "open") continue;
        if (fields[`${day}_open`] === fields[`${day}_close`])
          context.addIssue({
            code: "custom",
            path: [`${day}_close`],
            message: "Opening and closing times must differ (choose Open 24 hours for all day)",
            input: fields[`${day}_close`],
          });
      }
    }),
  ) as unknown as z.ZodMiniType<HoursFields, HoursFields>;

export type StoreHoursForm = HoursFields;

/** The form's values for the stored rows (a missing day shows as closed). */
export function hoursToForm(rows: readonly StoreHoursRow[]): StoreHoursForm {
  const form = {} as Record<string, string>;
  for (const day of WEEK_MONDAY_FIRST) {
    const row = rows.find((entry) => entry.day_of_week.trim().toLowerCase() === day);
    const isAllDay = row?.open_time === "00:00" && row.close_time === "00:00";
    form[`${day}_mode`] = !row || row.is_closed ? "closed" : isAllDay ? "all_day" : "open";
    form[`${day}_open`] = row && !isAllDay ? row.open_time : "11:00";
    form[`${day}_close`] = row && !isAllDay ? row.close_time : "21:00";
  }
  return form as StoreHoursForm;
}

/** The rows to store for a checked form; a closed day keeps its times for when it opens again. */
export function formToHours(form: StoreHoursForm): StoreHoursRow[] {
  return WEEK_MONDAY_FIRST.map((day) => {
    const dayMode = form[`${day}_mode`];
    if (dayMode === "all_day")
      return { day_of_week: day, open_time: "00:00", close_time: "00:00", is_closed: false };
    return {
      day_of_week: day,
      open_time: form[`${day}_open`],
      close_time: form[`${day}_close`],
      is_closed: dayMode === "closed",
    };
  });
}
