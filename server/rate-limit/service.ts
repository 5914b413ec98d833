import { lt, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { prepareSql, runPreparedSql } from "#server/db/prepared-sql.ts";
import { rateLimits } from "#server/db/schema/index.ts";

export type RateLimitHit = {
  key: string;
  limit: number;
  windowMs: number;
  /** The moment of the hit; the database clock when absent, so every instance agrees. */
  now?: Date;
  /** Hits counted at once (a server instance reporting the hits it has let through); 1 by default. */
  hits?: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Hits still allowed in the current window. */
  remaining: number;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
};

export type RateLimitCount = RateLimitResult & {
  /** Hits in the current window, these included, from every instance. */
  count: number;
  /** Milliseconds until the current window ends. */
  resetInMs: number;
};

// The hit, compiled once (every public POST runs it). `at` is the database clock unless a test names
// the moment; the window arrives in milliseconds.
const at = sql`coalesce(${sql.placeholder("at")}::timestamptz, statement_timestamp())`;
const window = sql`(${sql.placeholder("window_ms")}::double precision * interval '1 millisecond')`;
// Qualified on purpose: inside ON CONFLICT DO UPDATE a bare column name is ambiguous with `excluded`.
const storedStart = sql.raw(`"rate_limits"."window_start"`);
const storedCount = sql.raw(`"rate_limits"."count"`);
const isExpired = sql`${storedStart} + ${window} <= ${at}`;

const hits = sql`${sql.placeholder("hits")}::int`;

const HIT = prepareSql(
  "rate_limit_hit_v2",
  sql`insert into ${rateLimits} ("key", "count", "window_start") values (${sql.placeholder("key")}, ${hits}, ${at})
      on conflict ("key") do update set
        "count" = case when ${isExpired} then ${hits} else ${storedCount} + ${hits} end,
        "window_start" = case when ${isExpired} then ${at} else ${storedStart} end
      returning "count",
        greatest(0, extract(epoch from (${storedStart} + ${window} - ${at})) * 1000)::float8 as "reset_in_ms"`,
);

/**
 * Counts one hit on `key` in a fixed window shared by every server instance. The read, the
 * reset of an expired window and the increment are one statement: PostgreSQL takes the row lock
 * for the conflicting insert and re-evaluates the update on the latest row, so concurrent hits
 * can never both see the same count.
 */
export async function hitRateLimit(db: Database, input: RateLimitHit): Promise<RateLimitCount> {
  const { key, limit, windowMs, hits = 1 } = input;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`Rate limit must be a positive integer: ${limit}`);
  if (!Number.isFinite(windowMs) || windowMs <= 0)
    throw new RangeError(`Rate window must be positive: ${windowMs}`);
  if (!Number.isInteger(hits) || hits < 1) throw new RangeError(`Hits must be a positive integer: ${hits}`);

  const [row] = await runPreparedSql<{ count: number; reset_in_ms: number }>(db, HIT, {
    key,
    at: input.now?.toISOString() ?? null,
    window_ms: windowMs,
    hits,
  });
  if (!row) throw new Error(`Rate limit upsert returned no row for ${key}`);
  return rateLimitResult(row.count, limit, Number(row.reset_in_ms));
}

/** The answer for `count` hits in a window that ends in `resetInMs`. */
export function rateLimitResult(count: number, limit: number, resetInMs: number): RateLimitCount {
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    count,
    resetInMs,
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
