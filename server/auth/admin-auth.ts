// Sign-in, sessions and sign-out through better-auth, used only from the server: route actions
// call these functions; better-auth's own HTTP endpoints are not mounted (no public sign-up, no
// second way in). Sessions live in the `session` table, so signing out deletes the row and a copied
// cookie stops working at once.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { account, session, user, verification } from "#server/db/schema/index.ts";
import { PASSWORD_MAX_LENGTH } from "#domain/validation/admin-auth.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { resolveAuthSecret } from "./secret.ts";
import { sessionLifetimeEnd } from "./session-lifetime.ts";

/** An idle admin is signed out after this long; every request after `SESSION_REFRESH_SECONDS` slides it. */
export const SESSION_IDLE_SECONDS = 3 * 24 * 60 * 60;
export const SESSION_REFRESH_SECONDS = 60 * 60;

export type SignedInUser = { userId: string; name: string; email: string; sessionId: string };

/**
 * `endsAt`: when the signed-in session ends unless used again (its idle expiry, which slides while it
 * is used, or the site's absolute lifetime, whichever comes first); absent when nobody is signed in.
 */
export type SessionLookup = { user: SignedInUser | null; setCookies: string[]; endsAt?: Date };

export type AdminAuth = {
  /**
   * The signed-in user behind the request's cookie (null when signed out, expired or forged). A
   * session older than the site's `session_max_days` is deleted here, whatever its use.
   */
  readSession: (headers: Headers) => Promise<SessionLookup>;
  /** Checks the password and opens a session; `invalid` when the email or the password is wrong. */
  signIn: (
    input: { email: string; password: string },
    headers: Headers,
  ) => Promise<{ ok: true; userId: string; setCookies: string[] } | { ok: false; reason: "invalid" }>;
  /** Deletes the request's session row and answers the cookies that clear it in the browser. */
  signOut: (headers: Headers) => Promise<string[]>;
};

function createBetterAuth(db: Database, config: Config, secret: string) {
  return betterAuth({
    appName: "Island Spice Kitchen",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Admins are created by the first-run setup, the shell command or another admin.
      disableSignUp: true,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    // Sign-in failures are limited by our own per-address and per-account counters (sign-in-limits.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "island-admin",
      // Secure (and __Secure- prefixed) whenever the site is served over https.
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    logger: { disabled: true },
  });
}

type BetterAuthInstance = ReturnType<typeof createBetterAuth>;

/** Deletes the cookie's session row and answers the cookies that clear it in the browser. */
async function endSession(auth: BetterAuthInstance, headers: Headers): Promise<string[]> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    // No session to end (already signed out, forged cookie): nothing to delete.
    if (isAPIError(error)) return [];
    throw error;
  }
}

/** The server's sign-in service. The secret may come from the database, so the library starts on first use. */
export function createAdminAuth(db: Database, config: Config): AdminAuth {
  let instance: Promise<BetterAuthInstance> | undefined;
  const ready = (): Promise<BetterAuthInstance> => {
    instance ??= resolveAuthSecret(db, config.BETTER_AUTH_SECRET).then((secret) =>
      createBetterAuth(db, config, secret),
    );
    instance.catch(() => (instance = undefined));
    return instance;
  };

  return {
    async readSession(headers) {
      const auth = await ready();
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      const setCookies = result.headers.getSetCookie();
      const found = result.response;
      if (!found) return { user: null, setCookies };
      const lifetimeEnd = await sessionLifetimeEnd(db, new Date(found.session.createdAt));
      if (Date.now() > lifetimeEnd.getTime())
        return { user: null, setCookies: await endSession(auth, headers) };
      const expiresAt = new Date(found.session.expiresAt);
      return {
        endsAt: expiresAt < lifetimeEnd ? expiresAt : lifetimeEnd,
        user: {
          userId: found.user.id,
          name: found.user.name,
          email: found.user.email,
          sessionId: found.session.id,
        },
        setCookies,
      };
    },

    async signIn(input, headers) {
      const auth = await ready();
      try {
        const result = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers,
          returnHeaders: true,
        });
        return { ok: true, userId: result.response.user.id, setCookies: result.headers.getSetCookie() };
      } catch (error) {
        // Unknown email, wrong password and a malformed email all read the same to the visitor.
        if (isAPIError(error) && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST"))
          return { ok: false, reason: "invalid" };
        throw error;
      }
    },

    async signOut(headers) {
      return endSession(await ready(), headers);
    },
  };
}
