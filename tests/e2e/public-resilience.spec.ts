import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { contrastRatio } from "#domain/color.ts";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import {
  card,
  collectConsoleErrors,
  holdScripts,
  openPage,
  toast,
  untilTakenOver,
} from "./support/ordering.ts";

// The public pages fail the way docs/product/10-errors-and-messages.md §10.1 says, keep readable alert
// colours (§2.4) and
// stay fresh while open (§2.9, §2.11). Tests that break a table put it back before they end.

async function renameTable(from: string, to: string): Promise<void> {
  const table = from.replace(/_away$/, "");
  await withDatabase(async (db) => {
    await db.query(`alter table ${from} rename to ${to}`);
    // The public pages kept in memory (docs/product/02-public-pages.md §2.13) hear of row changes only: count
    // this one.
    await db.query(
      `insert into change_versions (table_name, version, changed_at) values ($1, 1, now())
         on conflict (table_name) do update set version = change_versions.version + 1, changed_at = now()`,
      [table],
    );
    await db.query("select pg_notify('table_changes', $1)", [table]);
  });
  // the embedded database's change poll runs once a second
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/** Runs `work` while `table` cannot be read, then puts it back. */
async function withoutTable(table: string, work: () => Promise<void>): Promise<void> {
  await renameTable(table, `${table}_away`);
  try {
    await work();
  } finally {
    await renameTable(`${table}_away`, table);
  }
}

function rgbToHex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

async function setSetting(key: string, value: string): Promise<string> {
  return withDatabase(async (db) => {
    const before = await db.query<{ setting_value: string }>(
      "select setting_value from site_settings where setting_key = $1",
      [key],
    );
    await db.query("update site_settings set setting_value = $2, updated_at = now() where setting_key = $1", [
      key,
      value,
    ]);
    return before.rows[0]?.setting_value ?? "";
  });
}

function headerName(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: / home$/ });
}

