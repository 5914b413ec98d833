import type { MiddlewareHandler } from "hono";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_MESSAGE = "This request did not come from this site.";

/** True when a state-changing request was sent by a page of this site (CSRF defence). */
export function isSameOriginRequest(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("Origin");
  if (origin) {
    if (origin === "null") return false;
    return origin === new URL(publicUrl).origin || origin === new URL(request.url).origin;
  }
  // Browsers send Origin with every POST; without it, only a same-origin fetch metadata passes.
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

/**
 * Every /admin and /api/admin response: never cached (a shared cache or the back button must not
 * show an admin page to the next person), never indexed, and refused when a non-GET request comes
 * from another origin.
 */
export function adminGuard(publicUrl: string): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    // Set before anything can fail, so error answers carry them too.
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c.req.raw, publicUrl))
      throw new AppError("FORBIDDEN", CROSS_ORIGIN_MESSAGE);
    await next();
    // Pages are built outside Hono: put them on the final response as well.
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };
}

const ADMIN_PATH = /^\/(api\/)?admin(\/|$)/;

/**
 * Sends an /admin or /api/admin path written in any other case to its lower-case form before any
 * route runs: page routes match case-insensitively, so /ADMIN/orders would otherwise reach the
 * admin pages past the guard above (no `no-store`, no cross-origin refusal). 301 for reads, 308
 * (method and body kept) for the rest.
 */
export function lowerCaseAdminPaths(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const lowered = path.toLowerCase();
    if (lowered === path || !ADMIN_PATH.test(lowered)) return next();
    c.header("Cache-Control", "no-store");
    return c.redirect(`${lowered}${new URL(c.req.url).search}`, SAFE_METHODS.has(c.req.method) ? 301 : 308);
  };
}
