import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts, toast } from "./support/ordering.ts";
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
  await page.getByRole("button", { name: "Save" }).click();
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
  await page.getByLabel("Table").selectOption("notification_settings");
  await page.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL(/entity=notification_settings/);
  const latest = page.getByRole("list", { name: "Activity" }).getByRole("listitem").first();
  await expect(latest).toContainText(`${OWNER.name} — ${rows.rows[0]!.action} in notification_settings`);
  await latest.getByText("What changed").click();
  await expect(latest).toContainText(address);
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
