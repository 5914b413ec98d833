import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { hashPassword } from "#server/auth/passwords.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts, openPage, toast } from "./support/ordering.ts";
import { ensureOwner, fillLogin, OWNER, signInAsOwner } from "./support/admin.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test("a change is written to the audit log in its transaction and shown in Activity", async ({
  page,
}, testInfo) => {
  const address = `kitchen-${testInfo.project.name}@example.com`;
  await signInAsOwner(page, "/admin/settings/notifications");
  await page.getByLabel("Kitchen email").fill(address);
  // The page has a form for texts too: save the one holding the kitchen email.
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Kitchen email") })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(toast(page, "Saved")).toBeVisible();

  const rows = await withDatabase((db) =>
    db.query<{ action: string; entity: string; email: string; after: { admin_email: string } }>(
      `select a.action, a.entity, u.email, a.details->'after' as after
         from audit_log a join "user" u on u.id = a.actor_user_id
        where a.entity = 'notification_settings' order by a.id desc limit 1`,
    ),
  );
  expect(rows.rows[0]).toMatchObject({ entity: "notification_settings", email: OWNER.email });
  expect(rows.rows[0]!.after.admin_email).toBe(address);

  await page.goto("/admin/settings/activity");
  await page.getByLabel("What").selectOption({ label: "Notification settings" });
  await page.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL(/entity=notification_settings/);
  const latest = page.getByRole("list", { name: "Activity" }).getByRole("listitem").first();
  // One plain sentence: who, what, and the new address; never a table name.
  await expect(latest).toContainText(`${OWNER.name} changed the kitchen email address`);
  await expect(latest).toContainText(address);
  await expect(latest).not.toContainText("notification_settings");
  await dismissToasts(page);
  await expectNoAxeViolations(page);
});

test("the notifications switch changes at once and is stored", async ({ page }) => {
  await signInAsOwner(page, "/admin/settings/notifications");
  const toggle = page.getByRole("switch", { name: "Email the kitchen about new orders" });
  const wasOn = (await toggle.getAttribute("aria-checked")) === "true";
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(!wasOn));
  await expect
    .poll(() =>
      withDatabase(
        async (db) =>
          (
            await db.query<{ enabled: boolean }>(
              `select email_notifications_enabled as enabled from notification_settings`,
            )
          ).rows[0]?.enabled,
      ),
    )
    .toBe(!wasOn);
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-checked", String(!wasOn));
});

