// Security headers by kind of response. Every response gets the few headers that apply to any
// resource; HTML documents also get the Content-Security-Policy with the response's script nonce and
// the framing, opener and feature policies, which browsers read on documents only. Hashed assets
// thus carry a quarter of the header bytes, which adds up over a page's scripts on a slow phone.
import type { MiddlewareHandler } from "hono";
import { responseNonce, type HonoEnv } from "./http-context.ts";

export type SecurityHeaderOptions = {
  /** Send the Content-Security-Policy (production; Vite's dev server injects inline scripts). */
  contentSecurityPolicy: boolean;
  /** Send Strict-Transport-Security (the site is served over https). */
  strictTransport: boolean;
};

const CSP_WITHOUT_SCRIPTS = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Admins may point slides and items at images on https hosts.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The policy for one document: scripts only from this origin or carrying this response's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  return `${CSP_WITHOUT_SCRIPTS}; script-src 'self' 'nonce-${nonce}'`;
}

/**
 * The policy of a page kept in memory and served to many (docs/product/02-public-pages.md §2.13): the same as
 * above, with the SHA-256 hashes of the page's own inline scripts in place of a nonce.
 */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[]): string {
  const sources = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  return `${CSP_WITHOUT_SCRIPTS}; script-src ${sources.join(" ")}`;
}

/**
 * The admin's service worker's own policy (a worker follows the CSP of its script's response, not
 * the page's): it runs no other script and fetches only from this site (its phone alerts show the
 * admin's own icon).
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; connect-src 'self'; img-src 'self'; script-src 'none'; base-uri 'none'";

const EVERY_RESPONSE: ReadonlyArray<[string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

const DOCUMENTS: ReadonlyArray<[string, string]> = [
  ["X-Frame-Options", "SAMEORIGIN"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The security headers of one response: those of every resource, and for an HTML document the
 * document policies and its CSP (`policy()` is asked only when the CSP is sent).
 */
export function securityHeaderList(
  options: SecurityHeaderOptions,
  contentType: string,
  policy: () => string,
): Array<[string, string]> {
  const list: Array<[string, string]> = [...EVERY_RESPONSE];
  if (options.strictTransport) list.push(["Strict-Transport-Security", HSTS]);
  if (!contentType.startsWith("text/html")) return list;
  list.push(...DOCUMENTS);
  if (options.contentSecurityPolicy) list.push(["Content-Security-Policy", policy()]);
  return list;
}

/**
 * The CSP names the nonce the page was rendered with (set on the context before the page runs), or
 * the script hashes of a cached page (set on the context by the page cache).
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const list = securityHeaderList(
      options,
      headers.get("Content-Type") ?? "",
      () => c.get("contentSecurityPolicy") ?? contentSecurityPolicy(responseNonce(c)),
    );
    for (const [name, value] of list) headers.set(name, value);
  };
}
