import { expect, test, type Page } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts, OPEN_WEEK, toast } from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});
test.beforeEach(async () => {
  await withDatabase((db) => setWeek(db, OPEN_WEEK));
});
test.afterEach(async () => {
  await withDatabase((db) => restoreDemoWeek(db));
});

/** A plate with its two required choices, added through the options dialog. */
async function addPlate(page: Page) {
  const main = page.locator("#admin-main");
  await main.getByLabel("Search the menu").fill("jerk chicken");
  await main.getByRole("button", { name: "Add Jerk Chicken Plate" }).click();
  const dialog = page.getByRole("dialog", { name: "Jerk Chicken Plate" });
  // the website's rule: a required group must be chosen
  await dialog.getByRole("button", { name: "Add to order" }).click();
  await expect(dialog.getByText(/Please select at least 1 option/)).toBeVisible();
  await dialog.getByRole("radio", { name: "Rice & Peas" }).check();
  await dialog.getByRole("radio", { name: "Island Hot" }).check();
  await dialog.getByLabel("Special instructions").fill("No onions");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add to order" }).click();
  await expect(dialog).toHaveCount(0);
  const lines = main.getByRole("list", { name: "Order lines" });
  await expect(lines.getByText("Jerk Chicken Plate")).toBeVisible();
  await expect(lines.getByText(/Choose Your Side: Rice & Peas/)).toBeVisible();
}

test("staff build a phone order with options, paid in person: it opens on its page and is on the board", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const caller = `Caller ${testInfo.project.name} ${Date.now()}`;
  await signInAsOwner(page, "/admin/orders");
  await page.getByRole("link", { name: "New phone order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New phone order" })).toBeVisible();
  const main = page.locator("#admin-main");
  await expectNoAxeViolations(page);

  // Nothing in the order: refused by the field, nothing stored.
  await main.getByRole("button", { name: /^Place order/ }).click();
  await expect(main.getByText("Add at least one item")).toBeVisible();

  await addPlate(page);
  await expect(main.getByTestId("phone-order-total")).not.toHaveText("$0.00");
  await main.getByLabel("Name", { exact: true }).fill(caller);
  await main.getByLabel("Phone number").fill("404 555 0199");
  await main.getByRole("radio", { name: "Pay in person" }).check();
  await expectNoAxeViolations(page);

  await main.getByRole("button", { name: /^Place order/ }).click();
  await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  await expect(toast(page, "sent to the kitchen")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Order #/ })).toBeVisible();
  await expect(main.getByText("Pay in person", { exact: true })).toBeVisible();
  await expect(main.getByText("Placed by staff")).toBeVisible();
  await expect(main.getByText("Choose Your Side: Rice & Peas")).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // The customer pays at the counter.
  await main.getByRole("button", { name: "Mark paid" }).click();
  await expect(toast(page, "Order marked paid")).toBeVisible();
  await expect(main.getByText("Marked paid")).toBeVisible();
  // the payment panel's method and the timeline's note
  await expect(main.getByText("Paid in person", { exact: true })).toHaveCount(2);
  await expect(main.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
  await dismissToasts(page);

  // On the board (Today), with its payment method and no alarm.
  await page.goto("/admin/orders?view=today");
  const row = page.locator("[data-order-id]:visible").filter({ hasText: caller });
  await expect(row).toBeVisible();
  await expect(row.getByText("Paid in person")).toBeVisible();
  await expect(row).not.toHaveAttribute("data-new", "true");
  await expectNoAxeViolations(page);
});

test("a payment-link order emails its link through the outbox and waits off the board", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const caller = `Link caller ${testInfo.project.name} ${Date.now()}`;
  const email = `link-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInAsOwner(page, "/admin/orders/new");
  const main = page.locator("#admin-main");
  await addPlate(page);
  await main.getByLabel("Name", { exact: true }).fill(caller);
  await main.getByLabel("Phone number").fill("404 555 0198");
  await main.getByRole("radio", { name: "Email a payment link" }).check();
  // the link needs an address
  await main.getByRole("button", { name: /^Place order/ }).click();
  await expect(main.getByText("An email address is needed to send the payment link")).toBeVisible();
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByRole("button", { name: /^Place order/ }).click();
  await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  await expect(toast(page, "the payment link was emailed")).toBeVisible();
  await expect(main.getByText(/^Payment link sent/)).toBeVisible();

  const mail = await withDatabase(async (db) => {
    const result = await db.query<{ subject: string; text: string; kind: string }>(
      "select subject, text, kind from mail_outbox where to_address = $1",
      [email],
    );
    return result.rows;
  });
  expect(mail).toHaveLength(1);
  expect(mail[0]!.kind).toBe("payment-link");
  expect(mail[0]!.subject).toMatch(/pay online/);
  expect(mail[0]!.text).toMatch(/Pay online: http/);

  await page.goto("/admin/orders?view=all");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.locator("[data-order-id]:visible").filter({ hasText: caller })).toHaveCount(0);
});
