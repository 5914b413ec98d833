// The profit view's range, from the address of /admin/expenses: weeks or months, from one business
// date through another, at most 104 weeks or 24 months. Read by the page's loader and checked again
// by the server function that sums the figures.
import * as z from "./zod.ts";
import { fieldErrorsOf } from "./field-errors.ts";
import { isValidDateKey } from "#domain/business-time.ts";
import {
  PROFIT_DEFAULT_PERIODS,
  PROFIT_MAX_PERIODS,
  countPeriods,
  periodStartOf,
  shiftPeriodStart,
  type ProfitGrouping,
} from "#domain/profit.ts";

export const PROFIT_GROUPING_LABELS: Record<ProfitGrouping, string> = {
  week: "By week",
  month: "By month",
};

export type ProfitQuery = { by: ProfitGrouping; from: string; to: string };

const dateField = (label: string) =>
  z.string({ error: () => `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.refine((value) => value === "" || isValidDateKey(value), `${label} must be a real date`),
  );

const inOrder = z.refine<ProfitQuery>(
  (value) => !isValidDateKey(value.from) || !isValidDateKey(value.to) || value.from <= value.to,
  { path: ["to"], message: "The end date must not be before the start date" },
);
const notTooLong = z.refine<ProfitQuery>(
  (value) =>
    !isValidDateKey(value.from) ||
    !isValidDateKey(value.to) ||
    value.from > value.to ||
    countPeriods(value.by, value.from, value.to) <= PROFIT_MAX_PERIODS[value.by],
  {
    path: ["to"],
    error: (issue) => {
      const by = (issue.input as ProfitQuery).by;
      return by === "week"
        ? `Show at most ${PROFIT_MAX_PERIODS.week} weeks at a time`
        : `Show at most ${PROFIT_MAX_PERIODS.month} months at a time`;
    },
  },
);

export const profitQuerySchema = z
  .object({
    by: z.enum(["week", "month"], { error: () => "Choose By week or By month" }),
    from: dateField("Start date"),
    to: dateField("End date"),
  })
  .check(inOrder, notTooLong);

/** The last `PROFIT_DEFAULT_PERIODS` weeks or months through today. */
export function defaultProfitQuery(by: ProfitGrouping, today: string): ProfitQuery {
  return {
    by,
    from: shiftPeriodStart(by, periodStartOf(by, today), -(PROFIT_DEFAULT_PERIODS - 1)),
    to: today,
  };
}

export type ProfitQueryResult =
  | { ok: true; query: ProfitQuery }
  | { ok: false; query: ProfitQuery; fields: Record<string, string>; message: string };

/**
 * The range the address asks for. Nothing asked: the last twelve months. A bad range is refused
 * with its reason by the field, and the view shows the default range of the same grouping instead.
 */
export function readProfitQuery(params: URLSearchParams, today: string): ProfitQueryResult {
  const asked = { by: params.get("by"), from: params.get("from"), to: params.get("to") };
  const by: ProfitGrouping = asked.by === "week" ? "week" : "month";
  if (asked.by === null && asked.from === null && asked.to === null) {
    return { ok: true, query: defaultProfitQuery(by, today) };
  }
  const fallback = defaultProfitQuery(by, today);
  const result = profitQuerySchema.safeParse({
    by: asked.by ?? by,
    from: asked.from ?? fallback.from,
    to: asked.to ?? fallback.to,
  });
  if (result.success) return { ok: true, query: result.data };
  const fields = fieldErrorsOf(result.error.issues);
  return { ok: false, query: fallback, fields, message: Object.values(fields)[0] ?? "Check the range." };
}
