import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { prepareSql, runPreparedSql } from "#server/db/prepared-sql.ts";
import { rateLimits } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { hitRateLimit, pruneRateLimits } from "./service.ts";

const database = useTestDatabase();
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

const MINUTE = 60_000;
const start = new Date("2025-03-01T12:00:00.000Z");
const after = (ms: number) => new Date(start.getTime() + ms);

function hit(key: string, now?: Date, limit = 3) {
  return hitRateLimit(database.db, { key, limit, windowMs: MINUTE, now });
}

describe("hitRateLimit", () => {
  it("allows up to the limit in a window, then refuses until it ends", async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hit("contact:a", after(i * 1000)));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(results[3]?.retryAfterSeconds).toBe(57);
    expect(results[4]?.retryAfterSeconds).toBe(56);
  });

  it("starts a new window once the old one has ended", async () => {
    for (let i = 0; i < 4; i++) await hit("contact:a", after(i));
    expect((await hit("contact:a", after(MINUTE - 1))).allowed).toBe(false);
    const fresh = await hit("contact:a", after(MINUTE));
    expect(fresh).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 60,
      count: 1,
      resetInMs: 60_000,
    });
    const [row] = await database.db
      .select({ count: rateLimits.count, window_start: rateLimits.window_start })
      .from(rateLimits)
      .where(eq(rateLimits.key, "contact:a"));
    expect(row).toEqual({ count: 1, window_start: after(MINUTE) });
  });

  it("keeps keys apart", async () => {
    for (let i = 0; i < 3; i++) await hit("contact:a", start);
    expect((await hit("contact:a", start)).allowed).toBe(false);
    expect((await hit("contact:b", start)).allowed).toBe(true);
    expect((await hit("other:a", start)).allowed).toBe(true);
  });

  it("uses the database clock when no time is given", async () => {
    expect(await hit("contact:clock")).toMatchObject({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 60,
      count: 1,
    });
    const [row] = await database.db
      .select({ window_start: rateLimits.window_start })
      .from(rateLimits)
      .where(eq(rateLimits.key, "contact:clock"));
    expect(Math.abs((row?.window_start.getTime() ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it("allows exactly the limit among many concurrent hits", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        hitRateLimit(database.db, { key: "contact:burst", limit: 10, windowMs: MINUTE }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(
      results
        .filter((r) => r.allowed)
        .map((r) => r.remaining)
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [row] = await database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, "contact:burst"));
    expect(row?.count).toBe(50);
  });

  it("keeps its counters out of the write-ahead log", async () => {
    const rows = await runPreparedSql<{ relpersistence: string }>(
      database.db,
      prepareSql(
        "test_rate_limits_persistence",
        sql`select relpersistence from pg_class where relname = 'rate_limits' and relkind = 'r'`,
      ),
      {},
    );
    expect(rows.map((row) => row.relpersistence)).toEqual(["u"]);
  });

  it("rejects a limit or window that cannot work", async () => {
    await expect(hitRateLimit(database.db, { key: "k", limit: 0, windowMs: MINUTE })).rejects.toThrow(
      RangeError,
    );
    await expect(hitRateLimit(database.db, { key: "k", limit: 1, windowMs: 0 })).rejects.toThrow(RangeError);
  });
});

describe("pruneRateLimits", () => {
  it("deletes the counters whose window started before the cut-off", async () => {
    await hit("old", start);
    await hit("recent", after(10 * MINUTE));
    expect(await pruneRateLimits(database.db, after(5 * MINUTE))).toBe(1);
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys).toEqual([{ key: "recent" }]);
  });
});
