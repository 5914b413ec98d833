import { expect, type Browser, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { hashPassword } from "#server/auth/passwords.ts";
import { withDatabase } from "./db.ts";
import { openPage } from "./ordering.ts";

// Every spec file shares one server and database: the first admin is made once, through the real
// first-run setup, and every later test signs in with it.

export const OWNER = { name: "Olive Owner", email: "owner@example.com", password: "Island-Kitchen-2026" };

/** Creates the first admin through /admin/setup when none exists yet. */
export async function ensureOwner(browser: Browser): Promise<void> {
  const exists = await withDatabase(async (db) => {
    const result = await db.query(
      `select 1 from "user" u join admin_users a on a.user_id = u.id where u.email = $1`,
      [OWNER.email],
    );
    return result.rowCount !== null && result.rowCount > 0;
  });
  if (exists) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  await openPage(page, "/admin/setup");
  await fillSetupForm(page, OWNER);
  await page.getByRole("button", { name: "Create Administrator" }).click();
  await page.waitForURL("**/admin/dashboard");
  await context.close();
}

export async function fillSetupForm(page: Page, who: { name: string; email: string; password: string }) {
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in as the owner through the login page and lands on `path`. */
/** Waits until the admin page is live: taken over by its scripts and joined to the live stream. */
export async function untilAdminLive(page: Page): Promise<void> {
  await page.locator('html[data-admin-live="ready"]').waitFor({ state: "attached" });
}

export async function signInAsOwner(page: Page, path = "/admin/dashboard"): Promise<void> {
  await openPage(page, `/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await fillLogin(page, OWNER.email, OWNER.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * A signed-up user with a password but without admin rights (the non-admin of docs/product/06-admin.md §6.1).
 */
export async function ensureNonAdmin(email: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await withDatabase(async (db) => {
    const existing = await db.query<{ id: string }>(`select id from "user" where email = $1`, [email]);
    if (existing.rows[0]) return;
    const id = randomUUID();
    await db.query(`insert into "user" (id, name, email) values ($1, 'Nina Staff', $2)`, [id, email]);
    await db.query(
      `insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`,
      [randomUUID(), id, hash],
    );
  });
}

/** The browser's admin session cookie (for replaying it elsewhere). */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  const cookie = cookies.find((entry) => entry.name.endsWith("island-admin.session_token"));
  expect(cookie, "a session cookie").toBeDefined();
  return cookie!;
}
