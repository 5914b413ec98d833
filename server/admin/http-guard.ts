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
