// How long an admin session may live however busy it is (docs/product/06-admin.md §6.1): the setting
// `session_max_days`, read on every session lookup and edited under Settings → Admins.
import * as z from "./zod.ts";

export const SESSION_MAX_DAYS_KEY = "session_max_days";
export const SESSION_MAX_DAYS_DEFAULT = 30;
export const SESSION_MAX_DAYS_MIN = 1;
export const SESSION_MAX_DAYS_MAX = 365;

function isAllowedDays(value: string): boolean {
  if (!/^\d{1,3}$/.test(value)) return false;
  const days = Number(value);
  return days >= SESSION_MAX_DAYS_MIN && days <= SESSION_MAX_DAYS_MAX;
}

/** The stored value as days; a missing or damaged value reads as the default, never as "forever". */
export function parseSessionMaxDays(stored: string | null | undefined): number {
  const value = stored?.trim() ?? "";
  return isAllowedDays(value) ? Number(value) : SESSION_MAX_DAYS_DEFAULT;
}

const DAYS_MESSAGE = `Enter a whole number of days from ${SESSION_MAX_DAYS_MIN} to ${SESSION_MAX_DAYS_MAX}`;

/** Settings → Admins → Sessions. */
export const sessionLifetimeSchema = z.object({
  maxDays: z.string({ error: () => DAYS_MESSAGE }).check(z.trim(), z.refine(isAllowedDays, DAYS_MESSAGE)),
});
export type SessionLifetimeInput = z.output<typeof sessionLifetimeSchema>;
