// Sign-in attempts are counted per client address and per account in the shared `rate_limits`
// counters (server/rate-limit), exactly: every attempt is one upsert, which sign-in can afford. The
// attempt is counted before the password is checked (a burst cannot outrun the count); a success
// takes it back, so in effect only failures count.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { hitRateLimit } from "#server/rate-limit/service.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** A shared office or a phone network puts several people behind one address. */
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
  account: { limit: 5, windowMs: FIFTEEN_MINUTES },
} as const;

function keysFor(addressKey: string, email: string) {
  return {
    address: `sign-in:address:${addressKey}`,
    account: `sign-in:account:${email.trim().toLowerCase()}`,
  };
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * Counts this attempt against the address, then the account, BEFORE any password is checked, and
 * refuses (429) once either counter is over its limit. Each count is one atomic upsert that answers
 * the new count, so a burst of parallel attempts gets at most `limit` password checks: the ones
 * after it see a count over the limit without waiting for the first ones to finish.
 */
export async function takeSignInAttempt(db: Database, addressKey: string, email: string): Promise<void> {
  const keys = keysFor(addressKey, email);
  for (const counter of ["address", "account"] as const) {
    const hit = await hitRateLimit(db, { key: keys[counter], ...SIGN_IN_LIMITS[counter] });
    if (!hit.allowed) {
      const seconds = hit.retryAfterSeconds;
      throw new AppError("RATE_LIMITED", tooManyAttemptsMessage(seconds), { retryAfterSeconds: seconds });
    }
  }
}

/**
 * A successful sign-in forgives the account's earlier failures and gives its own attempt back to the
 * address, so only failures use up the limits and an admin who types the password right is never
 * slowed down.
 */
export async function forgiveSignIn(db: Database, addressKey: string, email: string): Promise<void> {
  const keys = keysFor(addressKey, email);
  await db.delete(rateLimits).where(eq(rateLimits.key, keys.account));
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keys.address));
}
