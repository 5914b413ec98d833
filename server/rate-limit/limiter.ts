// One rate limit (a limit per window) as one server instance applies it. The counters live in the
// database, shared by every instance, but not every hit is a round trip there: a client's first hit
// in a window is counted in the database and answered from it; the hits after it are counted here
// and reported to the database in batches every `flushMs`, each report reading back the count of all
// instances. One instance is thus exact; several together may let a client exceed the limit by what
// the others let through within one flush interval (see docs/decisions/004-rate-limit-write-behind.md).
// A burst from one address no longer queues on one locked row either.
import type { Database } from "#server/db/client.ts";
import { hitRateLimit, rateLimitResult, type RateLimitCount, type RateLimitResult } from "./service.ts";

export type RateLimiter = {
  hit: (key: string) => Promise<RateLimitResult>;
  /** Reports the hits counted here but not yet in the database. */
  flush: () => Promise<void>;
};

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** How long hits wait here before they are reported (they are reported together). */
  flushMs?: number;
  /** Told when a report fails; the hits stay counted here and go with the next report. */
  onFlushError?: (error: unknown) => void;
};

type Entry = {
  /** Date.now() at which the window ends, as the database answered. */
  endsAt: number;
  /** All instances' hits in the window, as of the last answer from the database. */
  known: number;
  /** Hits let through here since then, not yet reported. */
  pending: number;
  /** Hits being reported right now. */
  reporting: number;
};

export const DEFAULT_FLUSH_MS = 50;

export function createRateLimiter(db: Database, options: RateLimiterOptions): RateLimiter {
  const { limit, windowMs, flushMs = DEFAULT_FLUSH_MS, onFlushError } = options;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = Date.now();

  /** Takes in the database's answer; a later window replaces the entry's count, the same window raises it. */
  const learn = (key: string, answer: RateLimitCount, askedAt: number): Entry => {
    const endsAt = askedAt + answer.resetInMs;
    const entry = entries.get(key);
    if (!entry) {
      const created = { endsAt, known: answer.count, pending: 0, reporting: 0 };
      entries.set(key, created);
      return created;
    }
    // Answers of one window end within clock jitter of each other; a new window ends a window later.
    if (endsAt > entry.endsAt + windowMs / 2) {
      entry.endsAt = endsAt;
      entry.known = answer.count;
    } else {
      entry.known = Math.max(entry.known, answer.count);
    }
    return entry;
  };

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, entry] of entries) {
      if (entry.endsAt <= now && entry.pending === 0 && entry.reporting === 0) entries.delete(key);
    }
  };

  const report = async (key: string, entry: Entry) => {
    const hits = entry.pending;
    entry.pending = 0;
    entry.reporting += hits;
    const askedAt = Date.now();
    try {
      const answer = await hitRateLimit(db, { key, limit, windowMs, hits });
      entry.reporting -= hits;
      learn(key, answer, askedAt);
    } catch (error) {
      entry.reporting -= hits;
      entry.pending += hits;
      throw error;
    }
  };

  const flush = async () => {
    timer = undefined;
    const reports = [...entries]
      .filter(([, entry]) => entry.pending > 0)
      .map(([key, entry]) => report(key, entry));
    const failed = (await Promise.allSettled(reports)).filter((result) => result.status === "rejected");
    if (failed.length > 0) {
      onFlushError?.(failed[0]!.reason);
      schedule();
    }
  };

  const schedule = () => {
    timer ??= setTimeout(() => void flush(), flushMs).unref();
  };

  const hit = async (key: string): Promise<RateLimitResult> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (!entry || now >= entry.endsAt) {
      sweep(now);
      // The first hit of a window is counted in the database, so the window and every instance's
      // count come from there.
      const answer = await hitRateLimit(db, { key, limit, windowMs });
      const learned = learn(key, answer, now);
      // This hit's own count decides (concurrent first hits each get theirs), plus the hits let
      // through here that the database has not been told of.
      return rateLimitResult(answer.count + learned.pending, limit, answer.resetInMs);
    }
    entry.pending += 1;
    schedule();
    const count = entry.known + entry.pending + entry.reporting;
    return rateLimitResult(count, limit, entry.endsAt - now);
  };

  return {
    hit,
    flush: async () => {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
