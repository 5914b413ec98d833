import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { auditLog, rateLimits, session, siteSecrets } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createFirstAdmin, createOrResetAdmin } from "#server/admins/admin-service.ts";
import { createAdminAuth, type AdminAuth } from "./admin-auth.ts";
import { checkAdmin } from "./require-admin.ts";
import { INVALID_CREDENTIALS_MESSAGE, signInAdmin } from "./sign-in.ts";
import { SIGN_IN_LIMITS } from "./sign-in-limits.ts";

const database = useTestDatabase();
const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
const OWNER = { name: "Olive Owner", email: "owner@example.com", password: "Correct-Horse-42" };

function cookieHeader(setCookies: string[]): Headers {
  return new Headers({ Cookie: setCookies.map((cookie) => cookie.split(";")[0]).join("; ") });
}

async function failureOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("admin sign-in", () => {
  it("creates the first admin once, then refuses a second with 409", async () => {
    const { userId } = await createFirstAdmin(database.db, OWNER);
    expect(userId).toBeTruthy();
    const second = await failureOf(createFirstAdmin(database.db, { ...OWNER, email: "other@example.com" }));
    expect(second.code).toBe("CONFLICT");
    const audit = await database.db
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity_id, userId));
    expect(audit).toEqual([{ entity: "admin_users", action: "create" }]);
  });

  it("keeps a generated signing secret with the data when none is configured", async () => {
    const auth = createAdminAuth(database.db, config);
    await auth.readSession(new Headers());
    const rows = await database.db.select({ name: siteSecrets.name }).from(siteSecrets);
    expect(rows.map((row) => row.name)).toContain("better_auth_secret");
  });

  it("signs in with an httpOnly SameSite=Lax cookie, reads the session, and signing out kills the copied cookie", async () => {
    const auth = createAdminAuth(database.db, config);
    const signedIn = await signInAdmin(
      { db: database.db, auth, addressKey: "10.0.0.1" },
      { email: "Owner@Example.com", password: OWNER.password },
      new Headers(),
    );
    const cookie = signedIn.setCookies.find((value) => value.startsWith("island-admin.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const headers = cookieHeader(signedIn.setCookies);
    const check = await checkAdmin(database.db, () => auth.readSession(headers));
    expect(check.status).toBe("admin");

    await auth.signOut(headers);
    expect((await auth.readSession(headers)).user).toBeNull();
    const left = await database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, signedIn.userId));
    expect(left).toEqual([]);
  });

  it("writes each sign-in, with its address, to the audit log", async () => {
    const auth = createAdminAuth(database.db, config);
    const signedIn = await signInAdmin(
      { db: database.db, auth, addressKey: "192.0.2.44" },
      { email: OWNER.email, password: OWNER.password },
      new Headers(),
    );
    const rows = await database.db
      .select({ actor: auditLog.actor_user_id, entity: auditLog.entity, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "sign-in"));
    expect(rows).toContainEqual({
      actor: signedIn.userId,
      entity: "session",
      details: { before: null, after: { address: "192.0.2.44" } },
    });
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const auth = createAdminAuth(
      database.db,
      loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://shop.example", PAYMENT_PROVIDER: "sandbox" }),
    );
    const signedIn = await auth.signIn({ email: OWNER.email, password: OWNER.password }, new Headers());
    if (!signedIn.ok) throw new Error("sign-in failed");
    expect(signedIn.setCookies.join("\n")).toMatch(/__Secure-island-admin\.session_token=.*Secure/i);
  });

  it("refuses a forged cookie", async () => {
    const auth = createAdminAuth(database.db, config);
    const forged = new Headers({ Cookie: "island-admin.session_token=abc.def" });
    expect((await auth.readSession(forged)).user).toBeNull();
  });

  it("answers a wrong email and a wrong password alike, and limits failures per account", async () => {
    const auth = createAdminAuth(database.db, config);
    const deps = { db: database.db, auth, addressKey: "10.0.0.2" };
    const wrongEmail = await failureOf(
      signInAdmin(deps, { email: "nobody@example.com", password: OWNER.password }, new Headers()),
    );
    const wrongPassword = await failureOf(
      signInAdmin(deps, { email: OWNER.email, password: "Wrong-Password-1" }, new Headers()),
    );
    expect(wrongEmail).toEqual({ code: "UNAUTHENTICATED", message: INVALID_CREDENTIALS_MESSAGE });
    expect(wrongPassword).toEqual(wrongEmail);

    for (let attempt = 1; attempt < SIGN_IN_LIMITS.account.limit; attempt++) {
      await failureOf(signInAdmin(deps, { email: OWNER.email, password: `Wrong-${attempt}` }, new Headers()));
    }
    // Even the right password waits now: the account is locked for the window.
    const locked = await failureOf(signInAdmin(deps, OWNER, new Headers()));
    expect(locked.code).toBe("RATE_LIMITED");
    expect(locked.message).toMatch(/^Too many sign-in attempts\. Please try again in 1[45] minutes\.$/);
    // Another address is locked out of this account too.
    const elsewhere = await failureOf(signInAdmin({ ...deps, addressKey: "10.9.9.9" }, OWNER, new Headers()));
    expect(elsewhere.code).toBe("RATE_LIMITED");
  });

  it("limits failures per address across accounts", async () => {
    const auth = createAdminAuth(database.db, config);
    const deps = { db: database.db, auth, addressKey: "10.0.0.3" };
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.address.limit; attempt++) {
      await failureOf(
        signInAdmin(deps, { email: `guess${attempt}@example.com`, password: "Nope-12345678" }, new Headers()),
      );
    }
    const blocked = await failureOf(
      signInAdmin(deps, { email: "fresh@example.com", password: "Nope-12345678" }, new Headers()),
    );
    expect(blocked.code).toBe("RATE_LIMITED");
  });

  it("lets the shell reset a password, which ends the old sessions", async () => {
    const auth = createAdminAuth(database.db, config);
    const signedIn = await auth.signIn({ email: "second@example.com", password: "x" }, new Headers());
    expect(signedIn.ok).toBe(false);
    const created = await createOrResetAdmin(database.db, {
      name: "Sam Second",
      email: "second@example.com",
      password: "First-Password-1",
    });
    expect(created.created).toBe(true);
    const first = await auth.signIn(
      { email: "second@example.com", password: "First-Password-1" },
      new Headers(),
    );
    if (!first.ok) throw new Error("sign-in failed");
    const reset = await createOrResetAdmin(database.db, {
      name: "Sam Second",
      email: "second@example.com",
      password: "Second-Password-2",
    });
    expect(reset).toEqual({ userId: created.userId, created: false });
    expect((await auth.readSession(cookieHeader(first.setCookies))).user).toBeNull();
    const again = await auth.signIn(
      { email: "second@example.com", password: "Second-Password-2" },
      new Headers(),
    );
    expect(again.ok).toBe(true);
  });
});

