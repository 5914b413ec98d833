import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { auditLog, rateLimits, session, siteSettings } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { createAdminAuth } from "./admin-auth.ts";
import { changeOwnPassword, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from "./change-password.ts";
import { readSessionMaxDays, saveSessionMaxDays } from "./session-lifetime.ts";
import { SIGN_IN_LIMITS } from "./sign-in-limits.ts";

const database = useTestDatabase();
const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
const OWNER = { name: "Olive Owner", email: "owner@example.com", password: "Correct-Horse-42" };
const DAY_MS = 24 * 60 * 60 * 1000;

function cookieHeader(setCookies: string[]): Headers {
  return new Headers({ Cookie: setCookies.map((cookie) => cookie.split(";")[0]).join("; ") });
}

async function failureOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error("expected the call to fail");
}

async function signIn(password = OWNER.password) {
  const auth = createAdminAuth(database.db, config);
  const result = await auth.signIn({ email: OWNER.email, password }, new Headers());
  if (!result.ok) throw new Error("sign-in failed");
  const headers = cookieHeader(result.setCookies);
  const { user } = await auth.readSession(headers);
  if (!user) throw new Error("no session");
  return { auth, headers, user };
}

async function moveSessionBack(sessionId: string, days: number) {
  await database.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(session.id, sessionId));
}

describe("changing one's own password", () => {
  it("refuses a wrong current password on its field, and a new one equal to the current", async () => {
    await createFirstAdmin(database.db, OWNER);
    const { user } = await signIn();
    const deps = { db: database.db, addressKey: "198.51.100.1" };
    const wrong = await failureOf(
      changeOwnPassword(deps, user, { currentPassword: "Not-The-Password-1", password: "Brand-New-Pass-77" }),
    );
    expect(wrong).toEqual({ code: "VALIDATION", fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
    const same = await failureOf(
      changeOwnPassword(deps, user, { currentPassword: OWNER.password, password: OWNER.password }),
    );
    expect(same).toEqual({ code: "VALIDATION", fields: { password: SAME_PASSWORD } });
  });

  it("counts wrong current passwords with the sign-in limiter, so it cannot be used to guess", async () => {
    const { user } = await signIn();
    const deps = { db: database.db, addressKey: "198.51.100.2" };
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.account.limit; attempt++) {
      const wrong = await failureOf(
        changeOwnPassword(deps, user, {
          currentPassword: `Wrong-Guess-${attempt}a`,
          password: "Brand-New-Pass-77",
        }),
      );
      expect(wrong.code).toBe("VALIDATION");
    }
    // Over the account's limit even the right password is not checked.
    const limited = await failureOf(
      changeOwnPassword(deps, user, { currentPassword: OWNER.password, password: "Brand-New-Pass-77" }),
    );
    expect(limited.code).toBe("RATE_LIMITED");
    await database.db.delete(rateLimits);
  });

  it("stores the new password, signs out the other sessions but keeps this one, and writes an audit row", async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    const { auth } = here;
    const result = await changeOwnPassword({ db: database.db, addressKey: "198.51.100.3" }, here.user, {
      currentPassword: OWNER.password,
      password: "Brand-New-Pass-77",
    });
    expect(result.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await auth.readSession(here.headers)).user?.userId).toBe(here.user.userId);
    expect((await auth.readSession(elsewhere.headers)).user).toBeNull();
    const left = await database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, here.user.userId));
    expect(left).toEqual([{ id: here.user.sessionId }]);

    expect((await auth.signIn({ email: OWNER.email, password: OWNER.password }, new Headers())).ok).toBe(
      false,
    );
    expect((await auth.signIn({ email: OWNER.email, password: "Brand-New-Pass-77" }, new Headers())).ok).toBe(
      true,
    );
    const audit = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "account"), eq(auditLog.entity_id, here.user.userId)));
    expect(audit.map((row) => (row.details as { after: unknown }).after)).toContainEqual({
      password: "(changed by its owner)",
      otherSessionsEnded: result.endedSessions,
    });
  });
});

describe("the absolute session lifetime", () => {
  it("is 30 days by default: a session opened 31 days ago is deleted however recently it was used", async () => {
    expect(await readSessionMaxDays(database.db)).toBe(30);
    const recent = await signIn("Brand-New-Pass-77");
    await moveSessionBack(recent.user.sessionId, 29);
    expect((await recent.auth.readSession(recent.headers)).user?.sessionId).toBe(recent.user.sessionId);

    await moveSessionBack(recent.user.sessionId, 31);
    const lookup = await recent.auth.readSession(recent.headers);
    expect(lookup.user).toBeNull();
    // The browser is told to drop the cookie, and the row is gone.
    expect(lookup.setCookies.some((cookie) => /session_token=;.*Max-Age=0/i.test(cookie))).toBe(true);
    const rows = await database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.id, recent.user.sessionId));
    expect(rows).toEqual([]);
  });

  it("follows the session_max_days setting, saved with an audit row", async () => {
    const { user } = await signIn("Brand-New-Pass-77");
    expect(await saveSessionMaxDays(database.db, user.userId, 60)).toBe(true);
    expect(await saveSessionMaxDays(database.db, user.userId, 60)).toBe(false);
    expect(await readSessionMaxDays(database.db)).toBe(60);
    const long = await signIn("Brand-New-Pass-77");
    await moveSessionBack(long.user.sessionId, 45);
    expect((await long.auth.readSession(long.headers)).user).not.toBeNull();

    expect(await saveSessionMaxDays(database.db, user.userId, 7)).toBe(true);
    expect((await long.auth.readSession(long.headers)).user).toBeNull();
    const audit = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entity, "site_settings"));
    expect(audit.map((row) => (row.details as { after: unknown }).after)).toEqual([
      { session_max_days: "60" },
      { session_max_days: "7" },
    ]);

    // A damaged stored value never means "forever": it reads as the default.
    await database.db
      .update(siteSettings)
      .set({ setting_value: "forever" })
      .where(eq(siteSettings.setting_key, "session_max_days"));
    expect(await readSessionMaxDays(database.db)).toBe(30);
  });

  it("says when a session ends: its idle expiry, or its absolute lifetime once that comes first", async () => {
    await database.db
      .update(siteSettings)
      .set({ setting_value: "30" })
      .where(eq(siteSettings.setting_key, "session_max_days"));
    const fresh = await signIn("Brand-New-Pass-77");
    const idle = (await fresh.auth.readSession(fresh.headers)).endsAt!;
    const [row] = await database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.id, fresh.user.sessionId));
    expect(idle.getTime()).toBe(row!.expiresAt.getTime());

    // opened 29.5 days ago: the 30 days end before the idle expiry (3 days on)
    await moveSessionBack(fresh.user.sessionId, 29.5);
    const [moved] = await database.db
      .select({ createdAt: session.createdAt })
      .from(session)
      .where(eq(session.id, fresh.user.sessionId));
    const lookup = await fresh.auth.readSession(fresh.headers);
    expect(lookup.user).not.toBeNull();
    expect(lookup.endsAt!.getTime()).toBe(moved!.createdAt.getTime() + 30 * DAY_MS);
    // nobody signed in: no end to tell
    expect((await fresh.auth.readSession(new Headers())).endsAt).toBeUndefined();
  });
});
