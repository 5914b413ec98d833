import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts } from "./support/ordering.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

const MONTH_NAMES: Record<string, string> = { "2031-01": "Jan 2031", "2031-02": "Feb 2031" };

test("an expense added shows in the month's totals and in its profit; a bad amount is refused by the field; the CSV holds it", async ({
  page,
}, testInfo) => {
  // A long walk through several pages with axe checks: more time than one step needs on a busy machine.
  test.slow();
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
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add Expense" }).click();
    const sheet = page.getByRole("dialog", { name: "Add an expense" });
    await sheet.getByLabel("Date", { exact: true }).fill(`${month}-15`);
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
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    // Profit by month for that month: its expenses figure holds the expense, in the table and the chart.
    const profit = page.getByRole("region", { name: "Profit" });
    const range = profit.getByRole("form", { name: "Profit range" });
    await range.getByLabel("From").fill(`${month}-01`);
    await range.getByLabel("To").fill(`${month}-28`);
    await range.getByRole("button", { name: "Show profit" }).click();
    await expect(page).toHaveURL(new RegExp(`by=month&from=${month}-01&to=${month}-28`));
    const table = profit.getByRole("table", { name: `Profit by month, ${MONTH_NAMES[month]}` });
    const row = table.getByRole("row", { name: new RegExp(`^${MONTH_NAMES[month]}`) });
    await expect(row.getByRole("cell").nth(1)).toHaveText("$123.45");
    await expect(
      table
        .getByRole("row", { name: /^Total/ })
        .getByRole("cell")
        .nth(1),
    ).toHaveText("$123.45");
    const chart = profit.getByRole("img", { name: /^Chart of revenue and expenses by month/ });
    await expect(chart).toHaveAccessibleName(/expenses \$123\.45/);
    await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
    // The month's filters stay as they were.
    await expect(page.getByTestId("month-total")).toHaveText("$123.45");
    await expectNoAxeViolations(page);

    // By week: the week of the 15th holds it too, and a bad range is refused by its field.
    await profit.getByRole("link", { name: "By week" }).click();
    await expect(profit.getByRole("link", { name: "By week" })).toHaveAttribute("aria-current", "page");
    await range.getByLabel("From").fill(`${month}-15`);
    await range.getByLabel("To").fill(`${month}-15`);
    await range.getByRole("button", { name: "Show profit" }).click();
    const week = profit.getByRole("table", { name: /^Profit by week, week of/ });
    await expect(
      week
        .getByRole("row", { name: /^Total/ })
        .getByRole("cell")
        .nth(1),
    ).toHaveText("$123.45");
    await range.getByLabel("From").fill(`${month}-15`);
    await range.getByLabel("To").fill(`${month}-01`);
    await range.getByRole("button", { name: "Show profit" }).click();
    await expect(range.getByText("The end date must not be before the start date")).toBeVisible();
    await expect(range.getByLabel("To")).toHaveAttribute("aria-invalid", "true");

    // The month's expenses download as a CSV holding the expense in dollars.
    const exportForm = page.getByRole("form", { name: "Export expenses" });
    await exportForm.getByLabel("Dated from").fill(`${month}-01`);
    await exportForm.getByLabel("Dated to").fill(`${month}-28`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportForm.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`expenses-${month}-01-to-${month}-28.csv`);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain(`${month}-15,${category},Mangoes and limes,Island Farms,,123.45,no,`);

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

test("an unused category is renamed, recoloured and deleted; a used one is refused with its count", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const name = `Packaging ${stamp}`;
  const renamed = `Boxes ${stamp}`;
  const used = `Used ${stamp}`;
  await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into expense_categories (name) values ($1), ($2) returning id`,
      [name, used],
    );
    const owner = await db.query<{ user_id: string }>(`select user_id from admin_users limit 1`);
    await db.query(
      `insert into expenses (description, amount, category_id, expense_date, created_by)
       values ('Tape', 500, $1, '2031-03-01', $2)`,
      [rows[1]!.id, owner.rows[0]!.user_id],
    );
  });
  try {
    await signInAsOwner(page, "/admin/expenses");
    const categories = page.getByRole("region", { name: "Expense categories" });
    await categories.getByRole("button", { name: `Rename ${name}` }).click();
    await categories.getByLabel(`New name for ${name}`).fill(renamed);
    await categories.getByLabel(`Colour for ${name}`, { exact: true }).fill("#0ea5e9");
    await expectNoAxeViolations(page);
    await categories.getByRole("button", { name: "Save" }).click();
    // The row is back (its Rename button) once the editor has closed on the new name.
    await expect(categories.getByRole("button", { name: `Rename ${renamed}` })).toBeVisible();
    await dismissToasts(page);

    await categories.getByRole("button", { name: `Delete ${used}` }).click();
    const refuse = page.getByRole("alertdialog", { name: `Delete ${used}?` });
    await expect(refuse).toContainText("1 expense uses it, so it cannot be deleted");
    await refuse.getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByText(`"${used}" cannot be deleted: 1 expense uses it.`, { exact: false }),
    ).toBeVisible();
    await expect(categories.getByText(used)).toBeVisible();
    await dismissToasts(page);

    await categories.getByRole("button", { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${renamed}?` });
    await expect(confirm).toContainText("No expense uses it.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(categories.getByText(renamed)).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await withDatabase(async (db) => {
      await db.query(
        `delete from expenses where category_id in (select id from expense_categories where name = $1)`,
        [used],
      );
      await db.query(`delete from expense_categories where name = any($1)`, [[name, renamed, used]]);
    });
  }
});
