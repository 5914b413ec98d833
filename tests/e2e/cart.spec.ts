import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import {
  addPlainDish,
  card,
  collectConsoleErrors,
  dismissToasts,
  OPEN_WEEK,
  openPage,
  toast,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

const CATERING_LINE = {
  id: "c1",
  itemId: "c1",
  title: "Jerk Chicken Tray",
  price: 8999,
  tier: "Half Tray",
  serves: "10-12",
  quantity: 2,
  category: "Trays",
  isCateringItem: true,
};

async function putInStorage(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(
    ([storageKey, json]) => {
      localStorage.setItem(storageKey, json);
      window.dispatchEvent(new Event("cart-updated"));
      window.dispatchEvent(new Event("catering-cart-updated"));
    },
    [key, JSON.stringify(value)] as const,
  );
}

test.describe("cart", () => {
  test.beforeEach(async () => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
  });
  test.afterEach(async () => {
    await withDatabase((db) => restoreDemoWeek(db));
  });

  test("an empty cart offers the menu and catering, and is kept out of search engines", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/cart");
    await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Order Food" })).toHaveAttribute("href", "/menu");
    await expect(page.getByRole("link", { name: "View Catering Options" })).toHaveAttribute(
      "href",
      "/catering",
    );
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("tabs: catering only opens on catering with regular disabled; both open on regular", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/cart");
    await putInStorage(page, "island-spice:catering-cart", [CATERING_LINE]);
    const tabs = page.getByRole("tablist", { name: "Cart" });
    await expect(tabs.getByRole("tab", { name: /Catering Items/ })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: /Regular Items/ })).toBeDisabled();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("row", { name: /Jerk Chicken Tray/ })).toContainText("$179.98");
    await expect(panel.getByRole("link", { name: "Change on the catering page" })).toHaveAttribute(
      "href",
      "/catering?tab=cart",
    );

    await openPage(page, "/menu?category=Sides");
    await addPlainDish(page, "Festival");
    // Two trays and one Festival.
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    await card(page, "Festival")
      .getByRole("link", { name: /In Cart/ })
      .click();
    await expect(tabs.getByRole("tab", { name: /Regular Items/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$3.95");
    await expect(page.getByTestId("cart-tax")).toHaveText("$0.33");
    await expect(page.getByTestId("cart-total")).toHaveText("$4.28");
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    // Arrow keys move between the tabs.
    await tabs.getByRole("tab", { name: /Regular Items/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: /Catering Items/ })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: /Catering Items/ })).toHaveAttribute("aria-selected", "true");

    // Removing the last regular line leaves the catering tab.
    await tabs.getByRole("tab", { name: /Regular Items/ }).click();
    await page.getByRole("button", { name: "Remove Festival" }).click();
    await expect(tabs.getByRole("tab", { name: /Catering Items/ })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: /Regular Items/ })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test("cards show their real button from the server's page, and the dialogs' code waits for a click", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // The featured dishes come with their choices (docs/product/03-ordering.md §3.3): no card waits for a
    // read.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("Customize &amp; Add");
    expect(html).not.toContain("Checking store hours...");
    const dialogCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(customize-dialog|schedule-dialog)-/.test(request.url())) dialogCode.push(request.url());
    });
    await openPage(page, "/");
    const featured = page.getByRole("region", { name: "Featured Dishes" });
    await expect(
      featured.getByRole("button", { name: /^(Add to Cart|Customize & Add)$/ }).first(),
    ).toBeVisible();
    await expect(featured.getByRole("button", { name: "Checking store hours..." })).toHaveCount(0);
    expect(dialogCode).toEqual([]);
    await featured.getByRole("button", { name: "Customize & Add" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(dialogCode.length).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("a first visit loads no code to read stored carts; a stored cart is read and counted", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // The scripts that hold zod, the stored cart's schemas' library.
    const zodScripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.text().catch(() => "");
      if (body.includes("$ZodObject")) zodScripts.push(response.url());
    });
    await openPage(page, "/");
    await expect(
      page
        .getByRole("region", { name: "Featured Dishes" })
        .getByRole("button", { name: /^(Add to Cart|Customize & Add)$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    expect(zodScripts).toEqual([]);

    // A returning visitor: two of one dish and one tray stored. The page reads them (loading the
    // schemas) and counts three.
    const festival = { itemId: "f1", title: "Festival", price: 395, quantity: 2 };
    await page.evaluate(
      ([regular, catering]) => {
        localStorage.setItem("island-spice:cart", regular);
        localStorage.setItem("island-spice:catering-cart", catering);
      },
      [JSON.stringify([festival]), JSON.stringify([{ ...CATERING_LINE, quantity: 1 }])] as const,
    );
    await page.reload();
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    // the response listener reads each script's body after it has arrived
    await expect.poll(() => zodScripts.length).toBeGreaterThan(0);
    await openPage(page, "/cart");
    await expect(page.getByRole("tabpanel").getByText("Festival")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("without local storage (private browsing) the cart lives in memory for the visit", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => {
      const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, "setItem")?.value as (
        this: Storage,
        key: string,
        value: string,
      ) => void;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage)
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    await openPage(page, "/menu?category=Sides");
    await addPlainDish(page, "Festival");
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await card(page, "Festival")
      .getByRole("link", { name: /In Cart/ })
      .click();
    await expect(page.getByTestId("cart-line")).toContainText("Festival");
    expect(await page.evaluate(() => localStorage.getItem("island-spice:cart"))).toBeNull();
    expect(errors).toEqual([]);
  });

  test("a cart that cannot be read says so", async ({ page }) => {
    await openPage(page, "/menu");
    await page.evaluate(() => localStorage.setItem("island-spice:cart", "{not json"));
    await openPage(page, "/cart");
    await expect(toast(page, "Error loading cart")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible();
  });
});