describe("sign-in limits under a burst", () => {
  /** The sign-in service with its password checks counted (each signIn runs the verifier once). */
  function countingAuth() {
    const auth = createAdminAuth(database.db, config);
    const counted = { checks: 0 };
    const wrapped: AdminAuth = {
      ...auth,
      signIn: (input, headers) => {
        counted.checks += 1;
        return auth.signIn(input, headers);
      },
    };
    return { auth: wrapped, counted };
  }

  it("checks at most the account's limit of passwords when 60 wrong ones arrive at once", async () => {
    await createOrResetAdmin(database.db, {
      name: "Burst",
      email: "burst@example.com",
      password: OWNER.password,
    });
    const { auth, counted } = countingAuth();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        failureOf(
          signInAdmin(
            { db: database.db, auth, addressKey: `10.1.0.${attempt}` },
            { email: "burst@example.com", password: `Wrong-${attempt}` },
            new Headers(),
          ),
        ),
      ),
    );
    expect(counted.checks).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.limit);
    expect(results.filter((result) => result.code === "RATE_LIMITED")).toHaveLength(60 - counted.checks);
  });

  it("checks at most the address's limit of passwords when one address tries 60 accounts at once", async () => {
    const { auth, counted } = countingAuth();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        failureOf(
          signInAdmin(
            { db: database.db, auth, addressKey: "10.2.0.1" },
            { email: `spray${attempt}@example.com`, password: "Nope-12345678" },
            new Headers(),
          ),
        ),
      ),
    );
    expect(counted.checks).toBeLessThanOrEqual(SIGN_IN_LIMITS.address.limit);
    expect(results.every((result) => ["RATE_LIMITED", "UNAUTHENTICATED"].includes(result.code))).toBe(true);
  });

  it("signs in with the right password below the limit and forgives the earlier failures", async () => {
    await createOrResetAdmin(database.db, {
      name: "Fay",
      email: "fay@example.com",
      password: OWNER.password,
    });
    const { auth } = countingAuth();
    const deps = { db: database.db, auth, addressKey: "10.3.0.1" };
    const wrong = { email: "fay@example.com", password: "Wrong-Password-1" };
    for (let attempt = 1; attempt < SIGN_IN_LIMITS.account.limit; attempt++) {
      expect((await failureOf(signInAdmin(deps, wrong, new Headers()))).code).toBe("UNAUTHENTICATED");
    }
    await signInAdmin(deps, { email: "fay@example.com", password: OWNER.password }, new Headers());
    const counters = await database.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["sign-in:account:fay@example.com", "sign-in:address:10.3.0.1"]));
    // the account starts afresh; the address keeps its failures, not the success
    expect(counters).toEqual([{ key: "sign-in:address:10.3.0.1", count: SIGN_IN_LIMITS.account.limit - 1 }]);
    for (let attempt = 1; attempt < SIGN_IN_LIMITS.account.limit; attempt++) {
      expect((await failureOf(signInAdmin(deps, wrong, new Headers()))).code).toBe("UNAUTHENTICATED");
    }
  });
});