test("a refused toggle rolls back with the product's error toast", async ({ page }) => {
  await signInAsOwner(page, "/admin/settings/notifications");
  const toggle = page.getByRole("switch", { name: "Email the kitchen about new orders" });
  const wasOn = (await toggle.getAttribute("aria-checked")) === "true";
  // The server's own refusal of a bad value, as the browser receives it, answers the next toggle.
  const refusal = await page.request.post("/admin/settings/notifications.data", {
    form: { intent: "toggle", value: "maybe" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refusal.status()).toBe(400);
  const body = await refusal.body();
  const headers = refusal.headers();
  await page.route("**/admin/settings/notifications.data*", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 400, headers, body }) : route.continue(),
  );
  await toggle.click();
  await expect(toast(page, "Error", "Choose on or off")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", String(wasOn));
});

test("admins: add one with a temporary password that signs in, refuse removing oneself, remove the other", async ({
  page,
  browser,
}, testInfo) => {
  const email = `cook-${testInfo.project.name}@example.com`;
  await withDatabase((db) => db.query(`delete from "user" where email = $1`, [email]));
  await signInAsOwner(page, "/admin/settings/admins");
  await page.getByRole("button", { name: "Add Admin" }).click();
  const sheet = page.getByRole("dialog", { name: "Add an admin" });
  await sheet.getByLabel("Name").fill("Cook Kim");
  await sheet.getByLabel("Email", { exact: true }).fill(email);
  await sheet.getByRole("button", { name: "Add Admin" }).click();
  const password = (await sheet.getByTestId("temporary-password").textContent())?.trim() ?? "";
  expect(password.length).toBeGreaterThanOrEqual(12);
  await sheet.getByRole("button", { name: "Done" }).click();

  const other = await browser.newContext();
  const cook = await other.newPage();
  await cook.goto("/admin/login");
  await cook.waitForFunction(() => "__reactRouterDataRouter" in window);
  await fillLogin(cook, email, password);
  await cook.waitForURL("**/admin/dashboard");
  await other.close();

  // The owner's own row offers no Remove: "You".
  await expect(page.getByRole("button", { name: `Remove ${OWNER.name}` })).toHaveCount(0);
  await page.getByRole("button", { name: "Remove Cook Kim" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Cook Kim?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Admin removed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Cook Kim" })).toHaveCount(0);
  const left = await withDatabase((db) => db.query(`select 1 from "user" where email = $1`, [email]));
  expect(left.rowCount).toBe(0);
});

/** An admin of this test's own, with a known password (each project gets its own email). */
async function ensureOwnAdmin(email: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await withDatabase(async (db) => {
    await db.query(`delete from "user" where email = $1`, [email]);
    await db.query(`delete from rate_limits where key = $1`, [`sign-in:account:${email}`]);
    const id = randomUUID();
    await db.query(`insert into "user" (id, name, email) values ($1, 'Sam Second', $2)`, [id, email]);
    await db.query(
      `insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`,
      [randomUUID(), id, hash],
    );
    await db.query(`insert into admin_users (user_id, role) values ($1, 'admin')`, [id]);
  });
}

async function signInAs(page: Page, email: string, password: string, path: string): Promise<void> {
  await openPage(page, `/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await fillLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
}

test("an admin added with a temporary password chooses their own at first sign-in, before any page opens", async ({
  page,
  browser,
}, testInfo) => {
  const email = `first-${testInfo.project.name}@example.com`;
  await withDatabase((db) => db.query(`delete from "user" where email = $1`, [email]));
  await signInAsOwner(page, "/admin/settings/admins");
  await page.getByRole("button", { name: "Add Admin" }).click();
  const sheet = page.getByRole("dialog", { name: "Add an admin" });
  await sheet.getByLabel("Name").fill("Fran First");
  await sheet.getByLabel("Email", { exact: true }).fill(email);
  await sheet.getByRole("button", { name: "Add Admin" }).click();
  const temporary = (await sheet.getByTestId("temporary-password").textContent())?.trim() ?? "";
  await sheet.getByRole("button", { name: "Done" }).click();

  const other = await browser.newContext();
  const fran = await other.newPage();
  await signInAs(fran, email, temporary, "/admin/orders");
  // The page's own address, but only the form to choose a password: nothing of the orders.
  await expect(fran.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await expect(fran.getByRole("heading", { name: "Orders" })).toHaveCount(0);
  await expectNoAxeViolations(fran);

  const chosen = "Fran-Own-Choice-2026";
  await fran.getByLabel("Temporary password").fill("Not-The-Temporary-1");
  await fran.getByLabel("New password", { exact: true }).fill(chosen);
  await fran.getByLabel("Confirm password").fill(chosen);
  await fran.getByRole("button", { name: "Save Password" }).click();
  await expect(fran.getByText("The current password is not right")).toBeVisible();
  await fran.getByLabel("Temporary password").fill(temporary);
  await fran.getByRole("button", { name: "Save Password" }).click();
  await fran.waitForURL("**/admin/dashboard");
  await expect(fran.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const flag = await withDatabase((db) =>
    db.query<{ must: boolean }>(
      `select a.must_change_password as must from admin_users a join "user" u on u.id = a.user_id where u.email = $1`,
      [email],
    ),
  );
  expect(flag.rows[0]?.must).toBe(false);
  await other.close();
  await withDatabase((db) => db.query(`delete from "user" where email = $1`, [email]));
});

test("My account: a wrong current password is refused on its field; a change signs out the other devices only", async ({
  page,
  browser,
}, testInfo) => {
  const email = `account-${testInfo.project.name}@example.com`;
  const before = "Second-Admin-Pass-1";
  const after = "Second-Admin-Pass-2";
  await ensureOwnAdmin(email, before);
  const elsewhere = await browser.newContext();
  const otherDevice = await elsewhere.newPage();
  await signInAs(otherDevice, email, before, "/admin/dashboard");

  await signInAs(page, email, before, "/admin/settings");
  await page.getByRole("link", { name: /My account/ }).click();
  await page.waitForURL("**/admin/settings/account");
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Current password").fill("Wrong-Current-Pass-9");
  await page.getByLabel("New password", { exact: true }).fill(after);
  await page.getByLabel("Confirm password").fill(after);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The current password is not right")).toBeVisible();

  await page.getByLabel("Current password").fill(before);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page, "Password changed. Other devices were signed out.")).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // This device stays signed in; the other one is sent to sign in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  const replay = await otherDevice.request.get("/admin/dashboard", { maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toMatch(/^\/admin\/login\?redirectTo=/);
  await elsewhere.close();

  const audit = await withDatabase((db) =>
    db.query(
      `select 1 from audit_log a join "user" u on u.id = a.actor_user_id
        where u.email = $1 and a.entity = 'account' and a.details->'after'->>'password' = '(changed by its owner)'`,
      [email],
    ),
  );
  expect(audit.rowCount).toBe(1);
  await withDatabase((db) => db.query(`delete from "user" where email = $1`, [email]));
});

test("a session opened longer ago than the session lifetime ends at its next request", async ({
  page,
}, testInfo) => {
  const email = `lifetime-${testInfo.project.name}@example.com`;
  await ensureOwnAdmin(email, "Lifetime-Admin-Pass-1");
  await signInAs(page, email, "Lifetime-Admin-Pass-1", "/admin/dashboard");
  await withDatabase((db) =>
    db.query(
      `update session set created_at = now() - interval '31 days'
        where user_id = (select id from "user" where email = $1)`,
      [email],
    ),
  );
  await page.goto("/admin/orders");
  await page.waitForURL(/\/admin\/login\?redirectTo=%2Fadmin%2Forders/);
  const left = await withDatabase((db) =>
    db.query(`select 1 from session where user_id = (select id from "user" where email = $1)`, [email]),
  );
  expect(left.rowCount).toBe(0);
  await withDatabase((db) => db.query(`delete from "user" where email = $1`, [email]));
});

test("Settings → Admins → Sessions takes 1 to 365 days", async ({ page }) => {
  await signInAsOwner(page, "/admin/settings/admins");
  const days = page.getByLabel("Sign every admin out after (days)");
  await days.fill("0");
  await page.getByRole("button", { name: "Save Sessions" }).click();
  await expect(page.getByText("Enter a whole number of days from 1 to 365")).toBeVisible();
  await expectNoAxeViolations(page);
  // The default again, so other tests keep their sessions.
  await days.fill("30");
  await page.getByRole("button", { name: "Save Sessions" }).click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: /Sessions now end 30 days after sign-in\.|Nothing changed\./ }),
  ).toBeVisible();
  await expect(days).toHaveValue("30");
});
