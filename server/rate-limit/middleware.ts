import { isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { HonoEnv } from "../http";
import type { Logger } from "../logger";
import { createRateLimiter } from "./limiter";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

export type RateLimitOptions = {
  db: Database;
  /** Names the limited action, so separate endpoints keep separate counters. */
  name: string;
  limit: number;
  windowMs: number;
  /** Read the client from X-Forwarded-For; only behind a proxy that sets it. */
  trustProxy: boolean;
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
      c.header("Retry-After", String(result.retryAfterSeconds));
      throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
    }
    await next();
  };
}

function readClientAddress(c: Context<HonoEnv>, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request (the app was called in-process, e.g. app.request).
    return undefined;
  }
}

/**
 * The part of an address that identifies one client: IPv4 as is (also when mapped into IPv6),
 * IPv6 by its /64 prefix, since one subscriber usually holds a whole /64 and could rotate inside it.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
