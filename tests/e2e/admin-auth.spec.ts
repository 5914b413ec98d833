import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts, openPage, toast } from "./support/ordering.ts";
import {
  OWNER,
  ensureNonAdmin,
  ensureOwner,
  fillLogin,
  fillSetupForm,
  sessionCookie,
  signInAsOwner,
} from "./support/admin.ts";

test.describe.configure({ mode: "serial" });

test("first-run setup creates the admin, then the setup page and its action refuse a second", async ({
  page,
  browser,
}) => {
  // Start from "no admin yet", the way a fresh clone's first `npm start` is.
  await withDatabase((db) => db.query(`delete from "user" where id in (select user_id from admin_users)`));
  await openPage(page, "/admin/login");
  await expect(page.getByText("No administrator exists yet.")).toBeVisible();
  await page.getByRole("link", { name: "Set up the first administrator" }).click();
  await expect(page.getByRole("heading", { name: "Set up the first administrator" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A weak password is refused with its reasons.
  await fillSetupForm(page, { ...OWNER, password: "short" });
  await page.getByRole("button", { name: "Create Administrator" }).click();
  await expect(page.getByText(/Password is too weak\. Use at least 12 characters\./)).toBeVisible();
  await expect(page.getByText("Add an uppercase letter.").first()).toBeVisible();

  await fillSetupForm(page, OWNER);
  await page.getByRole("button", { name: "Create Administrator" }).click();
  await page.waitForURL("**/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await openPage(second, "/admin/setup");
  await expect(second.getByRole("heading", { name: "Setup is done" })).toBeVisible();
  await expectNoAxeViolations(second);
  const refused = await second.request.post("/admin/setup", {
    form: {
      name: "Mallory",
      email: "mallory@example.com",
      password: "Mallory-Takes-1",
      confirmPassword: "Mallory-Takes-1",
    },
    headers: { Origin: new URL(second.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(409);
  await other.close();
  const admins = await withDatabase((db) =>
    db.query<{ email: string }>(`select u.email from admin_users a join "user" u on u.id = a.user_id`),
  );
  expect(admins.rows.map((row) => row.email)).toEqual([OWNER.email]);
});

test.describe("signed in", () => {
  test.beforeAll(async ({ browser }) => {
    await ensureOwner(browser);
  });

  test("a deep admin link asks for sign-in, then lands back on it", async ({ page }) => {
    const deep = "/admin/settings/activity?entity=admin_users";
    await page.goto(deep);
    await page.waitForURL(/\/admin\/login\?redirectTo=/);
    await expectNoAxeViolations(page);
    await fillLogin(page, OWNER.email, OWNER.password);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === deep);
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  });

  test("the login form needs both fields and says when the password is wrong", async ({ page }) => {
    await openPage(page, "/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await fillLogin(page, OWNER.email, "Not-The-Password-1");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("a redirect target on another host is ignored", async ({ page }) => {
    await openPage(page, `/admin/login?redirectTo=${encodeURIComponent("//evil.example/admin")}`);
    await fillLogin(page, OWNER.email, OWNER.password);
    await page.waitForURL("**/admin/dashboard");
  });

  test("failed sign-ins are limited per account", async ({ page }, testInfo) => {
    const email = `locked-${testInfo.project.name}@example.com`;
    await openPage(page, "/admin/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillLogin(page, email, `Wrong-Guess-${attempt}`);
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    }
    await fillLogin(page, email, "Wrong-Guess-6");
    await expect(page.getByRole("alert")).toHaveText(
      /^Too many sign-in attempts\. Please try again in 1[45] minutes\.$/,
    );
  });

  test("a signed-in non-admin sees Access Denied, and Try Different Account signs out", async ({ page }) => {
    await ensureNonAdmin("staff@example.com", "Staff-Member-2026");
    await openPage(page, "/admin/login?redirectTo=%2Fadmin%2Fmenu");
    await fillLogin(page, "staff@example.com", "Staff-Member-2026");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByText("You don't have administrator privileges to access this area."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Try Different Account" }).click();
    await page.waitForURL(/\/admin\/login/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await page.goto("/admin/dashboard");
    await page.waitForURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard/);
  });

  test("ctrl+b toggles the sidebar; on a wide screen a reload keeps it collapsed", async ({ page }) => {
    await signInAsOwner(page);
    await page.locator('html[data-admin-shortcuts="ready"]').waitFor({ state: "attached" });
    const isPhone = (page.viewportSize()?.width ?? 1280) < 768;
    if (isPhone) {
      await page.keyboard.press("Control+b");
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await expect(sheet).toBeVisible();
      expect(Math.round((await sheet.boundingBox())!.width)).toBe(288);
      await sheet.getByRole("link", { name: "Settings" }).click();
      await page.waitForURL("**/admin/settings");
      await expect(sheet).toBeHidden();
      return;
    }
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(256);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(48);
    await page.reload();
    // The server read the cookie: the first paint is already collapsed.
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.locator('html[data-admin-shortcuts="ready"]').waitFor({ state: "attached" });
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("Logout ends the session on the server: the old cookie replayed elsewhere is refused", async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page);
    const cookie = await sessionCookie(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/admin\/login/);
    await expect(toast(page, "Logged Out")).toBeVisible();
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    const replay = await browser.newContext();
    await replay.addCookies([cookie]);
    const other = await replay.newPage();
    const response = await other.request.get("/admin/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/admin\/login\?redirectTo=/);
    await replay.close();
  });

  test("the admin works at 390 px: no sideways scrolling, the menu opens as a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsOwner(page, "/admin/settings/admins");
    await expect(page.getByRole("heading", { name: "Admins" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Toggle sidebar (Ctrl+B)" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
});
