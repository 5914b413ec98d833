import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import {
  addPlainDish,
  card,
  CARD_PAYS,
  checkOut,
  collectConsoleErrors,
  fillCustomer,
  OPEN_WEEK,
  openPage,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

const DEMO_TEXT = "Demo mode: payments are simulated";

test.describe("demo mode (the payment sandbox)", () => {
  test.beforeEach(async () => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
  });
  test.afterEach(async () => {
    await withDatabase((db) => restoreDemoWeek(db));
  });

  test("every public page says payments are simulated", async ({ page }) => {
    for (const url of ["/", "/menu", "/order-online", "/contact", "/cart", "/about"]) {
      await openPage(page, url);
      await expect(page.getByRole("complementary", { name: "Demo mode" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("the payment page says so too, refuses a past expiry, and the order is stored as a test order", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/menu?category=Sides");
    await addPlainDish(page, "Festival");
    await card(page, "Festival")
      .getByRole("link", { name: /In Cart/ })
      .click();
    await fillCustomer(page);
    const sessionId = await checkOut(page);
    await expect(page.getByRole("complementary", { name: "Demo mode" })).toHaveText(DEMO_TEXT);
    await expectNoAxeViolations(page);

    await page.getByLabel("Card number").fill(CARD_PAYS);
    await page.getByLabel("Expiry (MM/YY)").fill("01/20");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please enter an expiry date (MM/YY) that has not passed.",
    );
    await expect(page).toHaveURL(/\/pay\/sandbox\//);

    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    const stored = await withDatabase(async (db) => {
      const result = await db.query<{ is_test: boolean; payment_status: string }>(
        "select is_test, payment_status from orders where payment_session_id = $1",
        [sessionId],
      );
      return result.rows[0];
    });
    expect(stored).toEqual({ is_test: true, payment_status: "paid" });
    // the refused expiry comes back as the payment page answering 400, which the browser logs
    expect(errors.filter((error) => !/status of 400 .*\/pay\/sandbox\//.test(error))).toEqual([]);
  });
});
