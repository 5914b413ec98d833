import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PAGE_GROUPS } from "#app/lib/admin/pages.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";

// The admin on a phone: the order board puts the orders first, and a bottom bar reaches the pages
// used all day (Orders, Today, Menu) in one tap, with More for every other page.

const TOP_BAR_HEIGHT = 56;

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

/** Two paid orders (a pickup and a delivery) for one made-up customer, already acknowledged so no alarm rings. */
async function insertPaidOrders(): Promise<{ customer: string; pickup: string; delivery: string }> {
  await withDatabase((db) =>
    // Orders other specs left waiting would ring, and their banner would stand above the board.
    db.query(
      "update orders set acknowledged_at = now() where kitchen_status = 'new' and acknowledged_at is null",
    ),
  );
  const customer = `Board Tester ${Math.floor(Math.random() * 1_000_000)}`;
  const ids = await withDatabase(async (db) => {
    const insert = async (orderType: "pickup" | "delivery") => {
      const result = await db.query<{ id: string }>(
        `insert into orders (order_number, customer_name, customer_email, subtotal, tax, total, payment_provider,
           access_token, order_type, payment_status, payment_method, paid_at, acknowledged_at)
         values ($1, $2, 'board-tester@example.com', 1500, 124, 1624, 'sandbox',
           gen_random_uuid()::text, $3, 'paid', 'card', now(), now())
         returning id`,
        [String(60_000 + Math.floor(Math.random() * 9_000)), customer, orderType],
      );
      return result.rows[0]!.id;
    };
    return { pickup: await insert("pickup"), delivery: await insert("delivery") };
  });
  return { customer, ...ids };
}

function bottomBar(page: Page) {
  return page.getByRole("navigation", { name: "Quick links" });
}

test.describe("on a phone (390 px)", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, "the phone's layout");

  test("the board shows an order on the first screen; Filter opens the filters and they filter", async ({
    page,
  }) => {
    const order = await insertPaidOrders();
    await signInAsOwner(page, "/admin/orders");
    const cards = page.getByRole("list", { name: "Orders" });
    await expect(cards.getByRole("listitem").first()).toBeVisible();
    const firstTop = (await cards.getByRole("listitem").first().boundingBox())!.y;
    expect(firstTop - TOP_BAR_HEIGHT).toBeLessThanOrEqual(400);
    // The filters wait behind one button; the export has a page of its own.
    await expect(page.getByLabel("Type", { exact: true })).toBeHidden();
    await expect(page.getByRole("link", { name: "Export" })).toHaveAttribute("href", "/admin/orders/export");
    await expectNoAxeViolations(page);

    const filter = page.getByRole("button", { name: "Filter" });
    await expect(filter).toHaveAttribute("aria-expanded", "false");
    await filter.click();
    await expect(filter).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Search by order number, name, email or phone").fill(order.customer);
    await page.getByLabel("Type", { exact: true }).selectOption("delivery");
    await page.getByLabel("Status", { exact: true }).selectOption("");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "delivery");
    await expect(cards.locator(`[data-order-id="${order.delivery}"]`)).toBeVisible();
    await expect(cards.locator(`[data-order-id="${order.pickup}"]`)).toHaveCount(0);
    // The filters close again with the result; the button counts what narrows the board.
    await expect(page.getByLabel("Type", { exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Filter, 2 active" })).toBeVisible();
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByLabel("Type", { exact: true })).toHaveValue("delivery");
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(cards.locator(`[data-order-id="${order.pickup}"]`)).toBeVisible();
  });

  test("the bottom bar reaches Orders, Today and Menu; More lists every page; it covers no content", async ({
    page,
  }) => {
    await signInAsOwner(page, "/admin/orders");
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    for (const name of ["Orders", "Today", "Menu", "More"]) {
      const entry = bar.getByRole(name === "More" ? "button" : "link", { name });
      const box = (await entry.boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
    await expect(bar.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");

    const destinations = [
      { name: "Today", path: "/admin/dashboard", heading: "Dashboard" },
      { name: "Menu", path: "/admin/menu", heading: "Menu" },
      { name: "Orders", path: "/admin/orders", heading: "Orders" },
    ];
    for (const { name, path, heading } of destinations) {
      await bar.getByRole("link", { name }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(bar.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    }

    // The page's end scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const contentBottom = await page
      .locator("#admin-main > *")
      .last()
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(contentBottom).toBeLessThanOrEqual(barTop);
    await expectNoAxeViolations(page);

    // More opens the full list: every admin page, and it goes there.
    await bar.getByRole("button", { name: "More" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    for (const { title } of ADMIN_PAGE_GROUPS.flatMap((group) => group.pages)) {
      // A page with news carries it in its name ("Inquiries 4 new").
      const name = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\d+ new)?$`);
      await expect(sheet.getByRole("link", { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await sheet.getByRole("link", { name: "Settings", exact: true }).click();
    await page.waitForURL("**/admin/settings");
    await expect(sheet).toBeHidden();
    await expect(bar.getByRole("button", { name: "More" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("on a desk (1280 px)", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, "the desk's layout");

  test("the board keeps its filters in view and no bottom bar; Export opens its own page", async ({
    page,
  }) => {
    await insertPaidOrders();
    await signInAsOwner(page, "/admin/orders");
    await expect(page.getByLabel("Type", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filter" })).toBeHidden();
    await expect(bottomBar(page)).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Export" }).click();
    await page.waitForURL("**/admin/orders/export");
    await expect(page.getByRole("heading", { level: 1, name: "Export orders" })).toBeVisible();
    const form = page.getByRole("form", { name: "Export paid orders" });
    await expect(form).toHaveAttribute("action", "/admin/orders/export.csv");
    await expect(form.getByLabel("Placed from")).not.toHaveValue("");
    await expectNoAxeViolations(page);
  });
});
