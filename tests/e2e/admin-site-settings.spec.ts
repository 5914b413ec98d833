import { expect, test } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts, openPage, toast } from "./support/ordering.ts";

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

async function readSetting(key: string): Promise<string | undefined> {
  return withDatabase(
    async (db) =>
      (
        await db.query<{ setting_value: string }>(
          "select setting_value from site_settings where setting_key = $1",
          [key],
        )
      ).rows[0]?.setting_value,
  );
}

test("a bad value is refused by its field; a new site name shows in the public header", async ({
  page,
}, testInfo) => {
  // The save writes every changed key (the tax rate too): all of them are put back at the end.
  const original = await withDatabase(
    async (db) =>
      (
        await db.query<{ setting_key: string; setting_value: string }>(
          "select setting_key, setting_value from site_settings",
        )
      ).rows,
  );
  const renamed = `Island Spice ${testInfo.project.name}`;
  try {
    await signInAsOwner(page, "/admin/settings/site");
    await expect(page.getByRole("heading", { level: 1, name: "Site" })).toBeVisible();
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await expectNoAxeViolations(page);

    await page.getByLabel("Tax rate (%)").fill("30");
    await page.getByLabel("Facebook").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByLabel("Tax rate (%)")).toHaveAccessibleDescription(/from 0 to 25/);
    await expect(page.getByLabel("Facebook")).toHaveAccessibleDescription(/must be a web address/);
    expect(await readSetting("tax_rate")).not.toBe("30");
    await expectNoAxeViolations(page);

    await page.getByLabel("Tax rate (%)").fill("7");
    await page.getByLabel("Facebook").fill("https://facebook.com/islandspice");
    await page.getByLabel("Site name").fill(renamed);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();
    await dismissToasts(page);
    await expect.poll(() => readSetting("site_name")).toBe(renamed);

    await openPage(page, "/about");
    await expect(page.getByRole("banner").getByText(renamed)).toBeVisible();
  } finally {
    await withDatabase(async (db) => {
      await db.query("delete from site_settings where not (setting_key = any($1::text[]))", [
        original.map((row) => row.setting_key),
      ]);
      for (const row of original) {
        await db.query(
          "update site_settings set setting_value = $2, updated_at = now() where setting_key = $1 and setting_value <> $2",
          [row.setting_key, row.setting_value],
        );
      }
    });
  }
});
