import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { openPage } from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
// Equal open and close times never open, yet name a next opening: closed whatever the clock says.
const CLOSED_WEEK = DAYS.map((day) => [day, "23:59", "23:59"] as const);
// 00:00 to 00:00 is open around the clock.
const OPEN_WEEK = DAYS.map((day) => [day, "00:00", "00:00"] as const);

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

function cards(page: Page) {
  return page.getByRole("tabpanel").getByRole("article");
}

function closedAlert(page: Page) {
  return page.getByRole("alert").filter({ hasText: "We're currently closed" });
}

test.describe("order online", () => {
  test("tabs are All Items plus the categories of the items, and filter the cards", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const itemCategories = await withDatabase(async (db) => {
      const result = await db.query<{ category: string }>(
        "select category from menu_items where available order by category, display_order, created_at",
      );
      return [...new Set(result.rows.map((row) => row.category))];
    });
    await openPage(page, "/order-online");
    await expect(page.getByRole("heading", { level: 1, name: "Order Online" })).toBeVisible();
    const tablist = page.getByRole("tablist", { name: "Menu categories" });
    await expect(tablist.getByRole("tab")).toHaveText(["All Items", ...itemCategories]);
    await expect(tablist.getByRole("tab", { name: "All Items" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(32);

    await tablist.getByRole("tab", { name: "Jerk & Grill" }).click();
    await expect(tablist.getByRole("tab", { name: "Jerk & Grill" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText([
      "Jerk Chicken Plate",
      "Jerk Pork",
      "Jerk Wings",
      "Jerk Shrimp Skewers",
      "Jerk Chicken Bowl",
    ]);
    await expect(page).toHaveURL(/category=Jerk/);

    await tablist.getByRole("tab", { name: "All Items" }).click();
    await expect(cards(page)).toHaveCount(32);
    await expect(page).toHaveURL(/\/order-online$/);
    expect(errors).toEqual([]);
  });

  test("a closed store shows an alert with Refresh Status, which goes once the store opens", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    try {
      await withDatabase((db) => setWeek(db, CLOSED_WEEK));
      // The page is kept in memory per data version; a change of hours reaches it within 2 s.
      await expect
        .poll(async () => (await page.request.get("/order-online")).text(), { timeout: 5000 })
        .toMatch(/currently closed/);
      await openPage(page, "/order-online");
      const alert = closedAlert(page);
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(/Opens (Today|Tomorrow) at 11:59 PM/);
      await expect(page.getByTestId("store-status")).toContainText("Closed");
      await expectNoAxeViolations(page);

      // Refresh Status reads the hours again; still closed.
      const refresh = alert.getByRole("button", { name: "Refresh Status" });
      const hoursRead = page.waitForResponse((response) => response.url().endsWith("/api/store-hours"));
      await refresh.click();
      expect((await hoursRead).ok()).toBe(true);
      await expect(alert).toBeVisible();

      // Open around the clock: Refresh Status (or the live update, if it comes first) clears the alert.
      await withDatabase((db) => setWeek(db, OPEN_WEEK));
      await expect(async () => {
        if (await refresh.isVisible()) await refresh.click({ timeout: 1000 });
        await expect(alert).toBeHidden({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByTestId("store-status")).toHaveText("Open Now");
    } finally {
      await withDatabase((db) => restoreDemoWeek(db));
    }
    expect(errors).toEqual([]);
  });

  test("an open store shows no closed alert", async ({ page }) => {
    try {
      await withDatabase((db) => setWeek(db, OPEN_WEEK));
      await openPage(page, "/order-online");
      await expect(page.getByTestId("store-status")).toHaveText("Open Now");
      await expect(cards(page)).toHaveCount(32);
      await expect(closedAlert(page)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Refresh Status" })).toHaveCount(0);
    } finally {
      await withDatabase((db) => restoreDemoWeek(db));
    }
  });

  test("the floating cart button leads to the cart and counts both carts", async ({ page }) => {
    await openPage(page, "/order-online");
    const cartButton = page.getByRole("link", { name: /^View Cart/ });
    await expect(cartButton).toBeVisible();
    await expect(cartButton).toHaveAccessibleName("View Cart");
    await expect(cartButton).toHaveAttribute("href", "/cart");
    // Fixed to the viewport's bottom-right corner, wherever the page is scrolled.
    await page.mouse.wheel(0, 3000);
    await expect(cartButton).toBeInViewport();
    const box = await cartButton.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width - 48).toBe(true);
    expect(box && viewport && box.y + box.height > viewport.height - 48).toBe(true);

    await page.evaluate(() => {
      localStorage.setItem(
        "island-spice:cart",
        JSON.stringify([{ itemId: "a", title: "Festival", price: 395, quantity: 1 }]),
      );
      localStorage.setItem(
        "island-spice:catering-cart",
        JSON.stringify([{ id: "b", title: "Tray", price: 9000, tier: "Half", serves: "10", quantity: 1 }]),
      );
      window.dispatchEvent(new Event("cart-updated"));
    });
    await expect(cartButton).toHaveAccessibleName("View Cart, 2 items");
    await expect(cartButton).toContainText("2");
    await page.evaluate(() => localStorage.clear());
  });

  test("the page has no accessibility violations", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/order-online");
    await expect(cards(page)).toHaveCount(32);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
