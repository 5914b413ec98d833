import { lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rateLimits } from "../db/schema/index";

export type RateLimitHit = {
  key: string;
  limit: number;
  windowMs: number;
  /** The moment of the hit; the database clock when absent, so every instance agrees. */
  now?: Date;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Hits still allowed in the current window. */
  remaining: number;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
};

/**
 * Counts one hit on `key` in a fixed window shared by every server instance. The read, the
 * reset of an expired window and the increment are one statement: PostgreSQL takes the row lock
 * for the conflicting insert and re-evaluates the update on the latest row, so concurrent hits
 * can never both see the same count.
 */
export async function hitRateLimit(db: Executor, input: RateLimitHit): Promise<RateLimitResult> {
  const { key, limit, windowMs } = input;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`Rate limit must be a positive integer: ${limit}`);
  if (!Number.isFinite(windowMs) || windowMs <= 0)
    throw new RangeError(`Rate window must be positive: ${windowMs}`);

  const at = input.now ? sql`${input.now.toISOString()}::timestamptz` : sql`statement_timestamp()`;
  const window = sql`(${windowMs}::double precision * interval '1 millisecond')`;
  // Qualified on purpose: inside ON CONFLICT DO UPDATE a bare column name is ambiguous with `excluded`.
  const storedStart = sql.raw(`"rate_limits"."window_start"`);
  const storedCount = sql.raw(`"rate_limits"."count"`);
  const isExpired = sql`${storedStart} + ${window} <= ${at}`;

  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, window_start: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${isExpired} then 1 else ${storedCount} + 1 end`,
        window_start: sql`case when ${isExpired} then ${at} else ${storedStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${storedStart} + ${window} - ${at}))))::int`,
    });
  if (!row) throw new Error(`Rate limit upsert returned no row for ${key}`);

  return {
    allowed: row.count <= limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: row.retryAfterSeconds,
  };
}

/** Deletes the counters whose window started before `olderThan`; returns how many went. */
export async function pruneRateLimits(db: Executor, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.window_start, olderThan))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
