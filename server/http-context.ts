// The types every HTTP handler shares: what Hono keeps per request, and what page loaders and
// actions receive as their load context. Kept apart from server/http.ts, which imports the area
// APIs that use them, so no module imports back into the app that mounts it.
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import type { PaymentProvider } from "./adapters/payments/types.ts";
import type { AdminAuth, SessionLookup } from "./auth/admin-auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import type { ResolveHost } from "./outbound/addresses.ts";
import type { PageRateLimitName } from "./rate-limit/page-limits.ts";

export type HonoEnv = {
  Variables: {
    requestId: string;
    /** Made when first asked for (responseNonce): an API answer never needs one. */
    nonce: string | undefined;
    /** A cached page's policy with its script hashes (server/page-cache), in place of the nonce's. */
    contentSecurityPolicy: string | undefined;
    /** Set while the page cache renders a page for everyone: no nonce, the whole document at once. */
    renderForCache: { log: Logger } | undefined;
    log: Logger;
    /** This request's signed-in user, read once however many handlers ask (server/auth/request-session.ts). */
    readSession: (() => Promise<SessionLookup>) | undefined;
  };
};

/** This response's script nonce, made on first use: only HTML documents carry one. */
export function responseNonce(c: Context<HonoEnv>): string {
  let nonce = c.get("nonce");
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
  }
  return nonce;
}

export type RequestContext = {
  db: Database;
  config: Config;
  log: Logger;
  /** Per-response nonce that every inline script must carry under the CSP; "" for a cached page. */
  nonce: string;
  /**
   * True when the page is rendered once for every visitor (server/page-cache, docs/product/02-public-pages.md
   * §2.13): the document is written whole, without a nonce; the CSP lists its inline scripts' hashes.
   */
  renderForCache?: boolean;
  /** The client's address as the server trusts it (server/client-address.ts); undefined in-process. */
  clientAddress: string | undefined;
  payments: PaymentProvider;
  /** Counts one hit of a page action's limit for this client; throws RATE_LIMITED (429) once spent. */
  rateLimit: (name: PageRateLimitName) => Promise<void>;
  /** Admin sign-in and this request's session (read once per request). */
  auth: { service: AdminAuth; readSession: () => Promise<SessionLookup> };
  /**
   * Resolves a host an admin typed or a browser gave before the server connects to it
   * (server/outbound/addresses.ts): the machine's resolver when absent; a stand-in in tests.
   */
  resolveHost?: ResolveHost;
};

export type PageHandler = (request: Request, context: RequestContext) => Promise<Response>;
