// The date range of a CSV export, from the address: two business dates, the end not before the
// start, at most a year and a day apart.
import { addDaysToDateKey, isValidDateKey } from "#domain/business-time.ts";

export const EXPORT_MAX_DAYS = 366;

export type ExportRangeResult =
  { ok: true; range: { from: string; to: string } } | { ok: false; message: string };

export function readExportRange(params: URLSearchParams): ExportRangeResult {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!isValidDateKey(from) || !isValidDateKey(to)) {
    return { ok: false, message: "Choose a start and an end date (YYYY-MM-DD) for the export." };
  }
  if (to < from) return { ok: false, message: "The end date must not be before the start date." };
  if (addDaysToDateKey(from, EXPORT_MAX_DAYS) <= to) {
    return { ok: false, message: `Export at most ${EXPORT_MAX_DAYS} days at a time.` };
  }
  return { ok: true, range: { from, to } };
}
