import type { MiddlewareHandler } from "hono";
import { clientAddressKey, readClientAddress } from "#server/client-address.ts";
import type { TrustProxy } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import type { Logger } from "#server/logger.ts";
import { createRateLimiter } from "./limiter.ts";
import { RATE_LIMITED_MESSAGE } from "./page-limits.ts";

export { RATE_LIMITED_MESSAGE };

export type RateLimitOptions = {
  db: Database;
  /** Names the limited action, so separate endpoints keep separate counters. */
  name: string;
  limit: number;
  windowMs: number;
  /** Which proxies' X-Forwarded-For entries to believe (TRUST_PROXY). */
  trustProxy: TrustProxy;
};

/** Limits requests per client address, with the counters in the database shared by all instances. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<HonoEnv> {
  const { db, name, limit, windowMs, trustProxy } = options;
  // Reports run between requests; a failure is logged with the latest request's logger.
  let log: Logger | undefined;
  const limiter = createRateLimiter(db, {
    limit,
    windowMs,
    onFlushError: (error) =>
      log?.warn({ err: error, limit: name }, "rate-limit counts could not be stored; retrying"),
  });
  return async (c, next) => {
    log = c.get("log");
    const client = clientAddressKey(readClientAddress(c, trustProxy));
    const result = await limiter.hit(`${name}:${client}`);
    c.header("RateLimit-Limit", String(limit));
    c.header("RateLimit-Remaining", String(result.remaining));
    c.header("RateLimit-Reset", String(result.retryAfterSeconds));
    if (!result.allowed) {
      throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE, {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    await next();
  };
}
