import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { openPage } from "./support/ordering.ts";

const ACTIVE_CATEGORIES = [
  "Caribbean Classics",
  "Jerk & Grill",
  "American Favorites",
  "Sandwiches & Burgers",
  "Sides",
  "Desserts",
  "Drinks",
];
const DOORDASH = "https://www.doordash.com/store/island-spice-kitchen-atlanta-2451873/";
const UBER_EATS = "https://www.ubereats.com/store/island-spice-kitchen/q2Zk9vXbTKm1aRr8Jc4nPw";
const GRUBHUB = "https://www.grubhub.com/restaurant/island-spice-kitchen-atlanta/3318207";

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

function card(page: Page, title: string) {
  return page.getByRole("article", { name: title, exact: true });
}

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading", { level: 3 }).allInnerTexts();
}

/** The menu route's own data request on a client-side visit (the layout's comes separately). */
function isMenuDataRequest(url: URL): boolean {
  return url.pathname === "/menu.data" && url.searchParams.get("_routes") === "routes/public/menu";
}

type MenuJsonLd = {
  "@type": string;
  name: string;
  url: string;
  hasMenuSection: {
    name: string;
    hasMenuItem: { name: string; image?: string; offers: { price: string; priceCurrency: string } }[];
  }[];
};

function findMenuJsonLd(html: string): MenuJsonLd | undefined {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts
    .map((match) => JSON.parse(match[1] ?? "null") as { "@type"?: string })
    .find((data): data is MenuJsonLd => data?.["@type"] === "Menu");
}

