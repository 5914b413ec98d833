import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { zonedDateTimeToInstant } from "#domain/business-time.ts";
import { longDateLabel } from "#domain/schedule.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import {
  addPlainDish,
  businessDate,
  businessTimeZone,
  card,
  checkOut,
  dayNameOf,
  dismissToasts,
  fillCustomer,
  OPEN_WEEK,
  openPage,
  orderBySession,
  toast,
  weekOpenOnlyOn,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

const PAUSE_MESSAGE = "We're not taking orders for right now. Please schedule your order for a later time.";

async function resetOrderingControls(): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(
      "delete from site_settings where setting_key in ('ordering_paused_until', 'slot_capacity')",
    );
    await db.query("delete from orders where customer_email = 'slot-holder@example.com'");
  });
}

/** Festival in the regular cart, on the cart page with the customer form filled in. */
async function cartWithFestival(page: Page): Promise<void> {
  await openPage(page, "/menu?category=Sides");
  await addPlainDish(page, "Festival");
  await openPage(page, "/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await fillCustomer(page);
}

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});
test.beforeEach(resetOrderingControls);
test.afterEach(async () => {
  await resetOrderingControls();
  await withDatabase(restoreDemoWeek);
});

test("pausing online ordering from the dashboard makes the open cart refuse checkout until it is resumed", async ({
  page,
  browser,
}) => {
  // A long walk through several pages with axe checks: more time than one step needs on a busy machine.
  test.slow();
  await withDatabase((db) => setWeek(db, OPEN_WEEK));
  // The visitor in a browser of their own, at the project's size.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() });
  const visitor = await visitorContext.newPage();
  await cartWithFestival(visitor);
  await waitForLiveUpdates(visitor);

  await signInAsOwner(page, "/admin/dashboard");
  const control = page.getByRole("region", { name: "Online ordering" });
  await expect(control.getByRole("status")).toHaveText("Taking orders");
  await control.getByRole("button", { name: "Pause 30 minutes" }).click();
  await expect(toast(page, "Online ordering paused")).toBeVisible();
  await expect(control.getByRole("status")).toContainText(
    /Paused, (30|29) min left \(until \d{1,2}:\d{2} [AP]M\)/,
  );
  const audit = await withDatabase((db) =>
    db.query(
      "select action from audit_log where entity_id = 'ordering_paused_until' order by created_at desc limit 1",
    ),
  );
  expect(audit.rows[0]).toEqual({ action: "pause-ordering" });
  // Every admin page's top bar shows it, with the way back to the switch.
  await expect(page.getByRole("link", { name: /^Online ordering paused, (30|29) min left\./ })).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // The open cart hears of it without a reload, and refuses to check out for now.
  const notice = visitor.getByRole("status").filter({ hasText: "Online ordering is paused" });
  await expect(notice).toContainText(PAUSE_MESSAGE);
  await visitor.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(toast(visitor, "Online ordering is paused", PAUSE_MESSAGE)).toBeVisible();
  await expect(visitor).toHaveURL(/\/cart$/);
  await dismissToasts(visitor);
  await expectNoAxeViolations(visitor);

  // The server says the same to a checkout sent anyway.
  const festivalId = await withDatabase(async (db) => {
    const result = await db.query<{ id: string }>("select id from menu_items where title = 'Festival'");
    return result.rows[0]!.id;
  });
  const refused = await visitor.request.post("/api/checkout", {
    headers: { "Idempotency-Key": `pause-${randomBytes(8).toString("hex")}` },
    data: {
      cartItems: [{ itemId: festivalId, quantity: 1, modifiers: [] }],
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      customerPhone: "4045550101",
      orderType: "pickup",
      scheduled: false,
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(PAUSE_MESSAGE);

  const orderOnline = await visitorContext.newPage();
  await openPage(orderOnline, "/order-online");
  await expect(orderOnline.getByRole("alert").filter({ hasText: "Online ordering is paused" })).toContainText(
    PAUSE_MESSAGE,
  );
  await orderOnline.close();

  await control.getByRole("button", { name: "Resume ordering" }).click();
  await expect(control.getByRole("status")).toHaveText("Taking orders");
  await expect(notice).toHaveCount(0);
  await checkOut(visitor);
  await visitorContext.close();
});

test("a full time slot shows disabled in the schedule dialog; the capacity is set on Settings → Hours", async ({
  page,
}) => {
  await signInAsOwner(page, "/admin/settings/hours");
  const field = page.getByLabel("Most orders per 30 minutes");
  const save = page
    .getByRole("region", { name: "Orders per time slot" })
    .getByRole("button", { name: "Save" });
  await field.fill("-1");
  await save.click();
  await expect(
    page.getByText("Enter a whole number of 0 or more, or leave it empty for no limit"),
  ).toBeVisible();
  await field.fill("2.5");
  await save.click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("1");
  await save.click();
  await expect(toast(page, "Saved", "Up to 1 orders per time slot.")).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // Closed now, open only on one day next week; a paid order holds its 11:30 slot.
  const plan = await withDatabase(async (db) => {
    const zone = await businessTimeZone(db);
    // Further ahead than the other ordering specs book, so their orders hold none of its slots.
    const openDate = businessDate(zone, 9);
    await setWeek(db, weekOpenOnlyOn(dayNameOf(openDate)));
    await db.query(
      `insert into orders (customer_name, customer_email, subtotal, tax, total, payment_provider, access_token,
         status, payment_status, scheduled, scheduled_date, scheduled_time, slot_at)
       values ('Slot Holder', 'slot-holder@example.com', 1000, 0, 1000, 'sandbox', $1,
         'pending', 'paid', true, $2, '11:30', $3)`,
      [
        randomBytes(16).toString("hex"),
        openDate,
        zonedDateTimeToInstant(openDate, "11:30", zone).toISOString(),
      ],
    );
    return { today: businessDate(zone), openDate };
  });

  const visitor = page;
  await openPage(visitor, "/menu?category=Sides");
  await card(visitor, "Festival").getByRole("button", { name: "Schedule for Later" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Schedule Your Order" });
  await expect(dialog).toBeVisible();
  if (plan.openDate.slice(0, 7) !== plan.today.slice(0, 7))
    await dialog.getByRole("button", { name: "Next month" }).click();
  await dialog.getByRole("button", { name: longDateLabel(plan.openDate), exact: true }).click();
  const time = dialog.getByLabel("Time");
  await expect(time.locator("option")).toHaveText([
    "Select a time",
    "11:00 AM",
    "11:30 AM (Full)",
    "12:00 PM",
    "12:30 PM",
  ]);
  await expect(time.locator("option", { hasText: "11:30 AM (Full)" })).toBeDisabled();
  await time.selectOption({ label: "12:00 PM" });
  await expect(dialog.getByRole("button", { name: "Schedule Order" })).toBeEnabled();
  await expectNoAxeViolations(visitor);
});

test("while ordering is paused a visitor can still schedule the cart for later and pay", async ({ page }) => {
  await withDatabase((db) => setWeek(db, OPEN_WEEK));
  const plan = await withDatabase(async (db) => {
    await db.query(
      `insert into site_settings (setting_key, setting_value, setting_group)
       values ('ordering_paused_until', 'until-resumed', 'ordering')`,
    );
    const zone = await businessTimeZone(db);
    return { today: businessDate(zone), tomorrow: businessDate(zone, 1) };
  });
  await cartWithFestival(page);
  const notice = page.getByRole("status").filter({ hasText: "Online ordering is paused" });
  await expect(notice).toContainText(PAUSE_MESSAGE);
  await notice.getByRole("button", { name: "Schedule for Later" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Your Order" });
  await expect(dialog).toBeVisible();
  if (plan.tomorrow.slice(0, 7) !== plan.today.slice(0, 7))
    await dialog.getByRole("button", { name: "Next month" }).click();
  await dialog.getByRole("button", { name: longDateLabel(plan.tomorrow), exact: true }).click();
  await dialog.getByLabel("Time").selectOption({ label: "12:00 PM" });
  await dialog.getByRole("button", { name: "Schedule Order" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("cart-schedule")).toContainText("12:00 PM");
  const sessionId = await checkOut(page);
  const order = await withDatabase((db) => orderBySession(db, sessionId));
  expect(order).toMatchObject({ scheduled: true, scheduled_date: plan.tomorrow, scheduled_time: "12:00" });
});
