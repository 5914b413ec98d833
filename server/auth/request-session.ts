import type { MiddlewareHandler } from "hono";
import { SESSION_ENDS_HEADER, SIGNED_OUT_HEADER } from "#domain/admin-app.ts";
import type { HonoEnv } from "#server/http-context.ts";
import type { AdminAuth, SessionLookup } from "./admin-auth.ts";

/**
 * A request's session, looked up on first use and then remembered for the rest of the request.
 * The lookup also ends a session past the site's absolute lifetime (`session_max_days`, see
 * session-lifetime.ts), so every page, action and endpoint that reads a session applies it.
 */
export function memoSession(auth: AdminAuth, headers: Headers): () => Promise<SessionLookup> {
  let lookup: Promise<SessionLookup> | undefined;
  return () => (lookup ??= auth.readSession(headers));
}

/**
 * Gives the request its session reader and, when reading it slid the session's expiry forward or
 * found a dead cookie, puts better-auth's Set-Cookie headers on the final response. An answer to a
 * request that found nobody signed in says so (`SIGNED_OUT_HEADER`), so the admin's service worker
 * forgets the pages it keeps for offline use (docs/product/06-admin.md §6.4); one that found someone says
 * when that session ends (`SESSION_ENDS_HEADER`), after which the worker no longer shows them offline.
 */
export function sessionCookies(auth: AdminAuth): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const read = memoSession(auth, c.req.raw.headers);
    let used = false;
    c.set("readSession", () => {
      used = true;
      return read();
    });
    await next();
    if (!used) return;
    const { user, setCookies, endsAt } = await read();
    if (!user) c.res.headers.set(SIGNED_OUT_HEADER, "1");
    else if (endsAt) c.res.headers.set(SESSION_ENDS_HEADER, endsAt.toISOString());
    // A response that sets the cookie itself (sign-in, sign-out) knows better than the earlier read.
    const named = (cookie: string) => cookie.slice(0, cookie.indexOf("="));
    const already = new Set(c.res.headers.getSetCookie().map(named));
    for (const cookie of setCookies)
      if (!already.has(named(cookie))) c.res.headers.append("Set-Cookie", cookie);
  };
}
