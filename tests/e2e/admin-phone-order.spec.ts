import { expect, test, type Page } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { businessDate, businessTimeZone, dismissToasts, OPEN_WEEK, toast } from "./support/ordering.ts";
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
  // No mail server in these tests: the link waits under Settings → Emails sent, and the toast says so.
  await expect(toast(page, "the payment link was not emailed: email is not set up")).toBeVisible();
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

test("while the kitchen is closed, the order starts on the next open slot and As soon as possible is refused in staff's words", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // Open around the clock, but closed today by a closure: closed now whatever the clock says, the
  // next opening is tomorrow at midnight.
  const tomorrow = await withDatabase(async (db) => {
    const zone = await businessTimeZone(db);
    await db.query("delete from store_closures");
    await db.query(
      "insert into store_closures (start_date, end_date, kind, label) values ($1, $1, 'closed', 'Inventory')",
      [businessDate(zone)],
    );
    return businessDate(zone, 1);
  });
  try {
    await signInAsOwner(page, "/admin/orders/new");
    const main = page.locator("#admin-main");
    await expect(main.getByRole("radio", { name: "Schedule for later" })).toBeChecked();
    await expect(main.getByLabel("Date", { exact: true })).toHaveValue(tomorrow);
    await expect(main.getByLabel("Time")).toHaveValue("00:00");
    await expectNoAxeViolations(page);

    const closed = "The kitchen is closed now: choose a time, the next opening is Tomorrow at 12:00 AM.";
    await main.getByRole("radio", { name: "As soon as possible" }).check();
    await expect(main.getByText(closed)).toBeVisible();
    await expectNoAxeViolations(page);

    // The server says the same on the field, and stores nothing.
    await addPlate(page);
    await main
      .getByLabel("Name", { exact: true })
      .fill(`Closed caller ${testInfo.project.name} ${Date.now()}`);
    await main.getByLabel("Phone number").fill("404 555 0197");
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/admin/orders/new"),
    );
    await main.getByRole("button", { name: /^Place order/ }).click();
    expect((await answered).status()).toBeGreaterThanOrEqual(400);
    await expect(main.getByText(closed)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\/new$/);

    // Staff press Place order again and switch to a later time before the answer is back: the
    // refusal of "as soon as possible" no longer applies, so it does not show.
    await main.getByRole("radio", { name: "As soon as possible" }).check();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/admin/orders/new**", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const refusedAgain = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/admin/orders/new"),
    );
    await main.getByRole("button", { name: /^Place order/ }).click();
    await main.getByRole("radio", { name: "Schedule for later" }).check();
    release();
    expect((await refusedAgain).status()).toBeGreaterThanOrEqual(400);
    await expect(main.getByRole("button", { name: /^Place order/ })).toBeEnabled();
    await page.unroute("**/admin/orders/new**");

    // Back to the next open slot: placed, and confirmed by taking it.
    await main.getByRole("radio", { name: "Schedule for later" }).check();
    await expect(main.getByText(closed)).toHaveCount(0);
    await main.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await expect(toast(page, "sent to the kitchen")).toBeVisible();
    await expect(main.getByText("Placed by staff")).toBeVisible();
    await expect(main.getByText("Taken by phone: confirmed for the scheduled time")).toBeVisible();
  } finally {
    await withDatabase((db) => db.query("delete from store_closures"));
  }
});

for (const width of [390, 1280]) {
  test(`at ${width} px the order stays in reach while the menu scrolls`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 844 });
    await signInAsOwner(page, "/admin/orders/new");
    const main = page.locator("#admin-main");
    await main.getByRole("button", { name: "Add Festival" }).click();
    await expect(main.getByRole("list", { name: "Order lines" }).getByText("Festival")).toBeVisible();
    // to the end of the menu
    await main
      .getByRole("list", { name: "Menu items" })
      .getByRole("listitem")
      .last()
      .scrollIntoViewIfNeeded();
    const bar = page.getByTestId("phone-order-bar");
    if (width < 1024) {
      // a phone: the bottom bar with the count and the total, jumping to the caller's details
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText("1 item");
      await expect(bar).toContainText(await main.getByTestId("phone-order-total").innerText());
      await expectNoAxeViolations(page);
      await bar.getByRole("button", { name: "Caller and payment" }).click();
      await expect(main.getByLabel("Name", { exact: true })).toBeFocused();
      await expect(main.getByLabel("Name", { exact: true })).toBeInViewport();
    } else {
      // a desk: no bar; the order's column stays beside the menu
      await expect(bar).toBeHidden();
      await expect(main.getByRole("heading", { name: "Order", exact: true })).toBeInViewport();
      await expect(main.getByTestId("phone-order-total")).toBeInViewport();
      await expectNoAxeViolations(page);
    }
  });
}
