// Failed sign-ins are counted per client address and per account in the shared `rate_limits`
// counters (server/rate-limit), exactly: every failure is one upsert, which sign-in can afford.
// Only failures count, so an admin who types the password right is never slowed down.
import { and, inArray, sql } from "drizzle-orm";
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

/** Refuses (429) while either counter has used up its window; tells when to try again. */
export async function assertSignInAllowed(db: Database, addressKey: string, email: string): Promise<void> {
  const keys = keysFor(addressKey, email);
  const rows = await db
    .select({
      key: rateLimits.key,
      count: rateLimits.count,
      resetInMs: sql<number>`greatest(0, extract(epoch from (${rateLimits.window_start} + (case when ${rateLimits.key} = ${keys.address} then ${SIGN_IN_LIMITS.address.windowMs} else ${SIGN_IN_LIMITS.account.windowMs} end)::double precision * interval '1 millisecond' - statement_timestamp())) * 1000)::float8`,
    })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [keys.address, keys.account])));
  for (const row of rows) {
    const limit = row.key === keys.address ? SIGN_IN_LIMITS.address.limit : SIGN_IN_LIMITS.account.limit;
    const resetInMs = Number(row.resetInMs);
    if (resetInMs > 0 && row.count >= limit) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError("RATE_LIMITED", tooManyAttemptsMessage(seconds), { retryAfterSeconds: seconds });
    }
  }
}

/** Counts one failed sign-in against the address and the account. */
export async function countSignInFailure(db: Database, addressKey: string, email: string): Promise<void> {
  const keys = keysFor(addressKey, email);
  await hitRateLimit(db, { key: keys.address, ...SIGN_IN_LIMITS.address });
  await hitRateLimit(db, { key: keys.account, ...SIGN_IN_LIMITS.account });
}

/** A successful sign-in forgives the account's earlier failures (the address keeps its count). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, [keysFor("", email).account]));
}
