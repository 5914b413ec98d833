import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { dismissToasts, toast } from "./support/ordering.ts";

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

async function cateringRow(title: string) {
  return withDatabase(async (db) => {
    const result = await db.query<{
      id: string;
      is_active: boolean;
      category: string;
      price_tiers: { name: string; price: number; serves: string }[];
    }>(`select id, is_active, category, price_tiers from catering_menu_items where title = $1`, [title]);
    return result.rows[0] ?? null;
  });
}

test("a catering item with three serving sizes shows on /catering, leaves it when switched off, and is deleted", async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}-${Date.now()}`;
  const category = `Trays ${suffix}`;
  const title = `Jerk Tray ${suffix}`;

  await signInAsOwner(page, "/admin/catering-categories");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByLabel("New category").fill(category);
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(toast(page, `Category "${category}" was added.`)).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  await page.goto("/admin/catering-menu");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByRole("button", { name: "Add Item" }).click();
  const sheet = page.getByRole("dialog", { name: "Add a catering item" });
  // Catering dishes have no delivery-app links, so the form asks for none (docs/product/04-catering.md §4.2).
  await expect(sheet.getByText(/DoorDash|Uber Eats/)).toHaveCount(0);
  await sheet.getByLabel("Title").fill(title);
  await sheet.getByLabel("Category").selectOption({ label: category });
  await sheet.getByLabel("Size 1 name").fill("Half Tray");
  await sheet.getByLabel("Size 1 price (dollars)").fill("65");
  await sheet.getByLabel("Size 1 serves").fill("8-10");
  await sheet.getByRole("button", { name: "Add a serving size" }).click();
  await sheet.getByLabel("Size 2 name").fill("half tray");
  await sheet.getByLabel("Size 2 price (dollars)").fill("120");
  await sheet.getByRole("button", { name: "Add Item" }).click();
  await expect(sheet.getByText("Each serving size needs its own name")).toBeVisible();
  await sheet.getByLabel("Size 2 name").fill("Full Tray");
  await sheet.getByLabel("Size 2 serves").fill("16-20");
  await sheet.getByRole("button", { name: "Add a serving size" }).click();
  await sheet.getByLabel("Size 3 name").fill("Party Pan");
  await sheet.getByLabel("Size 3 price (dollars)").fill("220.50");
  await sheet.getByLabel("Size 3 serves").fill("35-40");
  await dismissToasts(page);
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(page, `"${title}" was added.`)).toBeVisible();

  const row = await cateringRow(title);
  expect(row).toMatchObject({ category, is_active: true });
  expect(row!.price_tiers).toEqual([
    { name: "Half Tray", price: 6500, serves: "8-10" },
    { name: "Full Tray", price: 12000, serves: "16-20" },
    { name: "Party Pan", price: 22050, serves: "35-40" },
  ]);

  // The public catering page shows it at once, with its three sizes and prices.
  const publicPage = await page.context().newPage();
  await publicPage.goto("/catering");
  await publicPage.waitForFunction(() => "__reactRouterDataRouter" in window);
  await publicPage.getByRole("button", { name: `Choose a size of ${title}` }).click();
  const dialog = publicPage.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("radio")).toHaveCount(3);
  await expect(dialog.getByRole("radio", { name: /^Half Tray/ })).toBeVisible();
  await expect(dialog.getByText("$220.50")).toBeVisible();
  await publicPage.close();

  await page.getByRole("switch", { name: `Active: ${title}` }).click();
  await expect.poll(async () => (await cateringRow(title))?.is_active).toBe(false);

  // Switched off, it leaves the public page.
  const afterPage = await page.context().newPage();
  await afterPage.goto("/catering");
  await expect(afterPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(afterPage.getByRole("button", { name: `Choose a size of ${title}` })).toHaveCount(0);
  await afterPage.close();

  // A category in use cannot be deleted.
  await page.goto("/admin/catering-categories");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByRole("button", { name: `Delete ${category}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(
    toast(
      page,
      "Error",
      `"${category}" is used by 1 catering item. Move it to another category before deleting it.`,
    ),
  ).toBeVisible();

  await page.goto("/admin/catering-menu");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, `"${title}" was deleted.`)).toBeVisible();
  await expect.poll(() => cateringRow(title)).toBeNull();
  await dismissToasts(page);
  await expectNoAxeViolations(page);
});
