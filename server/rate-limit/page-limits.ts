// Rate limits for route actions (form posts to a page), keyed like the API's by client address.
// One limiter per name and process, so the hits batched in memory are shared by every request.
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { createRateLimiter, type RateLimiter } from "./limiter.ts";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

export const PAGE_RATE_LIMITS = {
  contact: { limit: 10, windowMs: 60_000 },
  "order-cancel": { limit: 10, windowMs: 60_000 },
  "order-lookup": { limit: 60, windowMs: 60_000 },
  "catering-request": { limit: 10, windowMs: 60_000 },
} as const;

export type PageRateLimitName = keyof typeof PAGE_RATE_LIMITS;

/** Counts one hit of `name` for a client; throws RATE_LIMITED (429) once the window's limit is spent. */
export type PageRateLimit = (name: PageRateLimitName, clientKey: string) => Promise<void>;

export function createPageRateLimits(db: Database, log: Logger): PageRateLimit {
  const limiters = new Map<PageRateLimitName, RateLimiter>();
  return async (name, clientKey) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = createRateLimiter(db, {
        ...PAGE_RATE_LIMITS[name],
        onFlushError: (error) =>
          log.warn({ err: error, limit: name }, "rate-limit counts could not be stored"),
      });
      limiters.set(name, limiter);
    }
    const result = await limiter.hit(`${name}:${clientKey}`);
    if (!result.allowed) {
      throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE, {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
  };
}
