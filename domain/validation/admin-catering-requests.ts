// Catering requests in the admin: their statuses, the staff's notes and replies, the list's filters.
import * as z from "./zod.ts";
import { isUuid } from "./id.ts";
import { optionalText } from "./text.ts";
import { isValidDateKey } from "#domain/business-time.ts";

export const CATERING_REQUEST_STATUSES = [
  "pending",
  "contacted",
  "quoted",
  "confirmed",
  "completed",
  "cancelled",
] as const;
export type CateringRequestStatus = (typeof CATERING_REQUEST_STATUSES)[number];

export const CATERING_REQUEST_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  contacted: "Contacted",
  quoted: "Quoted",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Requests whose event is still ahead of the kitchen. */
export const OPEN_CATERING_STATUSES: readonly CateringRequestStatus[] = [
  "pending",
  "contacted",
  "quoted",
  "confirmed",
];

export const NOTES_MAX_LENGTH = 5000;

export const cateringStatusSchema = z.object({
  status: z.enum(CATERING_REQUEST_STATUSES, {
    error: () => "Choose Pending, Contacted, Quoted, Confirmed, Completed or Cancelled",
  }),
});

/** The staff's notes: may be emptied, never shown to the customer. */
export const cateringNotesSchema = z.object({
  notes: z.pipe(
    optionalText("Notes", NOTES_MAX_LENGTH),
    z.transform((value) => value ?? ""),
  ),
});

export type CateringRequestFilters = {
  status: CateringRequestStatus | null;
  from: string | null;
  to: string | null;
};

/**
 * The list's filters from the address: a status and an event date range. Anything unreadable is
 * dropped rather than refused, and a reversed range is put the right way round.
 */
export function readCateringRequestFilters(params: URLSearchParams): CateringRequestFilters {
  const status = params.get("status");
  let from = params.get("from");
  let to = params.get("to");
  from = from && isValidDateKey(from) ? from : null;
  to = to && isValidDateKey(to) ? to : null;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: (CATERING_REQUEST_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as CateringRequestStatus)
      : null,
    from,
    to,
  };
}

/** A catering request's id from the address: anything that is not a uuid is simply not found. */
export function isCateringRequestId(value: string | undefined): value is string {
  return isUuid(value);
}
