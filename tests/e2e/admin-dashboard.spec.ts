import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type pg from "pg";
import { zonedDateTimeToInstant } from "#domain/business-time.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { businessDate, businessTimeZone, usd } from "./support/ordering.ts";
import { ensureOwner, signInAsOwner, untilAdminLive } from "./support/admin.ts";

// The figures the dashboard shows, as the database holds them, counted in the business time zone.
async function expectedFigures(db: pg.Client) {
  const zone = await businessTimeZone(db);
  const today = businessDate(zone);
  const start = zonedDateTimeToInstant(today, "00:00", zone);
  const end = zonedDateTimeToInstant(businessDate(zone, 1), "00:00", zone);
  // Net sales, tax and refunds: sales are the subtotal less the promo discount; a refund gives back
  // sales, tax and tip in the order's proportion, each share rounded once (domain/takings.ts), and
  // the tip is never sales.
  const paid = await db.query<{ orders: string; revenue: string; tax: string; refunds: string }>(
    `select count(*) as orders,
            coalesce(sum(subtotal - discount - (refunded - refund_tax - refund_tip)), 0) as revenue,
            coalesce(sum(tax - refund_tax), 0) as tax,
            coalesce(sum(refunded), 0) as refunds
       from (select subtotal, tax, discount, refunded,
                    case when paid > 0 then (2 * refunded * tax + paid) / (2 * paid) else 0 end as refund_tax,
                    case when paid > 0 then (2 * refunded * tip + paid) / (2 * paid) else 0 end as refund_tip
               from (select subtotal::bigint, tax::bigint, tip::bigint, discount::bigint,
                            coalesce(refund_amount, 0)::bigint as refunded,
                            (subtotal - discount + tax + tip)::bigint as paid
                       from orders where paid_at >= $1 and paid_at < $2) as money) as paid_today`,
    [start, end],
  );
  // An order to be paid in person is owed work before it is paid: today's order and waiting.
  const owed = await db.query<{ n: string }>(
    `select count(*) as n from orders
      where payment_method = 'in_person' and payment_status = 'unpaid' and paid_at is null
        and status <> 'cancelled' and created_at >= $1 and created_at < $2`,
    [start, end],
  );
  const waiting = await db.query<{ n: string }>(
    `select count(*) as n from orders
      where (payment_status = 'paid' or (payment_method = 'in_person' and payment_status = 'unpaid'))
        and status = 'pending'`,
  );
  const catering = await db.query<{ n: string }>(
    // A catering checkout that was never paid is not a request waiting for an answer.
    `select count(*) as n from catering_requests r
      where r.status = 'pending'
        and (not exists (select 1 from orders o where o.catering_request_id = r.id)
          or exists (select 1 from orders o where o.catering_request_id = r.id
                     and o.payment_status in ('paid', 'refunded')))`,
  );
  const inquiries = await db.query<{ n: string }>(`select count(*) as n from inquiries where status = 'new'`);
  return {
    zone,
    start,
    orders: Number(paid.rows[0]!.orders) + Number(owed.rows[0]!.n),
    revenue: Number(paid.rows[0]!.revenue),
    tax: Number(paid.rows[0]!.tax),
    refunds: Number(paid.rows[0]!.refunds),
    waiting: Number(waiting.rows[0]!.n),
    catering: Number(catering.rows[0]!.n),
    inquiries: Number(inquiries.rows[0]!.n),
  };
}

async function readTiles(page: Page) {
  const value = async (label: string) =>
    (await page.getByTestId(`tile-${label}`).textContent())?.trim() ?? "";
  return {
    orders: Number(await value("Today's orders")),
    revenue: await value("Today's revenue"),
    tax: await value("Tax collected today"),
    refunds: await value("Refunded today"),
    waiting: Number(await value("Waiting for the kitchen")),
    catering: Number(await value("Pending catering requests")),
    inquiries: Number(await value("New inquiries")),
  };
}

