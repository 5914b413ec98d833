// "Sold out today" of docs/product/06-admin.md §6: a dish or an option stays listed but cannot be ordered
// until the store's next opening, when it comes back by itself.
import { getNextOpeningInstant, type HoursSource } from "./store-hours.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The column as the database, JSON or a loader hands it over. */
export type SoldOutRow = { sold_out_until: Date | string | null };

export function isSoldOut(row: SoldOutRow, now: Date): boolean {
  if (row.sold_out_until === null) return false;
  const until = new Date(row.sold_out_until).getTime();
  return Number.isFinite(until) && until > now.getTime();
}

/**
 * When marking sold out now ends: the store's next opening. With no opening ahead (no hours, or
 * closed for longer than the look-ahead) a day later, so nothing stays sold out for ever.
 */
export function computeSoldOutUntil(hours: HoursSource, now: Date, timeZone: string): Date {
  return getNextOpeningInstant(hours, now, timeZone) ?? new Date(now.getTime() + DAY_MS);
}
