import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import {
  addPlainDish,
  card,
  CARD_PAYS,
  checkOut,
  dismissToasts,
  fillCustomer,
  OPEN_WEEK,
  openPage,
  payWith,
  toast,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// docs/product/03-ordering.md §3.10.1: "Order Again" on the confirmation page puts the paid order's lines
// back in the cart (options and instructions included) and names what was left out.
test.describe("order again", () => {
  test.beforeEach(async () => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
  });
  test.afterEach(async () => {
    await withDatabase(async (db) => {
      await restoreDemoWeek(db);
      await db.query(`update menu_items set sold_out_until = null where title = 'Festival'`);
    });
  });

  test("a paid order's Order Again rebuilds the cart and says what is sold out today", async ({ page }) => {
    // a whole order: menu, dialog, cart, payment page, confirmation, then the rebuilt cart
    test.setTimeout(90_000);
    await openPage(page, "/menu");
    const plate = card(page, "Jerk Chicken Plate");
    await plate.getByRole("button", { name: "Customize & Add" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Plate" });
    await dialog.getByRole("radio", { name: /^Mac & Cheese/ }).check();
    await dialog.getByRole("radio", { name: "Island Hot" }).check();
    await dialog.getByLabel("Special Instructions").fill("Extra napkins");
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      toast(page, "Added to Cart", "Jerk Chicken Plate with modifiers added successfully."),
    ).toBeVisible();
    await addPlainDish(page, "Festival");

    await openPage(page, "/cart");
    await fillCustomer(page);
    await checkOut(page);
    await payWith(page, CARD_PAYS);
    await page.waitForURL(/\/order-confirmation\?session_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    // paying emptied the cart
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);

    // Festival sells out before the customer comes back
    await withDatabase((db) =>
      db.query(`update menu_items set sold_out_until = now() + interval '1 hour' where title = 'Festival'`),
    );
    await page.getByRole("link", { name: "Order Again" }).click();
    await page.waitForURL(/\/order-again\?token=/);
    await expect(page.getByRole("heading", { level: 1, name: "Order Again" })).toBeVisible();
    await expect(page.getByText("Your items are in your cart at today's prices.")).toBeVisible();
    await expect(page.getByTestId("order-again-left-out")).toHaveText(
      "We left out what is no longer available: Festival (sold out today).",
    );
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    // a reload does not add the lines a second time
    await page.reload();
    await expect(page.getByText("Your items are in your cart at today's prices.")).toBeVisible();

    await page.getByRole("link", { name: "Go to Cart" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Cart" })).toBeVisible();
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText("Jerk Chicken Plate");
    await expect(lines.first()).toContainText("Mac & Cheese");
    await expect(lines.first()).toContainText("Island Hot");
    await expect(lines.first()).toContainText("Note: Extra napkins");
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  });

  test("an unknown token answers 404", async ({ page }) => {
    const response = await page.request.get(`/order-again?token=${"x".repeat(32)}`);
    expect(response.status()).toBe(404);
    expect((await page.request.get("/order-again")).status()).toBe(404);
  });
});