async function insertOrder(db: pg.Client, values: Record<string, unknown>): Promise<string> {
  const row = {
    customer_name: "Dash Board",
    customer_email: "dash@example.com",
    payment_provider: "sandbox",
    access_token: randomUUID(),
    ...values,
  };
  const keys = Object.keys(row);
  const result = await db.query<{ id: string }>(
    `insert into orders (${keys.join(", ")}) values (${keys.map((_, index) => `$${index + 1}`).join(", ")}) returning id`,
    Object.values(row),
  );
  return result.rows[0]!.id;
}

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test("the dashboard's figures equal the database's, today in the business time zone, refunds taken off", async ({
  page,
}) => {
  await signInAsOwner(page);
  const before = await readTiles(page);

  const seeded = await withDatabase(async (db) => {
    const { start } = await expectedFigures(db);
    const minute = 60_000;
    // Paid today, still waiting for the kitchen.
    await insertOrder(db, {
      subtotal: 2150,
      total: 2150,
      payment_status: "paid",
      paid_at: new Date(start.getTime() + minute),
    });
    // Paid today, then partly refunded.
    await insertOrder(db, {
      subtotal: 4000,
      total: 4000,
      status: "refunded",
      payment_status: "refunded",
      refund_amount: 1500,
      paid_at: new Date(start.getTime() + 2 * minute),
    });
    // Paid a minute before the business's midnight: yesterday, whatever the UTC date says.
    await insertOrder(db, {
      subtotal: 9900,
      total: 9900,
      status: "confirmed",
      payment_status: "paid",
      paid_at: new Date(start.getTime() - minute),
    });
    // Not paid: never counted.
    await insertOrder(db, { subtotal: 5000, total: 5000 });
    await db.query(
      `insert into catering_requests (customer_name, email, event_date, event_time, guest_count, event_type, delivery_option)
       values ('Cat Erer', 'cat@example.com', current_date + 3, '12:00', 30, 'Birthday', 'pickup')`,
    );
    await db.query(
      `insert into inquiries (customer_name, email, subject) values ('In Quiry', 'iq@example.com', 'Hi')`,
    );
    return expectedFigures(db);
  });

  await page.reload();
  const after = await readTiles(page);
  expect(after).toEqual({
    orders: seeded.orders,
    revenue: usd(seeded.revenue),
    tax: usd(seeded.tax),
    refunds: usd(seeded.refunds),
    waiting: seeded.waiting,
    catering: seeded.catering,
    inquiries: seeded.inquiries,
  });
  // Exactly the two orders paid today count, the refund taken off; yesterday's and the unpaid one do not.
  expect(after.orders - before.orders).toBe(2);
  expect(
    Number(after.revenue.replace(/[$,]/g, "")) * 100 - Number(before.revenue.replace(/[$,]/g, "")) * 100,
  ).toBeCloseTo(2150 + 4000 - 1500);
  expect(after.waiting - before.waiting).toBe(1);
  expect(after.catering - before.catering).toBe(1);
  expect(after.inquiries - before.inquiries).toBe(1);

  // Every tile leads to its page.
  await expect(page.getByRole("link", { name: /^Pending catering requests:/ })).toHaveAttribute(
    "href",
    "/admin/catering",
  );
  await expect(page.getByRole("link", { name: /^New inquiries:/ })).toHaveAttribute(
    "href",
    "/admin/inquiries",
  );
  await expectNoAxeViolations(page);
});

