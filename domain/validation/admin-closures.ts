// Settings → Hours → Closures: a date or a range of dates when the store is closed (a holiday) or
// keeps special hours. One schema shared by the closure form and its action.
import * as z from "./zod.ts";
import { optionalText } from "./text.ts";
import { idField } from "./id.ts";
import { isValidDateKey } from "#domain/business-time.ts";
import type { StoreClosure } from "#domain/store-hours.ts";

export const CLOSURE_KINDS = ["closed", "special"] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];
export const CLOSURE_LABEL_MAX_LENGTH = 80;

export const END_BEFORE_START_MESSAGE = "The end date must be on or after the start date.";

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const dateField = (label: string) =>
  z.string({ error: () => `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.refine((value) => value === "" || isValidDateKey(value), `${label} must be a real date`),
  );

/** Only special hours read the times; an empty one is checked below, by the field. */
const timeField = z.optional(z.string().check(z.trim()));

export type ClosureForm = {
  start_date: string;
  end_date: string;
  kind: ClosureKind;
  open_time?: string | undefined;
  close_time?: string | undefined;
  label?: string | undefined;
  /** The closure being changed (empty for a new one). */
  id?: string | undefined;
};

export const closureSchema = z
  .object({
    start_date: dateField("Start date"),
    end_date: dateField("End date"),
    kind: z.enum(CLOSURE_KINDS, { error: () => "Choose Closed or Special hours" }),
    open_time: timeField,
    close_time: timeField,
    label: optionalText("Label", CLOSURE_LABEL_MAX_LENGTH),
    id: z.optional(z.string()),
  })
  .check(
    z.superRefine((value, context) => {
      const issue = (path: keyof ClosureForm, message: string) =>
        context.addIssue({ code: "custom", path: [path], message, input: value[path] });
      if (
        isValidDateKey(value.start_date) &&
        isValidDateKey(value.end_date) &&
        value.end_date < value.start_date
      )
        issue("end_date", END_BEFORE_START_MESSAGE);
      if (value.kind !== "special") return;
      const open = value.open_time ?? "";
      const close = value.close_time ?? "";
      if (open === "") issue("open_time", "Opening time is required for special hours");
      else if (!TIME.test(open)) issue("open_time", "Opening time must be a time like 09:30");
      if (close === "") issue("close_time", "Closing time is required for special hours");
      else if (!TIME.test(close)) issue("close_time", "Closing time must be a time like 09:30");
      else if (open === close && open !== "00:00")
        issue("close_time", "Opening and closing times must differ (00:00 to 00:00 is open all day)");
    }),
  );

export type ClosureInput = z.output<typeof closureSchema>;

export const closureIdSchema = z.object({
  id: idField("Unknown closure"),
});

/** The row to store for a checked form: a closed day keeps no times. */
export function formToClosure(input: ClosureInput): StoreClosure {
  const isSpecial = input.kind === "special";
  return {
    start_date: input.start_date,
    end_date: input.end_date,
    kind: input.kind,
    open_time: isSpecial ? (input.open_time ?? null) : null,
    close_time: isSpecial ? (input.close_time ?? null) : null,
    label: input.label ?? "",
  };
}

/** An empty form: one closed day. */
export function emptyClosureForm(today: string): ClosureForm {
  return {
    start_date: today,
    end_date: today,
    kind: "closed",
    open_time: "11:00",
    close_time: "21:00",
    label: "",
  };
}

export function closureToForm(closure: StoreClosure): ClosureForm {
  return {
    start_date: closure.start_date,
    end_date: closure.end_date,
    kind: closure.kind,
    open_time: closure.open_time ?? "11:00",
    close_time: closure.close_time ?? "21:00",
    label: closure.label,
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Dec 25, 2026" for a date key. */
export function shortDateLabel(dateKey: string): string {
  const [year, month, day] = dateKey.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ""} ${day}, ${year}`;
}

/** "Dec 25, 2026" or "Dec 24, 2026 - Dec 26, 2026". */
export function closureDatesLabel(closure: Pick<StoreClosure, "start_date" | "end_date">): string {
  return closure.start_date === closure.end_date
    ? shortDateLabel(closure.start_date)
    : `${shortDateLabel(closure.start_date)} - ${shortDateLabel(closure.end_date)}`;
}

export function overlapMessage(other: Pick<StoreClosure, "start_date" | "end_date">): string {
  return `This overlaps another closure (${closureDatesLabel(other)}).`;
}

/** Said on a closure whose dates already have orders: a closure does not move booked orders. */
export function scheduledOrdersWarning(count: number): string {
  return count === 1
    ? "1 order is already scheduled on these dates: it stays booked."
    : `${count} orders are already scheduled on these dates: they stay booked.`;
}