test.describe("a section that cannot be read fails on its own", () => {
  test("without hero slides the home page shows the default hero, and the toast once it has taken over, however late", async ({
    page,
  }) => {
    await withoutTable("hero_slides", async () => {
      // The page's scripts start after its first paint (docs/product/02-public-pages.md §2.14): they are held
      // here until the default hero has shown, so the toast has to come with a late start.
      const release = await holdScripts(page);
      const response = await page.goto("/", { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(200);
      await expect(page.getByText("Caribbean & American Kitchen", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "View Menu" })).toBeVisible();
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
      release();
      await untilTakenOver(page);
      await expect(
        toast(page, "Failed to load content", "Please refresh the page to try again."),
      ).toBeVisible();
      await expect(page.getByText("Caribbean & American Kitchen", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Featured Dishes" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  });

  test("without the menu, featured dishes say so in a toast and the page goes on", async ({ page }) => {
    await openPage(page, "/about");
    await withoutTable("menu_items", async () => {
      // An in-app navigation reads the page's data the same way.
      await page.getByRole("contentinfo").getByRole("link", { name: "Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        toast(page, "Error Fetching Featured Dishes", "An unexpected error occurred"),
      ).toBeVisible();
      await expect(page.getByText("Check back soon for this week's favorites.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  });

  test("without the site sections, Our Story says so in a toast and the rest shows", async ({ page }) => {
    await withoutTable("site_sections", async () => {
      await page.goto("/");
      await expect(toast(page, "Error Fetching Our Story")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Featured Dishes" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeVisible();
    });
  });
});

test.describe("alert colours", () => {
  test("an alert that sets only one colour keeps its type's other colour and stays readable", async ({
    page,
  }) => {
    const marker = randomBytes(4).toString("hex");
    const ids = await withDatabase(async (db) => {
      const insert = (message: string, type: string, background: string | null, text: string | null) =>
        db.query<{ id: string }>(
          `insert into alerts (title, message, alert_type, is_active, display_order, background_color, text_color)
           values ('', $1, $2, true, -5, $3, $4) returning id`,
          [message, type, background, text],
        );
      const rows = await Promise.all([
        insert(`Text only ${marker}`, "info", null, "#fde68a"),
        insert(`Background only ${marker}`, "warning", "#000000", null),
        insert(`Unreadable pair ${marker}`, "success", "#1f2937", "#111827"),
      ]);
      return rows.map((result) => result.rows[0]!.id);
    });
    try {
      await page.goto("/");
      for (const [label, expectedBackground] of [
        ["Text only", "#075985"],
        ["Background only", "#000000"],
        ["Unreadable pair", "#1f2937"],
      ] as const) {
        const alert = page.getByTestId("site-alert").filter({ hasText: `${label} ${marker}` });
        await expect(alert).toBeVisible();
        const { background, color } = await alert.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, color: style.color };
        });
        expect(rgbToHex(background), label).toBe(expectedBackground);
        expect(contrastRatio(rgbToHex(background), rgbToHex(color)) ?? 0, label).toBeGreaterThanOrEqual(4.5);
      }
    } finally {
      await withDatabase((db) => db.query("delete from alerts where id = any($1::uuid[])", [ids]));
    }
  });
});

test.describe("settings on an open page", () => {
  test("a changed site name shows on the open page within a second or two, and after navigating", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/");
    await waitForLiveUpdates(page);
    const original = await setSetting("site_name", "Island Spice Kitchen & Bar");
    try {
      await expect(headerName(page)).toHaveText("Island Spice Kitchen & Bar", { timeout: 3000 });
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(headerName(page)).toHaveText("Island Spice Kitchen & Bar");
    } finally {
      await setSetting("site_name", original);
    }
    await expect(headerName(page)).toHaveText(original, { timeout: 3000 });
    expect(errors).toEqual([]);
  });

  test("a page that missed a change reads the settings again on a navigation once they are 30 s old", async ({
    page,
  }) => {
    // No live events reach this page: only the settings cache can bring the change.
    await page.route("**/api/events", (route) => route.abort());
    await page.clock.install();
    await openPage(page, "/");
    const original = await setSetting("phone_number", "4045550199");
    try {
      const contactPhone = page.getByRole("main").getByRole("link", { name: /\(404\) 555-0199/ });
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      // Within the cache time the page keeps what it read.
      await expect(contactPhone).toHaveCount(0);
      await page.clock.fastForward(31_000);
      await page.getByRole("contentinfo").getByRole("link", { name: "Home" }).click();
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
      await expect(contactPhone).toBeVisible();
    } finally {
      await setSetting("phone_number", original);
    }
  });
});

test.describe("delivery links", () => {
  test("a dish on both services without stored links points to each service's search for the business", async ({
    page,
  }) => {
    const before = await withDatabase(async (db) => {
      const result = await db.query<{
        external_links: unknown;
        available_doordash: boolean;
        available_ubereats: boolean;
      }>(
        "select external_links, available_doordash, available_ubereats from menu_items where title = 'Festival'",
      );
      await db.query(
        "update menu_items set external_links = null, available_doordash = true, available_ubereats = true where title = 'Festival'",
      );
      return result.rows[0]!;
    });
    try {
      await openPage(page, "/menu?category=Sides");
      const festival = card(page, "Festival");
      await expect(festival.getByRole("link", { name: "Order Festival on DoorDash" })).toHaveAttribute(
        "href",
        "https://www.doordash.com/search/store/Island%20Spice%20Kitchen/",
      );
      await expect(festival.getByRole("link", { name: "Order Festival on Uber Eats" })).toHaveAttribute(
        "href",
        "https://www.ubereats.com/search?q=Island%20Spice%20Kitchen",
      );
    } finally {
      await withDatabase((db) =>
        db.query(
          "update menu_items set external_links = $1, available_doordash = $2, available_ubereats = $3 where title = 'Festival'",
          [JSON.stringify(before.external_links), before.available_doordash, before.available_ubereats],
        ),
      );
    }
  });
});

test.describe("the confirmation email", () => {
  test("when the customer's confirmation email failed for good, the confirmation page says so", async ({
    page,
  }) => {
    const token = randomBytes(24).toString("base64url");
    await withDatabase(async (db) => {
      const order = await db.query<{ id: string }>(
        `insert into orders (order_number, customer_name, customer_email, customer_phone, subtotal, tax, total,
                             status, payment_status, payment_provider, access_token, paid_at)
         values ($1, 'Grace Hopper', 'grace@example.com', '4045550101', 395, 33, 428,
                 'pending', 'paid', 'sandbox', $2, now()) returning id`,
        [`IS-T${randomBytes(3).toString("hex")}`, token],
      );
      const id = order.rows[0]!.id;
      await db.query(
        `insert into order_items (order_id, menu_item_id, title, quantity, price)
         select $1, id, title, 1, 395 from menu_items where title = 'Festival'`,
        [id],
      );
      await db.query(
        `insert into mail_outbox (dedupe_key, kind, order_id, to_address, subject, html, text, status, attempts, last_error)
         values ($1, 'customer-confirmation', $2, 'grace@example.com', 'Your order', '<p>x</p>', 'x', 'failed', 8, 'mailbox unavailable')`,
        [`order:${id}:customer-confirmation`, id],
      );
    });
    await page.goto(`/order-confirmation?token=${token}`);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(
      toast(page, "Order confirmed", "Your order is confirmed, but the email notification failed."),
    ).toBeVisible();
    await expect(
      page.getByText("We couldn't send the confirmation email to grace@example.com"),
    ).toBeVisible();
  });
});
