import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import {
  addPlainDish,
  card,
  CARD_DECLINED,
  CARD_PAYS,
  checkOut,
  collectConsoleErrors,
  fillCustomer,
  OPEN_WEEK,
  openPage,
  orderBySession,
  payWith,
  toast,
  untilTakenOver,
  usd,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

function cartLines(page: Page) {
  return page.getByTestId("cart-line");
}

/** Festival (no modifiers) in the cart, the customer form filled in. */
async function cartWithFestival(page: Page): Promise<void> {
  await openPage(page, "/menu?category=Sides");
  await addPlainDish(page, "Festival");
  await card(page, "Festival")
    .getByRole("link", { name: /In Cart/ })
    .click();
  await expect(cartLines(page)).toHaveCount(1);
  await fillCustomer(page);
}

test.describe("ordering", () => {
  test.beforeEach(async () => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
  });
  test.afterEach(async () => {
    await withDatabase((db) => restoreDemoWeek(db));
  });

  test("customise, add, change the cart and pay: the confirmation shows the server's order and one email is written", async ({
    page,
  }) => {
    // The whole journey, from the menu to the stored order and its email, in one test.
    test.slow();
    const errors = collectConsoleErrors(page);
    await openPage(page, "/menu");

    // A dish with two required groups: the one left empty is named when adding.
    const plate = card(page, "Jerk Chicken Plate");
    await plate.getByRole("button", { name: "Customize & Add" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Plate" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("group", { name: "Choose Your Side" })).toContainText(
      "Required, select 1 item(s)",
    );
    // Pick-one groups replace the choice.
    await dialog.getByRole("radio", { name: "Rice & Peas" }).check();
    await dialog.getByRole("radio", { name: /^Fried Plantains/ }).check();
    await expect(dialog.getByRole("radio", { name: "Rice & Peas" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      toast(page, "Required selection missing", "Please select at least 1 option(s) from Spice Level"),
    ).toBeVisible();
    await expect(dialog.getByRole("group", { name: "Spice Level" })).toContainText(
      "Please select at least 1 option(s) from Spice Level",
    );
    await dialog.getByRole("radio", { name: "Island Hot" }).check();
    await dialog.getByLabel("Special Instructions").fill("Extra napkins");
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    // (15.95 + 1.00) × 2
    await expect(dialog.getByText("$33.90")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      toast(page, "Added to Cart", "Jerk Chicken Plate with modifiers added successfully."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // In the cart: no add button any more, a link to the cart and the Customizable badge.
    await expect(plate.getByRole("link", { name: /In Cart/ })).toHaveAttribute("href", "/cart");
    await expect(plate.getByText("Customizable")).toBeVisible();
    await expect(plate.getByRole("button", { name: "Customize & Add" })).toHaveCount(0);

    // A group of up to 3: the fourth is refused with a toast.
    const burger = card(page, "Island Smash Burger");
    await burger.getByRole("button", { name: "Customize & Add" }).click();
    const burgerDialog = page.getByRole("dialog", { name: "Island Smash Burger" });
    await expect(burgerDialog.getByRole("group", { name: "Add Extras" })).toContainText(
      "Optional, select up to 3 item(s)",
    );
    for (const extra of [/^Extra Jerk Sauce/, /^Avocado/, /^Fried Egg/]) {
      await burgerDialog.getByRole("checkbox", { name: extra }).check();
    }
    await burgerDialog.getByRole("checkbox", { name: /^Bacon/ }).click();
    await expect(
      toast(page, "Selection limit reached", "You can only select 3 options from Add Extras"),
    ).toBeVisible();
    await expect(burgerDialog.getByRole("checkbox", { name: /^Bacon/ })).not.toBeChecked();
    await burgerDialog.getByRole("checkbox", { name: /^Fried Egg/ }).uncheck();
    await burgerDialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      toast(page, "Added to Cart", "Island Smash Burger with modifiers added successfully."),
    ).toBeVisible();

    await addPlainDish(page, "Festival");
    // Two plates, one burger, one Festival.
    await expect(page.getByTestId("cart-badge")).toHaveText("4");

    // The cart: three lines; minus stops at 1; plus raises the line total.
    await plate.getByRole("link", { name: /In Cart/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Cart" })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(3);
    const festival = cartLines(page).filter({ hasText: "Festival" });
    await expect(festival.getByRole("button", { name: "Decrease quantity of Festival" })).toBeDisabled();
    await festival.getByRole("button", { name: "Increase quantity of Festival" }).click();
    await expect(festival.getByTestId("line-total")).toHaveText("$7.90");
    await expect(cartLines(page).filter({ hasText: "Jerk Chicken Plate" })).toContainText(
      "Fried Plantains (+$1.00)",
    );
    await expect(cartLines(page).filter({ hasText: "Jerk Chicken Plate" })).toContainText(
      "Note: Extra napkins",
    );
    const cartTotal = await page.getByTestId("cart-total").innerText();

    // The form says what is missing before anything is sent.
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Phone number is required")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await page.getByLabel("Email", { exact: true }).fill("ada@");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByText("Email is invalid")).toBeVisible();
    await fillCustomer(page);
    await page.getByLabel("Special Instructions").fill("Ring the bell");

    const sessionId = await checkOut(page);
    await expect(page.getByRole("button", { name: `Pay ${cartTotal}` })).toBeVisible();
    await payWith(page, CARD_PAYS);
    await page.waitForURL(/\/order-confirmation\?session_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    // This server has no mail server: the page promises no email it cannot send.
    await expect(
      page.getByText("No confirmation email is sent for this order: please keep your order number."),
    ).toBeVisible();

    const order = await withDatabase((db) => orderBySession(db, sessionId));
    expect(order.payment_status).toBe("paid");
    expect(usd(order.total)).toBe(cartTotal);
    await expect(page.getByTestId("order-number")).toHaveText(order.order_number);
    const lines = page.getByTestId("order-line");
    await expect(lines).toHaveCount(3);
    await expect(lines.filter({ hasText: "Jerk Chicken Plate" })).toContainText("× 2");
    await expect(lines.filter({ hasText: "Jerk Chicken Plate" })).toContainText("Spice Level: Island Hot");
    await expect(lines.filter({ hasText: "Island Smash Burger" })).toContainText(
      "Extra Jerk Sauce (+$0.75), Avocado (+$1.50)",
    );
    await expect(lines.filter({ hasText: "Festival" })).toContainText("$7.90");
    await expect(page.getByTestId("order-total")).toHaveText(usd(order.total));
    await expect(page.getByText("Ring the bell")).toBeVisible();
    await expect(page.getByRole("link", { name: "Order Again" })).toHaveAttribute(
      "href",
      /^\/order-again\?token=[\w-]+$/,
    );
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    // Back from paying, the cart starts again.
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("island-spice:cart"))).toBeNull();
    await expectNoAxeViolations(page);

    // One confirmation email, however often the page is opened.
    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(order.order_number);
    const emails = await withDatabase(async (db) => {
      const result = await db.query<{ count: string }>(
        "select count(*) from mail_outbox where dedupe_key = $1 and kind = 'customer-confirmation'",
        [`order:${order.id}:customer-confirmation`],
      );
      return Number(result.rows[0]?.count);
    });
    expect(emails).toBe(1);
    expect(errors).toEqual([]);
  });

  test("a declined card is refused on the payment page and nothing is paid", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await cartWithFestival(page);
    const sessionId = await checkOut(page);
    await payWith(page, CARD_DECLINED);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please use a different card.");
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    const order = await withDatabase((db) => orderBySession(db, sessionId));
    expect(order.payment_status).not.toBe("paid");
    expect(order.status).toBe("pending");
    // The decline comes back as the payment page answering 402, which the browser logs.
    expect(errors.filter((error) => !/status of 402 .*\/pay\/sandbox\//.test(error))).toEqual([]);
  });

  test("Cancel on the payment page comes back to the cart as it was", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await cartWithFestival(page);
    await checkOut(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/cart$/);
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page)).toContainText("Festival");
    // The details typed before are still there for the next try.
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("ada@example.com");
    await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test("an order can be cancelled within 30 minutes", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await cartWithFestival(page);
    const sessionId = await checkOut(page);
    await payWith(page, CARD_PAYS);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    // the payment page sent the browser back to a new document: its button works once it has taken over
    await untilTakenOver(page);

    await page.getByRole("button", { name: "Cancel Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Order?" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Reason").fill("Plans changed");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Yes, Cancel Order" }).click();
    await expect(toast(page, "Order Cancelled")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Order Cancelled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

    const order = await withDatabase((db) => orderBySession(db, sessionId));
    expect(["cancelled", "refunded"]).toContain(order.status);

    // A second try, posted to the page's action as a browser without JavaScript would, is refused.
    const again = await page.request.post(`/order-confirmation?session_id=${sessionId}`, {
      form: { sessionId },
    });
    expect(again.status()).toBe(409);
    expect(errors).toEqual([]);
  });

  test("the confirmation page without a session or token says so and goes home after 10 seconds", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.clock.install();
    await openPage(page, "/order-confirmation");
    await expect(
      page.getByRole("heading", { level: 1, name: "Order information not found..." }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);
    await page.clock.fastForward(10_000);
    await page.waitForURL((url) => url.pathname === "/");
    expect(errors).toEqual([]);
  });

  test("an unknown session shows the error view once the server has tried three times", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const started = Date.now();
    await openPage(page, "/order-confirmation?session_id=cs_unknown_session");
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't load your order" })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch order details");
    // Three reads 1 s apart happen before the page is sent (domain/order-retrieval.test.ts counts them).
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(errors).toEqual([]);
  });

  test("a client-side visit shows the loading view, then the order's view", async ({ page }) => {
    await openPage(page, "/");
    // Hold the page's data until the loading view has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Only the page's own read is held: a refresh of the layout's data (its cache may be stale
    // by now) goes through, or the navigation itself would wait for the release.
    await page.route("**/order-confirmation.data*", async (route) => {
      const routes = new URL(route.request().url()).searchParams.get("_routes") ?? "";
      if (routes.includes("order-confirmation")) await released;
      await route.continue();
    });
    // No link on the site leads here; the router itself makes the client-side visit.
    await page.evaluate(async () => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter;
      void router.navigate("/order-confirmation?session_id=cs_unknown_session");
      await Promise.resolve();
    });
    await expect(page.getByRole("status").filter({ hasText: "Loading your order..." })).toBeVisible({
      timeout: 15_000,
    });
    release();
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch order details", { timeout: 10_000 });
  });
});
