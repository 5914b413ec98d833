import pino from "pino";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { RequestContext } from "#server/http-context.ts";
import { createPageRateLimits } from "#server/rate-limit/page-limits.ts";
import { createAdminAuth } from "#server/auth/admin-auth.ts";
import { memoSession } from "#server/auth/request-session.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { resolveFromTable } from "#server/test/dns-stand-in.ts";

/**
 * The load context a page loader or action gets from server/http.ts, for calling a route's
 * *.server.ts module directly. Rate limits are real (counted in the test database); `clientKey`
 * stands for the client's address.
 */
export function makePageContext(
  db: Database,
  options: {
    clientKey?: string;
    env?: Record<string, string>;
    headers?: HeadersInit;
    /** Host names and the addresses they resolve to, beside the push services' (dns-stand-in.ts). */
    hosts?: Record<string, string[]>;
  } = {},
): RequestContext {
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: "http://shop.test",
    PAYMENT_PROVIDER: "sandbox",
    ...options.env,
  });
  const log = pino({ level: "silent" });
  const pageRateLimit = createPageRateLimits(db, log);
  const clientKey = options.clientKey ?? "203.0.113.7";
  const auth = createAdminAuth(db, config);
  return {
    db,
    config,
    log,
    nonce: "test-nonce",
    clientAddress: clientKey,
    payments: createSandboxPaymentProvider({ db, publicUrl: config.publicUrl }),
    rateLimit: (name) => pageRateLimit(name, clientKey),
    // Signed out unless the test passes the session cookie in `headers`.
    auth: { service: auth, readSession: memoSession(auth, new Headers(options.headers)) },
    // names are answered from a table, never by the internet's name servers
    resolveHost: resolveFromTable(options.hosts ?? {}),
  };
}

/** A form post as the browser sends it. */
export function formPost(url: string, fields: Record<string, string>, init: RequestInit = {}): Request {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    ...init,
  });
}

/** The session cookie of an account, signed in the way the login form signs in. */
export async function sessionCookieFor(db: Database, email: string, password: string): Promise<string> {
  const result = await makePageContext(db).auth.service.signIn({ email, password }, new Headers());
  if (!result.ok) throw new Error(`could not sign in ${email}`);
  return result.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** The first admin, as the first-run setup makes them, and their session cookie. */
export async function signInFirstAdmin(
  db: Database,
  who = { name: "Olive", email: "owner@example.com", password: "Correct-Horse-42" },
): Promise<string> {
  await createFirstAdmin(db, who);
  return sessionCookieFor(db, who.email, who.password);
}