test.describe("menu", () => {
  test("searching filters by title or description, ignores case, and says when nothing matches", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/menu");
    await expect(page.getByRole("heading", { level: 1, name: "Our Menu" })).toBeVisible();
    await expect(cards(page)).toHaveCount(32);

    const search = page.getByRole("searchbox", { name: "Search menu" });
    await expect(search).toHaveAttribute("placeholder", "Search for menu items...");
    // The search form has its own submit control (WCAG technique H32).
    await expect(
      page.getByRole("search").getByRole("button", { name: "Search", exact: true }),
    ).toHaveAttribute("type", "submit");

    await search.fill("OXTAIL");
    await expect.poll(() => cardTitles(page)).toEqual(["Oxtail Stew"]);

    // Only the descriptions of these two mention coconut.
    await search.fill("Coconut");
    await expect.poll(() => cardTitles(page)).toEqual(["Rice & Peas", "Sweet Potato Pudding"]);
    await expect(page.getByRole("heading", { level: 2, name: "Sides" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Desserts" })).toBeVisible();

    // The search is in the address, so a reload renders the same results on the server.
    await expect(page).toHaveURL(/[?&]q=Coconut/);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search menu" })).toHaveValue("Coconut");
    await expect.poll(() => cardTitles(page)).toEqual(["Rice & Peas", "Sweet Potato Pudding"]);

    await openPage(page, "/menu?q=coconut");
    await page.getByRole("searchbox", { name: "Search menu" }).fill("  jerk pizza ");
    await expect(page.getByText('No items found matching "jerk pizza"')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(cards(page)).toHaveCount(32);
    await expect(page).toHaveURL(/\/menu$/);
    expect(errors).toEqual([]);
  });

  test("category tabs list the active categories and filter the cards", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/menu");
    const tablist = page.getByRole("tablist", { name: "Menu categories" });
    await expect(tablist.getByRole("tab")).toHaveText(["All", ...ACTIVE_CATEGORIES]);
    await expect(tablist.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

    await tablist.getByRole("tab", { name: "Desserts" }).click();
    await expect(tablist.getByRole("tab", { name: "Desserts" })).toHaveAttribute("aria-selected", "true");
    await expect(tablist.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "false");
    await expect
      .poll(() => cardTitles(page))
      .toEqual(["Caribbean Rum Cake", "Sweet Potato Pudding", "Banana Fritters"]);
    await expect(page.getByRole("tabpanel", { name: "Desserts" })).toBeVisible();

    // Arrow keys move along the tabs and select as they go.
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Drinks" })).toBeFocused();
    await expect(tablist.getByRole("tab", { name: "Drinks" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(4);

    // Search and category combine; the category stays in the address.
    await page.getByRole("searchbox", { name: "Search menu" }).fill("ginger");
    await expect.poll(() => cardTitles(page)).toEqual(["Sorrel", "Homemade Ginger Beer"]);
    await expect(page).toHaveURL(/category=Drinks/);
    await expect(page).toHaveURL(/q=ginger/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Drinks" })).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => cardTitles(page)).toEqual(["Sorrel", "Homemade Ginger Beer"]);
    expect(errors).toEqual([]);
  });

  test("choosing a category far down the menu brings its items into view", async ({ page }) => {
    await openPage(page, "/menu");
    await page.evaluate(() => window.scrollTo(0, 4000));
    // The tabs stay at hand below the header.
    await expect(page.getByRole("tablist", { name: "Menu categories" })).toBeInViewport();
    await page.getByRole("tab", { name: "Drinks" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Sorrel" })).toBeInViewport();
  });

  test("an active category without items says so", async ({ page }, testInfo) => {
    const name = `Brunch (${testInfo.project.name})`;
    try {
      await withDatabase((db) =>
        db.query("insert into menu_item_category (name, display_order, is_active) values ($1, 99, true)", [
          name,
        ]),
      );
      // A kept page takes up to 2 s to learn of a change made straight in the database (§2.13).
      const tab = page.getByRole("tab", { name });
      await expect(async () => {
        await openPage(page, "/menu");
        await expect(tab).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText("No items found in this category.")).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    } finally {
      await withDatabase((db) => db.query("delete from menu_item_category where name = $1", [name]));
    }
  });

  test("cards show the delivery links their flags allow, opening in a new tab", async ({ page }) => {
    await openPage(page, "/menu");
    const curryGoat = card(page, "Curry Goat");
    await expect(curryGoat.getByText("$18.95")).toBeVisible();
    const doordash = curryGoat.getByRole("link", { name: "Order Curry Goat on DoorDash" });
    await expect(doordash).toHaveAttribute("href", DOORDASH);
    await expect(doordash).toHaveAttribute("target", "_blank");
    await expect(doordash).toHaveAttribute("rel", /noopener/);
    await expect(curryGoat.getByRole("link", { name: "Order Curry Goat on Uber Eats" })).toHaveAttribute(
      "href",
      UBER_EATS,
    );

    // showExternalButtons false: listed on the apps, no buttons.
    await expect(card(page, "Oxtail Stew").getByRole("link")).toHaveCount(0);
    // One service switched off each.
    await expect(card(page, "Jerk Chicken Bowl").getByRole("link")).toHaveText(["DoorDash"]);
    await expect(card(page, "Jerk Chicken Sandwich").getByRole("link")).toHaveText(["Uber Eats"]);
    // A custom link follows the two defaults.
    const wings = card(page, "Jerk Wings");
    await expect(wings.getByRole("link")).toHaveText(["DoorDash", "Uber Eats", "Grubhub"]);
    await expect(wings.getByRole("link", { name: "Order Jerk Wings on Grubhub" })).toHaveAttribute(
      "href",
      GRUBHUB,
    );
    // No external links at all.
    await expect(card(page, "Beef Patty in Coco Bread").getByRole("link")).toHaveCount(0);

    const allergens = card(page, "Rasta Pasta")
      .locator("p")
      .filter({ hasText: /^Contains:/ });
    await expect(allergens).toBeVisible();
    // Chips on screen; a screen reader hears "Contains: gluten, dairy".
    await expect(allergens).toHaveText("Contains:gluten,dairy");
    await expect(card(page, "Rasta Pasta").getByRole("img", { name: "Rasta Pasta" })).toHaveAttribute(
      "width",
      "400",
    );
  });

  test("the server's HTML carries the menu and its schema.org Menu with prices", async ({
    page,
    request,
  }) => {
    const response = await request.get("/menu");
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain("Curry Goat");
    // In place, not streamed after a loading fallback (which would flash and shift the page).
    expect(html).not.toContain("Loading menu...");
    // Each section is a boundary React takes over on its own (decision 186), sent finished and in
    // place: no pending boundary, no script moving one in later, and the cards' real buttons.
    expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThanOrEqual(ACTIVE_CATEGORIES.length);
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toMatch(/\$RC\(/);
    expect(html).not.toContain("Checking store hours...");
    expect(html).toMatch(/>(Add to Cart|Customize &amp; Add|Schedule for Later)</);
    const jsonLd = findMenuJsonLd(html);
    expect(jsonLd).toBeDefined();
    expect(jsonLd?.hasMenuSection.map((section) => section.name)).toEqual(ACTIVE_CATEGORIES);
    expect(jsonLd?.hasMenuSection.flatMap((section) => section.hasMenuItem)).toHaveLength(32);
    const curryGoat = jsonLd?.hasMenuSection[0]?.hasMenuItem.find((item) => item.name === "Curry Goat");
    expect(curryGoat?.offers).toEqual({ "@type": "Offer", price: "18.95", priceCurrency: "USD" });
    expect(curryGoat?.image).toMatch(/^https?:\/\/.+\/images\/menu\/curry-goat\.svg$/);

    // The page as the browser has it carries the same data.
    await openPage(page, "/menu");
    const inPage = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    const menu = inPage
      .map((text) => JSON.parse(text) as { "@type"?: string })
      .find((data) => data["@type"] === "Menu");
    expect(menu).toEqual(jsonLd);
  });

  test("a client-side visit shows the page at once with the loading text, then the menu", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isMenuDataRequest, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Menu", exact: true }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Menu" })).toBeVisible();
    await expect(page.getByText("Loading menu...")).toBeVisible();
    release();
    await expect(cards(page)).toHaveCount(32);
    await expect(page.getByText("Loading menu...")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a menu that cannot be loaded says so", async ({ page }) => {
    await page.route(isMenuDataRequest, (route) => route.fulfill({ status: 500, body: "" }));
    await openPage(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Menu" })).toBeVisible();
    await expect(page.getByText("Error: Could not load menu.")).toBeVisible();
  });

  test("the menu has no accessibility violations, filtered or not", async ({ page }) => {
    await openPage(page, "/menu");
    await expect(cards(page)).toHaveCount(32);
    await expectNoAxeViolations(page);
    await page.getByRole("searchbox", { name: "Search menu" }).fill("pizza");
    await expect(page.getByText('No items found matching "pizza"')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
