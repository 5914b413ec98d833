// A list the server pages (the outbox, the activity log): the page asked for in the address, the
// rows the query skips and takes, and how many pages the total makes. The server and the page's
// pager read the same numbers from here.
import * as z from "./validation/zod.ts";

/** `?page=` as a filter schema reads it: up to five digits, anything else is left out. */
export const pageParam = z.optional(z.string().check(z.regex(/^\d{1,5}$/)));

/** One page of a list: which one (from 1), its size, and the rows before it. */
export type PageRequest = { page: number; pageSize: number; offset: number };

/** One page of rows and what the pager needs to link the others. */
export type Paged<Row> = { entries: Row[]; total: number; page: number; pageSize: number };

/** The page a value names ("3", 3); a missing, bad or hand-edited one is the first. */
export function readPageNumber(value: string | number | null | undefined): number {
  const page = typeof value === "string" ? Number(value) : (value ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What a query skips and takes for a page. */
export function toPageRequest(page: string | number | null | undefined, pageSize: number): PageRequest {
  const number = readPageNumber(page);
  return { page: number, pageSize, offset: (number - 1) * pageSize };
}

/** How many pages `total` rows fill: at least one, so an empty list is "page 1 of 1". */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
