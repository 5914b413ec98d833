import { expect, test } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test("an expense added shows in the month's totals; a bad amount is refused by the field", async ({
  page,
}, testInfo) => {
  // Each project gets its own month and category, so the two never see each other's totals.
  const month = testInfo.project.name === "desktop" ? "2031-01" : "2031-02";
  const category = `Produce ${testInfo.project.name} ${Date.now()}`;
  await signInAsOwner(page, `/admin/expenses?month=${month}`);
  await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible();

  try {
    const categories = page.getByRole("region", { name: "Expense categories" });
    await categories.getByLabel("New category").fill(category);
    await categories.getByRole("button", { name: "Add Category" }).click();
    await expect(categories.getByText(category)).toBeVisible();
    await expect(page.getByTestId("month-total")).toHaveText("$0.00");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add Expense" }).click();
    const sheet = page.getByRole("dialog", { name: "Add an expense" });
    await sheet.getByLabel("Date").fill(`${month}-15`);
    await sheet.getByLabel("Category").selectOption({ label: category });
    await sheet.getByLabel("Amount ($)").fill("-4");
    await sheet.getByLabel("Description").fill("Mangoes and limes");
    await sheet.getByRole("button", { name: "Add Expense" }).click();
    await expect(sheet.getByText("Amount must be more than $0.00")).toBeVisible();
    await expect(sheet.getByLabel("Amount ($)")).toHaveAttribute("aria-invalid", "true");
    await sheet.getByLabel("Amount ($)").fill("abc");
    await expect(sheet.getByText("Amount must be a number like 12.50")).toBeVisible();
    await expectNoAxeViolations(page);

    await sheet.getByLabel("Amount ($)").fill("123.45");
    await sheet.getByLabel("Vendor").fill("Island Farms");
    await sheet.getByRole("button", { name: "Add Expense" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId("month-total")).toHaveText("$123.45");
    await expect(page.getByRole("list", { name: "Totals by category" })).toContainText(
      `${category}: $123.45`,
    );
    await expect(page.getByText("Mangoes and limes").filter({ visible: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Delete what this test made, behind a confirmation.
    await page.getByRole("button", { name: "Delete Mangoes and limes" }).filter({ visible: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Mangoes and limes?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("month-total")).toHaveText("$0.00");
  } finally {
    await withDatabase(async (db) => {
      await db.query(
        `delete from expenses where category_id in (select id from expense_categories where name = $1)`,
        [category],
      );
      await db.query(`delete from expense_categories where name = $1`, [category]);
    });
  }
});
