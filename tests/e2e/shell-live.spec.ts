import { expect, test } from "@playwright/test";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import { DEMO_WEEK, restoreDemoWeek, setWeek } from "./support/store-hours.ts";
import { openPage } from "./support/ordering.ts";

test.describe("site shell, live", () => {
  test("the mobile menu closes on every route change", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the hamburger exists below 768 px only");
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await mobileNav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(mobileNav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("the cart badge counts the items of both carts: each line's quantity, summed", async ({ page }) => {
    await openPage(page, "/");
    const cart = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName("Cart");
    await page.evaluate(() => {
      const line = (id: string, quantity: number) => ({
        itemId: id,
        title: `Dish ${id}`,
        price: 500,
        quantity,
      });
      localStorage.setItem("island-spice:cart", JSON.stringify([line("a", 3), line("b", 1)]));
      localStorage.setItem(
        "island-spice:catering-cart",
        JSON.stringify([{ id: "c", title: "Tray", price: 9000, tier: "Half", serves: "10", quantity: 2 }]),
      );
      window.dispatchEvent(new Event("cart-updated"));
    });
    await expect(page.getByTestId("cart-badge")).toHaveText("6");
    await expect(cart).toHaveAccessibleName("Cart, 6 items");
    await page.evaluate(() => localStorage.clear());
  });

  test("the footer hours follow the fallback chain: store hours, then settings, then defaults", async ({
    page,
  }) => {
    await openPage(page, "/");
    const hours = page.getByTestId("footer-hours");
    await expect(hours).toContainText("Monday - Thursday");
    await waitForLiveUpdates(page);
    try {
      // A changed week shows up live.
      await withDatabase((db) =>
        setWeek(db, [
          ...DEMO_WEEK.slice(0, 5).map(([d]) => [d, "11:00", "21:00"] as const),
          ["saturday", "11:00", "22:00"],
          ["sunday", "00:00", "00:00", true],
        ]),
      );
      await expect(hours).toContainText("Monday - Friday11:00 AM - 9:00 PM", { timeout: 10_000 });
      await expect(hours).toContainText("SundayClosed");

      // No rows: the hours settings stand in.
      await withDatabase(async (db) => {
        await db.query(
          "update site_settings set setting_value = 'Noon - 6:00 PM' where setting_key = 'hours_sunday'",
        );
        await db.query("delete from store_hours");
      });
      await expect(hours).toContainText("SundayNoon - 6:00 PM", { timeout: 10_000 });
      await expect(hours).toContainText("Monday - Friday11:00 AM - 9:00 PM");

      // Neither: the defaults.
      await withDatabase((db) =>
        db.query(
          "delete from site_settings where setting_key in ('hours_weekdays', 'hours_saturday', 'hours_sunday')",
        ),
      );
      await page.reload();
      await expect(hours).toContainText("Monday - Friday11:00 AM - 9:00 PM");
      await expect(hours).toContainText("Saturday11:00 AM - 10:00 PM");
      await expect(hours).toContainText("Sunday12:00 PM - 8:00 PM");
    } finally {
      await withDatabase(async (db) => {
        await restoreDemoWeek(db);
        await db.query(
          `insert into site_settings (setting_key, setting_value, setting_group) values
             ('hours_weekdays', '11:00 AM - 9:00 PM', 'hours'), ('hours_saturday', '11:00 AM - 10:00 PM', 'hours'),
             ('hours_sunday', '12:00 PM - 8:00 PM', 'hours')
           on conflict (setting_key) do update set setting_value = excluded.setting_value`,
        );
      });
    }
  });
});
