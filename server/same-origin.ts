import type { Context } from "hono";

/**
 * Whether a request that changes something came from one of our own pages. Browsers send Origin on
 * every cross-site POST (and Sec-Fetch-Site where supported), so a form on another site posting to a
 * route action is recognised and refused (CSRF). A request without either header is not from a
 * browser page and carries no visitor's cookies to abuse.
 */
export function isSameOriginRequest(c: Context, publicUrl: string): boolean {
  if (c.req.header("Sec-Fetch-Site") === "cross-site") return false;
  const origin = c.req.header("Origin");
  if (!origin) return true;
  if (origin === "null") return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === c.req.header("Host") || origin === new URL(publicUrl).origin;
}
