import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import {
  CARD_PAYS,
  businessDate,
  businessTimeZone,
  collectConsoleErrors,
  openPage,
  payWith,
  toast,
  usd,
  scriptsOfPage,
} from "./support/ordering.ts";

// The catering page: the quote request, the serving-size dialog, the catering cart and its paid
// checkout, the confirmation page. Each test starts with empty carts (a fresh browser context).

const QUOTE = {
  name: "Grace Jones",
  email: "grace.catering@example.com",
  phone: "4045550177",
  guests: "40",
};

async function futureDate(days = 10): Promise<string> {
  return withDatabase(async (db) => businessDate(await businessTimeZone(db), days));
}

function quoteForm(page: Page) {
  const form = page.getByRole("form", { name: "Request a catering quote" });
  return {
    form,
    name: form.getByLabel("Name", { exact: true }),
    email: form.getByLabel("Email", { exact: true }),
    phone: form.getByLabel("Phone", { exact: true }),
    guests: form.getByLabel("Number of Guests"),
    date: form.getByLabel("Event Date"),
    time: form.getByLabel("Event Time"),
    type: form.getByLabel("Event Type"),
    delivery: form.getByLabel("Pickup or Delivery"),
    requests: form.getByLabel(/Special Requests/),
    submit: form.getByRole("button", { name: "Submit Request" }),
  };
}

async function countRequests(email: string) {
  return withDatabase(async (db) => {
    const requests = await db.query<{ id: string; status: string; guest_count: number; event_type: string }>(
      "select id, status, guest_count, event_type from catering_requests where email = $1",
      [email],
    );
    return requests.rows;
  });
}

test.describe("catering page", () => {
  test("Request Quote scrolls to the form and moves focus there", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, "/catering");
    await expect(page.getByRole("heading", { level: 1, name: "Catering Services" })).toBeVisible();
    for (const service of ["Corporate Events", "Private Parties", "Weddings", "Custom Menus"]) {
      await expect(page.getByRole("heading", { level: 3, name: service })).toBeVisible();
    }
    await expect(page.locator("#catering-form")).not.toBeInViewport();
    await page.getByRole("link", { name: "Request Quote" }).click();
    await expect(page.locator("#catering-form")).toBeInViewport();
    await expect(page.locator("#catering-form")).toBeFocused();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("a missing field shows its message and stores nothing", async ({ page }) => {
    const email = `missing-${test.info().project.name}@example.com`;
    await openPage(page, "/catering");
    const fields = quoteForm(page);
    await fields.name.fill(QUOTE.name);
    await fields.email.fill(email);
    await fields.submit.click();
    await expect(fields.phone).toHaveAttribute("aria-invalid", "true");
    await expect(fields.phone).toHaveAccessibleDescription("Phone is required");
    await expect(fields.date).toHaveAccessibleDescription("Event date is required");
    await expect(fields.phone).toBeFocused();
    expect(await countRequests(email)).toEqual([]);
  });

  test("a quote request is stored as pending with its two emails, and the form is cleared", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const email = `quote-${test.info().project.name}-${Date.now()}@example.com`;
    const date = await futureDate();
    // Other specs change the kitchen's notification settings: this one needs them on.
    await withDatabase((db) =>
      db.query(
        "update notification_settings set email_notifications_enabled = true, admin_email = 'kitchen@example.com'",
      ),
    );
    await openPage(page, "/catering");
    const fields = quoteForm(page);
    await fields.name.fill(QUOTE.name);
    await fields.email.fill(email);
    await fields.phone.fill(QUOTE.phone);
    await fields.guests.fill(QUOTE.guests);
    await fields.date.fill(date);
    await fields.time.fill("18:30");
    await fields.type.selectOption("Wedding");
    await fields.delivery.selectOption("delivery");
    await fields.requests.fill("Two vegetarian trays, please.");
    await fields.submit.click();

    await expect(
      toast(
        page,
        "Request Submitted!",
        "Thank you for your catering inquiry. We'll be in touch within 24 hours!",
      ),
    ).toBeVisible();
    await expect(fields.name).toHaveValue("");
    await expect(fields.email).toHaveValue("");
    await expect(fields.requests).toHaveValue("");

    const rows = await countRequests(email);
    expect(rows).toMatchObject([{ status: "pending", guest_count: 40, event_type: "Wedding" }]);
    const emails = await withDatabase(async (db) => {
      const result = await db.query<{ kind: string; to_address: string; text: string }>(
        "select kind, to_address, text from mail_outbox where dedupe_key like $1 order by kind",
        [`catering-request:${rows[0]!.id}:%`],
      );
      return result.rows;
    });
    expect(emails.map((row) => row.kind)).toEqual([
      "catering-request-acknowledgement",
      "catering-request-notification",
    ]);
    expect(emails[0]!.to_address).toBe(email);
    expect(emails[0]!.text).toContain("within 24 hours");
    expect(emails[1]!.text).toContain("Two vegetarian trays, please.");
    expect(errors).toEqual([]);
  });
});

