import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimits } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createRateLimiter } from "./limiter.ts";

const database = useTestDatabase();
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

const MINUTE = 60_000;

async function storedCount(key: string): Promise<number | undefined> {
  const [row] = await database.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.count;
}

describe("createRateLimiter", () => {
  it("lets exactly the limit through, whether the hits come together or one after another", async () => {
    const limiter = createRateLimiter(database.db, { limit: 10, windowMs: MINUTE, flushMs: 20 });
    const burst = await Promise.all(Array.from({ length: 25 }, () => limiter.hit("checkout:a")));
    expect(burst.filter((r) => r.allowed)).toHaveLength(10);
    const later = [];
    for (let i = 0; i < 5; i++) later.push(await limiter.hit("checkout:a"));
    expect(later.map((r) => r.allowed)).toEqual([false, false, false, false, false]);
    expect(later.at(-1)?.remaining).toBe(0);
    expect(later.at(-1)?.retryAfterSeconds).toBeGreaterThan(55);

    const fresh = createRateLimiter(database.db, { limit: 3, windowMs: MINUTE, flushMs: 20 });
    const sequential = [];
    for (let i = 0; i < 5; i++) sequential.push(await fresh.hit("contact:b"));
    expect(sequential.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
  });

  it("reports the hits it counted to the database in one batch", async () => {
    const limiter = createRateLimiter(database.db, { limit: 100, windowMs: MINUTE, flushMs: 10_000 });
    for (let i = 0; i < 7; i++) await limiter.hit("checkout:c");
    // Only the window's first hit went to the database so far.
    expect(await storedCount("checkout:c")).toBe(1);
    await limiter.flush();
    expect(await storedCount("checkout:c")).toBe(7);
  });

  it("shares the count between server instances through the database", async () => {
    const first = createRateLimiter(database.db, { limit: 10, windowMs: MINUTE, flushMs: 10_000 });
    const second = createRateLimiter(database.db, { limit: 10, windowMs: MINUTE, flushMs: 10_000 });
    for (let i = 0; i < 6; i++) expect((await first.hit("checkout:d")).allowed).toBe(true);
    await first.flush();
    // The second instance's first hit reads the six hits of the first.
    expect(await second.hit("checkout:d")).toMatchObject({ allowed: true, remaining: 3 });
    const more = [];
    for (let i = 0; i < 4; i++) more.push((await second.hit("checkout:d")).allowed);
    expect(more).toEqual([true, true, true, false]);
    await second.flush();
    expect(await storedCount("checkout:d")).toBe(11);
    // And the first learns of them with its next report.
    await first.hit("checkout:d");
    await first.flush();
    expect((await first.hit("checkout:d")).allowed).toBe(false);
  });

  it("starts a new window once the old one has ended", async () => {
    const limiter = createRateLimiter(database.db, { limit: 2, windowMs: 400, flushMs: 20 });
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await limiter.hit("contact:e")).allowed);
    expect(first).toEqual([true, true, false]);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await limiter.hit("contact:e")).allowed).toBe(true);
  });

  it("keeps counting when a report fails, and reports the hits with the next one", async () => {
    const errors: unknown[] = [];
    let failing = false;
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "$client" && failing) {
          return { query: () => Promise.reject(new Error("connection lost")) };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const limiter = createRateLimiter(flaky, {
      limit: 100,
      windowMs: MINUTE,
      flushMs: 10_000,
      onFlushError: (error) => errors.push(error),
    });
    for (let i = 0; i < 4; i++) await limiter.hit("checkout:f");
    failing = true;
    await limiter.flush();
    expect(errors).toHaveLength(1);
    expect((await limiter.hit("checkout:f")).remaining).toBe(95);
    failing = false;
    await limiter.flush();
    expect(await storedCount("checkout:f")).toBe(5);
  });
});
