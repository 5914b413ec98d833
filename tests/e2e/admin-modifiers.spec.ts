import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { dismissToasts, toast } from "./support/ordering.ts";

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test("a group is checked by its rules, previewed as customers see it, and linked to an item", async ({
  page,
}, testInfo) => {
  const name = `Sauce ${testInfo.project.name}-${Date.now()}`;
  const item = await withDatabase(async (db) => {
    const result = await db.query<{ id: string; title: string }>(
      `select id, title from menu_items order by display_order limit 1`,
    );
    return result.rows[0]!;
  });
  await signInAsOwner(page, "/admin/modifiers");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByRole("button", { name: "Add Group" }).click();
  const sheet = page.getByRole("dialog", { name: "Add a modifier group" });
  await sheet.getByLabel("Name").fill(name);
  await sheet.getByLabel("Required (customers must choose)").check();
  await sheet.getByLabel("Minimum choices").fill("3");
  await sheet.getByLabel("Maximum choices").fill("2");
  await sheet.getByRole("button", { name: "Add Group" }).click();
  await expect(sheet.getByText("Minimum cannot be more than the maximum")).toBeVisible();
  await sheet.getByLabel("Minimum choices").fill("1");
  // The preview reads the form as it is typed.
  const preview = sheet.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(name);
  await expect(preview).toContainText("Required, select 1 item(s)");
  await dismissToasts(page);
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Add Group" }).click();
  await expect(toast(page, `Group "${name}" was added.`)).toBeVisible();
  // On a phone the toast covers the buttons below it.
  await dismissToasts(page);

  await page.getByRole("button", { name: `Add a choice to ${name}` }).click();
  await page.getByLabel("New choice name").fill("Garlic");
  await page.getByLabel("Price adjustment (dollars)").fill("0.75");
  await page.getByRole("button", { name: "Add Choice" }).click();
  await expect(toast(page, `"Garlic" was added.`)).toBeVisible();
  await dismissToasts(page);
  await expect(page.getByRole("list", { name: `Choices of ${name}` })).toContainText("+$0.75");

  await page.getByRole("button", { name: `Choose items using ${name}` }).click();
  const items = page.getByRole("dialog", { name: `Items using ${name}` });
  await items
    .getByRole("checkbox", { name: new RegExp(`^${item.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`) })
    .check();
  await items.getByRole("button", { name: "Save Items" }).click();
  await expect(toast(page, "The items using this group were saved.")).toBeVisible();
  await expect
    .poll(() =>
      withDatabase(async (db) => {
        const result = await db.query(
          `select 1 from menu_item_modifier_groups l join modifier_groups g on g.id = l.modifier_group_id where g.name = $1 and l.menu_item_id = $2`,
          [name, item.id],
        );
        return result.rowCount;
      }),
    )
    .toBe(1);
  await expect(page.getByText(`Used by: ${item.title}`)).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  await withDatabase((db) => db.query(`delete from modifier_groups where name = $1`, [name]));
});