async function addTier(page: Page, title: string, tier: string) {
  await page.getByRole("button", { name: `Choose a size of ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: new RegExp(`^${tier}`) }).check();
  await dialog.getByRole("button", { name: "Add to Catering Cart" }).click();
  await expect(dialog).toBeHidden();
}

async function fillCheckout(page: Page, date: string) {
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Name", { exact: true }).fill("Ada Caterer");
  await panel.getByLabel("Email", { exact: true }).fill("ada.caterer@example.com");
  await panel.getByLabel("Event Date").fill(date);
  await panel.getByLabel("Event Time").fill("17:00");
  await panel.getByLabel("Event Type").selectOption("Corporate");
  await panel.getByLabel("Number of Guests").fill("50");
}

test.describe("catering cart and checkout", () => {
  test("pick a tier, change quantities, pay, and see the confirmation", async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const date = await futureDate(14);
    await openPage(page, "/catering");

    // The dialog asks for a size first.
    await page.getByRole("button", { name: "Choose a size of Jerk Chicken Tray" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Tray" });
    await dialog.getByRole("button", { name: "Add to Catering Cart" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please select a serving size");
    await dialog.getByRole("radio", { name: /^Full Tray/ }).check();
    await dialog.getByRole("button", { name: "Add to Catering Cart" }).click();
    await expect(toast(page, "Added to Catering Cart")).toBeVisible();
    await addTier(page, "Curry Goat Tray", "Half Tray");
    await addTier(page, "Jerk Chicken Tray", "Full Tray");

    await expect(page.getByTestId("catering-cart-count")).toHaveText("3");
    await expect(page.getByRole("link", { name: /Cart/ }).first()).toBeVisible();
    await page.getByRole("button", { name: /View Catering Cart, 3 items/ }).click();
    await expect(page.getByRole("tab", { name: /Catering Cart/ })).toHaveAttribute("aria-selected", "true");

    const panel = page.getByRole("tabpanel");
    // Jerk Chicken Full Tray x2 = $320.00, Curry Goat Half Tray x1 = $110.00.
    await expect(panel.getByTestId("catering-subtotal")).toHaveText(usd(16000 * 2 + 11000));
    await panel.getByRole("button", { name: "Increase quantity of Curry Goat Tray (Half Tray)" }).click();
    await expect(page.getByTestId("catering-cart-count")).toHaveText("4");
    await panel.getByRole("button", { name: "Decrease quantity of Curry Goat Tray (Half Tray)" }).click();
    await expect(
      panel.getByRole("button", { name: "Decrease quantity of Curry Goat Tray (Half Tray)" }),
    ).toBeDisabled();
    await expect(panel.getByTestId("catering-subtotal")).toHaveText(usd(43000));

    const checkout = panel.getByRole("button", { name: "Proceed to Checkout" });
    await expect(checkout).toBeDisabled();
    await fillCheckout(page, date);
    await expect(checkout).toBeDisabled();
    await panel.getByLabel("Pickup or Delivery").selectOption("pickup");
    await expect(checkout).toBeEnabled();
    // 2 full trays (20-25) + 1 half tray (10-12) for 50 guests.
    await expect(panel.getByTestId("servings-meter")).toHaveText(/serves 50-62 of your 50 guests/);
    await expectNoAxeViolations(page);

    await checkout.click();
    await page.waitForURL(/\/pay\/sandbox\//);
    const sessionId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    await payWith(page, CARD_PAYS);
    await page.waitForURL(/\/catering-confirmation\?session_id=/);

    await expect(page.getByRole("heading", { level: 1, name: "Catering Order Confirmed!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Event Details" })).toBeVisible();
    await expect(page.getByText("Corporate")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What Happens Next" })).toBeVisible();
    // No mail server on this server: no receipt is promised.
    await expect(page.getByText("Keep your order number", { exact: true })).toBeVisible();
    await expect(page.getByText("on its way to your inbox")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Catering Menu" })).toBeVisible();
    await expectNoAxeViolations(page);

    const stored = await withDatabase(async (db) => {
      const order = await db.query<{
        id: string;
        order_type: string;
        event_type: string;
        guest_count: number;
        total: number;
        payment_status: string;
        catering_request_id: string;
      }>(
        `select id, order_type, event_type, guest_count, total, payment_status, catering_request_id
           from orders where payment_session_id = $1`,
        [sessionId],
      );
      const lines = await db.query<{
        title: string;
        tier_name: string;
        price: number;
        quantity: number;
        item_type: string;
      }>(
        "select title, tier_name, price, quantity, item_type from order_items where order_id = $1 order by created_at",
        [order.rows[0]!.id],
      );
      return { order: order.rows[0]!, lines: lines.rows };
    });
    expect(stored.order).toMatchObject({
      order_type: "catering",
      event_type: "Corporate",
      guest_count: 50,
      total: 43000,
      payment_status: "paid",
    });
    expect(stored.order.catering_request_id).toBeTruthy();
    expect(stored.lines).toEqual([
      {
        title: "Jerk Chicken Tray",
        tier_name: "Full Tray",
        price: 16000,
        quantity: 2,
        item_type: "catering",
      },
      { title: "Curry Goat Tray", tier_name: "Half Tray", price: 11000, quantity: 1, item_type: "catering" },
    ]);

    // The carts are cleared.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("island-spice:catering-cart")))
      .toBeNull();
    await openPage(page, "/catering?tab=cart");
    await expect(page.getByTestId("catering-cart-count")).toHaveText("0");
    await expect(page.getByRole("button", { name: "Browse Menu" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("Cancel on the payment page returns to the cart tab with the cart intact", async ({ page }) => {
    const date = await futureDate(12);
    await openPage(page, "/catering");
    await addTier(page, "Oxtail Tray", "Half Tray");
    await page.getByRole("tab", { name: /Catering Cart/ }).click();
    await fillCheckout(page, date);
    await page.getByRole("tabpanel").getByLabel("Pickup or Delivery").selectOption("delivery");
    await page.getByRole("tabpanel").getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(/\/catering\?canceled=true/);
    await expect(page.getByRole("tab", { name: /Catering Cart/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByText("Oxtail Tray")).toBeVisible();
    await expect(page.getByTestId("catering-cart-count")).toHaveText("1");
  });

  test("the confirmation page without an order says so", async ({ page }) => {
    await openPage(page, "/catering-confirmation");
    await expect(page.getByRole("heading", { name: "No order information found." })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("catering code loads only on the pages that use it", async ({ request }) => {
  const scriptsOf = async (pagePath: string) => {
    const html = await (await request.get(pagePath)).text();
    return scriptsOfPage(html);
  };
  const cateringScripts = (await scriptsOf("/catering")).filter((script) => script.includes("/catering-"));
  expect(cateringScripts.length).toBeGreaterThanOrEqual(2);
  for (const pagePath of ["/", "/menu", "/order-online", "/about", "/contact"]) {
    const scripts = await scriptsOf(pagePath);
    expect(scripts.length, pagePath).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.includes("/catering-")),
      pagePath,
    ).toEqual([]);
  }
});

test("the cart page's Catering Items tab shows the real lines and checks out through the same service", async ({
  page,
}) => {
  const date = await futureDate(9);
  await openPage(page, "/catering");
  await addTier(page, "Jerk Chicken Tray", "Half Tray");
  await openPage(page, "/cart");
  await expect(page.getByRole("tab", { name: /Catering Items/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: /Regular Items/ })).toBeDisabled();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("cell", { name: "Jerk Chicken Tray" })).toBeVisible();
  await expect(panel.getByRole("cell", { name: /Half Tray/ })).toBeVisible();

  await panel.getByRole("button", { name: "Checkout Catering Order" }).click();
  await expect(toast(page, "Form validation failed", "Please check the form for errors")).toBeVisible();
  for (const [label, message] of [
    ["Name", "Name is required"],
    ["Email", "Email is required"],
    ["Event Date", "Event date is required"],
    ["Event Type", "Event type is required"],
    ["Guest Count", "Guest count is required"],
  ] as const) {
    await expect(panel.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }
  await panel.getByLabel("Email", { exact: true }).fill("not-an-email");
  await panel.getByRole("button", { name: "Checkout Catering Order" }).click();
  await expect(panel.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Email is invalid");
  await expectNoAxeViolations(page);

  await panel.getByLabel("Name", { exact: true }).fill("Cart Caterer");
  await panel.getByLabel("Email", { exact: true }).fill("cart.caterer@example.com");
  await panel.getByLabel("Guest Count", { exact: true }).fill("12");
  await panel.getByLabel("Event Date", { exact: true }).fill(date);
  await panel.getByLabel("Event Time", { exact: true }).fill("12:00");
  await panel.getByLabel("Event Type", { exact: true }).selectOption("Birthday");
  await panel.getByLabel("Pickup or Delivery", { exact: true }).selectOption("pickup");
  await panel.getByRole("button", { name: "Checkout Catering Order" }).click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await expect(page.getByRole("button", { name: `Pay ${usd(8500)}` })).toBeVisible();
});

test.describe("confirmation pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opened without a session, both confirmation pages carry their heading in the server's HTML", async ({
    page,
  }) => {
    await page.goto("/catering-confirmation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No order information found.");
    await expect(page.getByText("Loading your order...")).toHaveCount(0);
    await page.goto("/order-confirmation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order information not found...");
  });
});