test("the dashboard keeps sales tax and refunds apart from net sales, and counts an order to be paid in person as work", async ({
  page,
}) => {
  await signInAsOwner(page);
  const before = await readTiles(page);
  const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);
  await withDatabase(async (db) => {
    // $40.00 + $3.30 tax, $15.00 refunded: $1.14 of the refund was tax (1500 × 330 / 4330, rounded once).
    await insertOrder(db, {
      subtotal: 4000,
      tax: 330,
      total: 4330,
      status: "confirmed",
      payment_status: "paid",
      refund_amount: 1500,
      paid_at: new Date(),
    });
    // A phone order to be paid at the counter: owed work, no money yet.
    await insertOrder(db, { subtotal: 2000, tax: 165, total: 2165, payment_method: "in_person" });
  });
  await page.reload();
  const after = await readTiles(page);
  expect(after.orders - before.orders).toBe(2);
  expect(after.waiting - before.waiting).toBe(1);
  expect(cents(after.revenue) - cents(before.revenue)).toBe(4000 - (1500 - 114));
  expect(cents(after.tax) - cents(before.tax)).toBe(330 - 114);
  expect(cents(after.refunds) - cents(before.refunds)).toBe(1500);
  await expect(page.getByRole("link", { name: /^Tax collected today:/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the dashboard updates while open when an order is paid", async ({ page }) => {
  await signInAsOwner(page);
  await untilAdminLive(page);
  const before = await readTiles(page);
  const id = await withDatabase((db) => insertOrder(db, { subtotal: 1234, total: 1234 }));
  // The webhook's step: the order becomes paid now.
  await withDatabase((db) =>
    db.query(`update orders set payment_status = 'paid', paid_at = now() where id = $1`, [id]),
  );
  await expect(page.getByTestId("tile-Today's orders")).toHaveText(String(before.orders + 1), {
    timeout: 10_000,
  });
  await expect(page.getByTestId("tile-Waiting for the kitchen")).toHaveText(String(before.waiting + 1));
});

test("an unknown admin address and /admin itself lead to the dashboard", async ({ page }) => {
  await signInAsOwner(page, "/admin/expenses");
  await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible();
  await page.goto("/admin/no-such-page");
  await page.waitForURL("**/admin/dashboard");
  await page.goto("/admin");
  await page.waitForURL("**/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("the dashboard warns when no order email would reach anyone, and links to Settings → Notifications", async ({
  page,
}) => {
  const saved = await withDatabase(
    async (db) =>
      (
        await db.query<{ id: string; admin_email: string; email_notifications_enabled: boolean }>(
          "select id, admin_email, email_notifications_enabled from notification_settings order by updated_at limit 1",
        )
      ).rows[0],
  );
  expect(saved, "setup saved a notification address").toBeDefined();
  const setNotifications = (adminEmail: string, isEnabled: boolean) =>
    withDatabase((db) =>
      db.query(
        "update notification_settings set admin_email = $1, email_notifications_enabled = $2 where id = $3",
        [adminEmail, isEnabled, saved!.id],
      ),
    );
  try {
    await setNotifications("owner@example.com", true);
    await signInAsOwner(page);
    await expect(page.getByRole("heading", { name: "Nobody is emailed about new orders" })).toHaveCount(0);

    await setNotifications("", true);
    await page.reload();
    const warning = page.getByRole("region", { name: "Nobody is emailed about new orders" });
    await expect(warning).toContainText(
      "No kitchen email is saved, so order and catering emails are not sent.",
    );
    await expectNoAxeViolations(page);

    await setNotifications("owner@example.com", false);
    await page.reload();
    await expect(warning).toContainText(
      "Email notifications are off, so order and catering emails are not sent.",
    );
    await untilAdminLive(page);
    await warning.getByRole("link", { name: "Open Settings → Notifications" }).click();
    await page.waitForURL("**/admin/settings/notifications");
    await expect(page.getByRole("status").filter({ hasText: "Email notifications are off" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await setNotifications(saved!.admin_email, saved!.email_notifications_enabled);
  }
});

test("the Ready to open checklist says plainly what is left and links to where each is done", async ({
  page,
}) => {
  await signInAsOwner(page);
  const checklist = page.getByRole("region", { name: "Ready to open" });
  // The test server runs the payment sandbox without a mail server: neither is called connected.
  await expect(checklist.getByTestId("ready-payments")).toContainText(
    "Not done: Demo mode: payments are simulated. Connect Stripe to take real payments.",
  );
  await expect(checklist.getByTestId("ready-email")).toContainText(
    "Not done: Emails are kept, not sent: no mail server is set up.",
  );
  const links: [string, string, string][] = [
    ["payments", "Go to Settings → Payments", "/admin/settings/payments"],
    ["email", "Go to Settings → Email", "/admin/settings/email"],
    ["menu", "Go to Menu", "/admin/menu"],
    ["contact", "Go to Settings → Site", "/admin/settings/site"],
    ["hours", "Go to Settings → Hours", "/admin/settings/hours"],
    ["notifications", "Go to Settings → Notifications", "/admin/settings/notifications"],
  ];
  for (const [key, name, href] of links) {
    const line = checklist.getByTestId(`ready-${key}`);
    await expect(line).toContainText(/^(Done|Not done): /);
    await expect(line.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  // At 390 (mobile project) and 1280 (desktop project) wide.
  await expectNoAxeViolations(page);

  await checklist.getByRole("link", { name: "Go to Settings → Email", exact: true }).click();
  await page.waitForURL("**/admin/settings/email");
});
