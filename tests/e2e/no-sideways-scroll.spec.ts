import { expect, test, type Locator, type Page } from "@playwright/test";
import { withDatabase } from "./support/db.ts";
import {
  businessDate,
  businessTimeZone,
  card,
  dayNameOf,
  OPEN_WEEK,
  openPage,
  weekOpenOnlyOn,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// On a phone no public page is wider than the screen, whatever the carts hold and whichever dialog
// is open, and the demo bar and each alert take one line before the header.

const PHONE_WIDTHS = [360, 390] as const;

/** Two dishes, one with a choice and a note with a word longer than the screen is wide. */
const REGULAR_LINES = [
  { itemId: "f1", title: "Festival", price: 395, quantity: 2 },
  {
    lineId: "j1-rice",
    itemId: "j1",
    title: "Jerk Chicken Dinner",
    price: 1599,
    basePrice: 1399,
    quantity: 12,
    modifiers: [
      {
        groupId: "g1",
        groupName: "Side",
        selectedOptions: [{ id: "o1", name: "Rice and Peas", priceAdjustment: 200 }],
      },
    ],
    specialInstructions: `Extra spicy please ${"NOONIONS".repeat(8)}`,
  },
];

const CATERING_LINES = [
  {
    id: "c1",
    itemId: "c1",
    title: "Jerk Chicken Tray",
    price: 8999,
    tier: "Half Tray",
    serves: "10-12",
    quantity: 2,
    category: "Trays",
    isCateringItem: true,
  },
];

test.skip(({ isMobile }) => !isMobile, "phone widths: the mobile project runs these");

async function fillCarts(page: Page): Promise<void> {
  await openPage(page, "/");
  await page.evaluate(
    ([regular, catering]) => {
      localStorage.setItem("island-spice:cart", regular);
      localStorage.setItem("island-spice:catering-cart", catering);
    },
    [JSON.stringify(REGULAR_LINES), JSON.stringify(CATERING_LINES)] as const,
  );
}

/**
 * Nothing scrolls sideways: the page and its body are no wider than the window, and an open dialog
 * sits inside the screen with nothing cut off at its sides.
 */
async function expectNoSidewaysScroll(page: Page, where: string, dialog?: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect(async () => {
    const sizes = await page.evaluate(() => ({
      window: window.innerWidth,
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
    }));
    // A phone shows a page wider than its screen zoomed out, and the window widens with it.
    expect(sizes.window, `${where} at ${width} px: the window is the screen's width`).toBe(width);
    expect(sizes.page, `${where} at ${width} px: the page's width`).toBeLessThanOrEqual(sizes.window);
    expect(sizes.body, `${where} at ${width} px: the body's width`).toBeLessThanOrEqual(sizes.window);
    if (!dialog) return;
    const box = await dialog.boundingBox();
    expect(box, `${where}: the dialog is on screen`).not.toBeNull();
    expect(box!.x, `${where} at ${width} px: the dialog's left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${where} at ${width} px: the dialog's right edge`).toBeLessThanOrEqual(
      width,
    );
    const cutOff = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(cutOff, `${where} at ${width} px: the dialog's content is no wider than it`).toBeLessThanOrEqual(
      0,
    );
  }).toPass({ timeout: 5_000 });
}

async function showPage(page: Page, url: string): Promise<void> {
  await openPage(page, url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test.describe("no sideways scroll on a phone", () => {
  test.afterEach(async () => {
    await withDatabase((db) => restoreDemoWeek(db));
  });

  test.describe("while the store is open", () => {
    test.beforeEach(async () => {
      await withDatabase((db) => setWeek(db, OPEN_WEEK));
    });

    test("the public pages, and both tabs of the catering page and of the cart, fit 360 and 390 px", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await fillCarts(page);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        for (const url of ["/", "/menu", "/order-online", "/contact", "/about"]) {
          await showPage(page, url);
          await expectNoSidewaysScroll(page, url);
        }

        await showPage(page, "/catering");
        await expect(page.getByRole("button", { name: "Choose a size of Jerk Chicken Tray" })).toBeVisible();
        await expectNoSidewaysScroll(page, "/catering, Browse Menu");
        await page.getByRole("tab", { name: /Catering Cart/ }).click();
        await expect(page.getByRole("tab", { name: /Catering Cart/ })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByRole("tabpanel").getByText("Jerk Chicken Tray")).toBeVisible();
        await expectNoSidewaysScroll(page, "/catering, Catering Cart");

        await showPage(page, "/cart");
        const tabs = page.getByRole("tablist", { name: "Cart" });
        await expect(tabs.getByRole("tab", { name: /Regular Items/ })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByTestId("cart-line")).toHaveCount(REGULAR_LINES.length);
        await expectNoSidewaysScroll(page, "/cart, Regular Items");
        await tabs.getByRole("tab", { name: /Catering Items/ }).click();
        await expect(tabs.getByRole("tab", { name: /Catering Items/ })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(
          page.getByRole("tabpanel").getByRole("cell", { name: "Jerk Chicken Tray" }),
        ).toBeVisible();
        await expectNoSidewaysScroll(page, "/cart, Catering Items");
      }
    });

    test("the dish customisation and the catering serving size dialogs fit 360 and 390 px", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 844 });

        await openPage(page, "/menu");
        await page.getByRole("button", { name: "Customize & Add" }).first().click();
        const customise = page.getByRole("dialog");
        await expect(customise).toBeVisible();
        await expectNoSidewaysScroll(page, "/menu, Customize & Add", customise);
        await page.keyboard.press("Escape");
        await expect(customise).toBeHidden();

        await openPage(page, "/catering");
        await page.getByRole("button", { name: "Choose a size of Jerk Chicken Tray" }).click();
        const servingSize = page.getByRole("dialog", { name: "Jerk Chicken Tray" });
        await expect(servingSize).toBeVisible();
        await expectNoSidewaysScroll(page, "/catering, serving size", servingSize);
        await page.keyboard.press("Escape");
        await expect(servingSize).toBeHidden();
      }
    });
  });

  test("the schedule dialog fits 360 and 390 px", async ({ page }) => {
    // Closed now: the dish cards offer Schedule for Later.
    await withDatabase(async (db) => {
      const openDay = dayNameOf(businessDate(await businessTimeZone(db), 2));
      await setWeek(db, weekOpenOnlyOn(openDay));
    });
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await openPage(page, "/menu?category=Sides");
      await card(page, "Festival").getByRole("button", { name: "Schedule for Later" }).click();
      const dialog = page.getByRole("dialog", { name: "Schedule Your Order" });
      await expect(dialog).toBeVisible();
      await expectNoSidewaysScroll(page, "/menu, Schedule for Later", dialog);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("the bars before the header on a phone", () => {
  test("the demo bar and each alert take one line above the header at 390 px; a tap shows an alert whole", async ({
    page,
  }) => {
    const message = `Our kitchen closes early on Friday for a private event, and online orders placed after 6 PM will be ready on Saturday morning instead ${Date.now()}.`;
    const id = await withDatabase(async (db) => {
      const result = await db.query<{ id: string }>(
        "insert into alerts (title, message, alert_type, is_active, is_dismissible, display_order) values ('Early closing', $1, 'warning', true, true, -1) returning id",
        [message],
      );
      return result.rows[0]!.id;
    });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, "/about");
      const demoBar = page.getByRole("complementary", { name: "Demo mode" });
      const alerts = page.getByTestId("site-alert");
      const long = alerts.filter({ hasText: message });
      await expect(demoBar).toHaveText("Demo mode: payments are simulated");
      // The whole text stays in the page, for screen readers and for the tap that opens it.
      await expect(long).toContainText("Early closing");
      await expect(long).toContainText(message);

      const header = await page.getByRole("banner").boundingBox();
      const bars = [await demoBar.boundingBox()];
      for (const alert of await alerts.all()) bars.push(await alert.boundingBox());
      let above = 0;
      for (const [index, bar] of bars.entries()) {
        expect(bar, `bar ${index} is shown`).not.toBeNull();
        expect(bar!.height, `bar ${index} takes one line`).toBeLessThanOrEqual(48);
        expect(bar!.y, `bar ${index} comes after the one above it`).toBeGreaterThanOrEqual(above - 0.5);
        above = bar!.y + bar!.height;
      }
      expect(header!.y, "the header comes after the bars").toBeGreaterThanOrEqual(above - 0.5);

      await long.getByText("Early closing").click();
      await expect.poll(async () => (await long.boundingBox())?.height ?? 0).toBeGreaterThan(48);
    } finally {
      await withDatabase((db) => db.query("delete from alerts where id = $1", [id]));
    }
  });
});
