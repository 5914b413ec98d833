import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { adminUsers, user } from "#server/db/schema/index.ts";
import { formPost, makePageContext, sessionCookieFor, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { CHOOSE_PASSWORD_MESSAGE, requireAdminForApi } from "#server/auth/require-admin.ts";
import { requireAdminForDownload } from "#app/lib/admin/require-admin.server.ts";
import type { AddAdminResult } from "#server/admins/admin-service.ts";
import { WRONG_CURRENT_PASSWORD } from "#server/auth/change-password.ts";
import { changeAccount, loadAccountPage } from "./settings-account.server.ts";
import { changeAdmins, loadAdmins } from "./settings-admins.server.ts";
import { loadSetPasswordPage, setPasswordFromForm } from "./set-password.server.ts";

const database = useTestDatabase();
const SITE = "http://shop.test";
const OWNER = { name: "Olive", email: "owner@example.com", password: "Correct-Horse-42" };

function contextFor(cookie: string | null, clientKey = "203.0.113.7") {
  return makePageContext(database.db, { clientKey, headers: cookie ? { Cookie: cookie } : {} });
}

function page(path: string) {
  return new Request(`${SITE}${path}`);
}

/** What a loader or action threw or answered: a redirect's status and target, or an AppError. */
async function outcome(work: Promise<unknown>) {
  try {
    const value = await work;
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
    return { value };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    if (isAppError(error)) return { code: error.code, fields: error.fields };
    // react-router's data(): the page's error boundary shows it
    if (typeof error === "object" && error !== null && "init" in error && "data" in error) {
      const thrown = error as { data: unknown; init: { status?: number } | null };
      return { status: thrown.init?.status, data: thrown.data };
    }
    throw error;
  }
}

async function addWithTemporaryPassword(ownerCookie: string, email: string): Promise<string> {
  const answer = await changeAdmins(
    formPost(`${SITE}/admin/settings/admins`, {
      intent: "add",
      name: "Tess Temporary",
      email,
      delivery: "temporary-password",
    }),
    contextFor(ownerCookie),
  );
  const added: AddAdminResult | undefined = "added" in answer ? answer.added : undefined;
  if (added?.delivery !== "temporary-password") throw new Error("not added");
  return added.temporaryPassword;
}

describe("an admin added with a temporary password", () => {
  it("must choose their own password at first sign-in before anything else opens", async () => {
    const ownerCookie = await signInFirstAdmin(database.db, OWNER);
    const temporary = await addWithTemporaryPassword(ownerCookie, "tess@example.com");
    const cookie = await sessionCookieFor(database.db, "tess@example.com", temporary);
    const tess = () => contextFor(cookie);

    // Every admin page shows the choose-password form in its place, and every endpoint refuses.
    const choose = {
      status: 403,
      data: { reason: "choose-password", message: CHOOSE_PASSWORD_MESSAGE, email: "tess@example.com" },
    };
    expect(await outcome(loadAccountPage(page("/admin/settings/account"), tess()))).toEqual(choose);
    expect(await outcome(loadAdmins(page("/admin/settings/admins"), tess()))).toEqual(choose);
    const download = await outcome(requireAdminForDownload(page("/admin/orders/export.csv"), tess()));
    expect(download).toEqual({ status: 302, location: "/admin/set-password" });
    const api = await outcome(requireAdminForApi(database.db, tess().auth.readSession));
    expect(api.code).toBe("FORBIDDEN");

    const shown = await loadSetPasswordPage(page("/admin/set-password"), tess());
    expect(shown).toEqual({ token: "", email: "tess@example.com", firstSignIn: true });

    const post = (fields: Record<string, string>) =>
      setPasswordFromForm(formPost(`${SITE}/admin/set-password`, fields), tess());
    const weak = await outcome(
      post({ currentPassword: temporary, password: "short", confirmPassword: "short" }),
    );
    expect(weak.code).toBe("VALIDATION");
    expect(Object.keys(weak.fields ?? {})).toEqual(["password"]);
    const wrong = await outcome(
      post({
        currentPassword: "Wrong-Temporary-1",
        password: "Chosen-Own-Pass-2026",
        confirmPassword: "Chosen-Own-Pass-2026",
      }),
    );
    expect(wrong).toEqual({ code: "VALIDATION", fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
    const chosen = await outcome(
      post({
        currentPassword: temporary,
        password: "Chosen-Own-Pass-2026",
        confirmPassword: "Chosen-Own-Pass-2026",
      }),
    );
    expect(chosen).toEqual({ status: 302, location: "/admin/dashboard" });

    // The same session now opens the admin; the page itself sends them on.
    const opened = await outcome(loadAccountPage(page("/admin/settings/account"), tess()));
    expect(opened).toEqual({ value: { name: "Tess Temporary", email: "tess@example.com" } });
    const again = await outcome(loadSetPasswordPage(page("/admin/set-password"), tess()));
    expect(again).toEqual({ status: 302, location: "/admin/dashboard" });
    const [row] = await database.db
      .select({ must: adminUsers.must_change_password })
      .from(adminUsers)
      .innerJoin(user, eq(user.id, adminUsers.user_id))
      .where(eq(user.email, "tess@example.com"));
    expect(row?.must).toBe(false);
  });

  it("a signed-out visitor without a link sees the expired-link page, and a post goes to the login", async () => {
    expect(await loadSetPasswordPage(page("/admin/set-password"), contextFor(null))).toEqual({
      token: "",
      email: null,
      firstSignIn: false,
    });
    const post = await outcome(
      setPasswordFromForm(
        formPost(`${SITE}/admin/set-password`, { password: "x", confirmPassword: "x" }),
        contextFor(null),
      ),
    );
    expect(post).toEqual({ status: 302, location: "/admin/login?redirectTo=%2Fadmin%2Fset-password" });
  });
});

describe("My account: changing one's own password", () => {
  it("checks everything on the server, refuses a wrong current password on its field, and keeps this session", async () => {
    const ownerCookie = await sessionCookieFor(database.db, OWNER.email, OWNER.password);
    const other = await sessionCookieFor(database.db, OWNER.email, OWNER.password);
    const post = (fields: Record<string, string>, cookie: string | null = ownerCookie) =>
      outcome(
        changeAccount(formPost(`${SITE}/admin/settings/account`, fields), contextFor(cookie, "203.0.113.9")),
      );

    expect(await post({ intent: "change-password" }, null)).toEqual({
      status: 302,
      location: "/admin/login?redirectTo=%2Fadmin%2Fsettings%2Faccount",
    });
    expect((await post({ intent: "nothing" })).code).toBe("BAD_REQUEST");
    const mismatch = await post({
      intent: "change-password",
      currentPassword: OWNER.password,
      password: "Kitchen-Pass-2027",
      confirmPassword: "Kitchen-Pass-2028",
    });
    expect(mismatch).toEqual({
      code: "VALIDATION",
      fields: { confirmPassword: "The passwords do not match" },
    });
    // The strength rules use the admin's real email, whatever the form says.
    const withEmail = await post({
      intent: "change-password",
      email: "someone@else.example",
      currentPassword: OWNER.password,
      password: "Owner-Kitchen-2026",
      confirmPassword: "Owner-Kitchen-2026",
    });
    expect(withEmail.code).toBe("VALIDATION");
    expect(withEmail.fields?.password).toContain("Do not use your email address");
    const wrong = await post({
      intent: "change-password",
      currentPassword: "Not-Right-At-All-1",
      password: "Kitchen-Pass-2026",
      confirmPassword: "Kitchen-Pass-2026",
    });
    expect(wrong).toEqual({ code: "VALIDATION", fields: { currentPassword: WRONG_CURRENT_PASSWORD } });

    const changed = await post({
      intent: "change-password",
      currentPassword: OWNER.password,
      password: "Kitchen-Pass-2026",
      confirmPassword: "Kitchen-Pass-2026",
    });
    expect(changed).toEqual({ value: { ok: true, intent: "change-password", endedSessions: 2 } });
    expect(await outcome(loadAccountPage(page("/admin/settings/account"), contextFor(ownerCookie)))).toEqual({
      value: { name: "Olive", email: "owner@example.com" },
    });
    expect(await outcome(loadAccountPage(page("/admin/settings/account"), contextFor(other)))).toEqual({
      status: 302,
      location: "/admin/login?redirectTo=%2Fadmin%2Fsettings%2Faccount",
    });
  });
});

describe("Settings → Admins → Sessions", () => {
  it("shows the session lifetime (30 days by default) and saves 1 to 365 days", async () => {
    const cookie = await sessionCookieFor(database.db, OWNER.email, "Kitchen-Pass-2026");
    const loaded = await loadAdmins(page("/admin/settings/admins"), contextFor(cookie));
    expect(loaded.sessionMaxDays).toBe(30);
    const save = (maxDays: string) =>
      outcome(
        changeAdmins(
          formPost(`${SITE}/admin/settings/admins`, { intent: "session-lifetime", maxDays }),
          contextFor(cookie),
        ),
      );
    for (const bad of ["0", "366", "1.5", "", "ten"])
      expect((await save(bad)).fields).toHaveProperty("maxDays");
    expect(await save("14")).toEqual({
      value: { ok: true, intent: "session-lifetime", message: "Sessions now end 14 days after sign-in." },
    });
    expect((await loadAdmins(page("/admin/settings/admins"), contextFor(cookie))).sessionMaxDays).toBe(14);
  });
});
