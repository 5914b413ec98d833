import { randomBytes } from "node:crypto";
import { expect, test, type Locator } from "@playwright/test";
import { longDateLabel } from "#domain/schedule.ts";
import { closureDatesLabel } from "#domain/validation/admin-closures.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import {
  businessDate,
  businessTimeZone,
  card,
  dismissToasts,
  OPEN_WEEK,
  openPage,
  toast,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

const CLOSED_DAY_MESSAGE = "We're closed on this day. Please select another date.";

type Plan = { today: string; tomorrow: string; holiday: string; dayBefore: string };

function day(dialog: Locator, dateKey: string): Locator {
  return dialog.getByRole("button", { name: longDateLabel(dateKey), exact: true });
}

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test.afterEach(async () => {
  await withDatabase(async (db) => {
    await db.query("delete from store_closures");
    await restoreDemoWeek(db);
  });
});

test("a closure added on Settings → Hours closes its date in the schedule dialog and at the checkout", async ({
  page,
  browser,
}) => {
  // A long walk through several pages with axe checks: more time than one step needs on a busy machine.
  test.slow();
  // Open around the clock every day, but closed today by a closure: closed now whatever the clock says.
  const plan = await withDatabase<Plan>(async (db) => {
    const zone = await businessTimeZone(db);
    await db.query("delete from store_closures");
    await setWeek(db, OPEN_WEEK);
    const today = businessDate(zone);
    await db.query(
      "insert into store_closures (start_date, end_date, kind, label) values ($1, $1, 'closed', 'Inventory')",
      [today],
    );
    return {
      today,
      tomorrow: businessDate(zone, 1),
      dayBefore: businessDate(zone, 2),
      holiday: businessDate(zone, 3),
    };
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openPage(visitor, "/menu?category=Sides");
  await waitForLiveUpdates(visitor);
  const festival = card(visitor, "Festival");
  await expect(festival).toContainText("Closed · Opens Tomorrow at 12:00 AM");
  const footerClosures = visitor.getByTestId("footer-closures");
  await expect(footerClosures).toContainText("(Inventory)");

  await signInAsOwner(page, "/admin/settings/hours");
  const section = page.getByRole("region", { name: "Closures" });
  await expect(section.getByRole("list", { name: "Upcoming closures" })).toContainText("(Inventory)");
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(
    "Closed now; opens Tomorrow at 12:00 AM",
  );

  await section.getByRole("button", { name: "Add closure" }).click();
  let dialog = page.getByRole("dialog", { name: "Add closure" });
  await dialog.getByLabel("Start date").fill(plan.holiday);
  await dialog.getByLabel("End date").fill(plan.dayBefore);
  await dialog.getByLabel("Label (optional)").fill("Test holiday");
  await dialog.getByRole("button", { name: "Add closure" }).click();
  await expect(dialog.getByLabel("End date")).toHaveAccessibleDescription(
    "The end date must be on or after the start date.",
  );
  await dialog.getByLabel("End date").fill(plan.holiday);
  await dialog.getByRole("button", { name: "Add closure" }).click();
  await expect(toast(page, "Closure added.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const holidayLabel = closureDatesLabel({ start_date: plan.holiday, end_date: plan.holiday });
  await expect(section).toContainText(`${holidayLabel} (Test holiday)`);
  // The visitor's open page hears of it: the footer lists it under the week's hours.
  await expect(footerClosures).toContainText("(Test holiday)", { timeout: 10_000 });
  await expectNoAxeViolations(visitor);

  // A second closure over the same date is refused by the server, by the field.
  await section.getByRole("button", { name: "Add closure" }).click();
  dialog = page.getByRole("dialog", { name: "Add closure" });
  await dialog.getByLabel("Start date").fill(plan.dayBefore);
  await dialog.getByLabel("End date").fill(plan.holiday);
  await dialog.getByLabel("Special hours").check();
  await dialog.getByLabel("Opens").fill("10:00");
  await dialog.getByLabel("Closes").fill("14:00");
  await dialog.getByRole("button", { name: "Add closure" }).click();
  await expect(dialog.getByLabel("Start date")).toHaveAccessibleDescription(
    `This overlaps another closure (${holidayLabel}).`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // The visitor's schedule dialog: the holiday is disabled, the days around it are not.
  await festival.getByRole("button", { name: "Schedule for Later" }).click();
  const schedule = visitor.getByRole("dialog", { name: "Schedule Your Order" });
  await expect(schedule).toBeVisible();
  for (const dateKey of [plan.tomorrow, plan.dayBefore, plan.holiday]) {
    if (dateKey.slice(0, 7) !== plan.today.slice(0, 7) && (await day(schedule, dateKey).count()) === 0)
      await schedule.getByRole("button", { name: "Next month" }).click();
    if (dateKey === plan.holiday) await expect(day(schedule, dateKey)).toBeDisabled();
    else await expect(day(schedule, dateKey)).toBeEnabled();
  }
  await visitor.keyboard.press("Escape");

  // The server refuses a checkout for that date sent anyway.
  const festivalId = await withDatabase(async (db) => {
    const result = await db.query<{ id: string }>("select id from menu_items where title = 'Festival'");
    return result.rows[0]!.id;
  });
  const refused = await visitor.request.post("/api/checkout", {
    headers: { "Idempotency-Key": `closure-${randomBytes(8).toString("hex")}` },
    data: {
      cartItems: [{ itemId: festivalId, quantity: 1, modifiers: [] }],
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      customerPhone: "4045550101",
      orderType: "pickup",
      scheduled: true,
      scheduledDate: plan.holiday,
      scheduledTime: "12:00",
    },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { error: { message: string; fields?: Record<string, string> } };
  expect(body.error.message).toBe(CLOSED_DAY_MESSAGE);
  expect(body.error.fields).toEqual({ scheduledDate: CLOSED_DAY_MESSAGE });

  // Removed again: the week's hours apply to the date once more.
  await section.getByRole("button", { name: `Remove the closure of ${holidayLabel}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Closure removed.")).toBeVisible();
  await expect(section).not.toContainText("Test holiday");
  const left = await withDatabase(
    async (db) =>
      (
        await db.query<{ n: number }>("select count(*)::int as n from store_closures where start_date = $1", [
          plan.holiday,
        ])
      ).rows[0]?.n,
  );
  expect(left).toBe(0);
  await visitorContext.close();
});

test("a closure over dates with booked orders says so, and the site's structured data lists it", async ({
  page,
  request,
}) => {
  const plan = await withDatabase(async (db) => {
    const zone = await businessTimeZone(db);
    const holiday = businessDate(zone, 4);
    const inserted = await db.query<{ id: string }>(
      `insert into orders (customer_name, customer_email, customer_phone, subtotal, tax, total,
         payment_provider, access_token, scheduled, scheduled_date, scheduled_time, payment_status, paid_at)
       values ('Ada Lovelace', 'ada@example.com', '4045550101', 2000, 150, 2150,
         'sandbox', gen_random_uuid()::text, true, $1, '12:00', 'paid', now())
       returning id`,
      [holiday],
    );
    return { holiday, orderId: inserted.rows[0]!.id };
  });
  try {
    await signInAsOwner(page, "/admin/settings/hours");
    const section = page.getByRole("region", { name: "Closures" });
    await section.getByRole("button", { name: "Add closure" }).click();
    const dialog = page.getByRole("dialog", { name: "Add closure" });
    await dialog.getByLabel("Start date").fill(plan.holiday);
    await dialog.getByLabel("End date").fill(plan.holiday);
    await dialog.getByLabel("Label (optional)").fill("Family day");
    await dialog.getByRole("button", { name: "Add closure" }).click();
    const saved = toast(page, "Closure added.");
    await expect(saved).toContainText(
      "1 order is already scheduled on these dates: it stays booked. Check it under Orders, Upcoming.",
    );
    await dismissToasts(page);
    const row = section.getByRole("listitem").filter({ hasText: "(Family day)" });
    await expect(row).toContainText("1 order is already scheduled on these dates: it stays booked.");
    await expectNoAxeViolations(page);

    // Search engines hear of it: the site's Restaurant data has the date closed all day.
    const html = await (await request.get("/")).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
      .map(
        (match) => JSON.parse(match[1]!) as { "@type"?: string; specialOpeningHoursSpecification?: unknown },
      )
      .find((data) => data["@type"] === "Restaurant");
    expect(jsonLd?.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: plan.holiday,
        validThrough: plan.holiday,
        opens: "00:00",
        closes: "00:00",
      },
    ]);

    await row.getByRole("link", { name: "See upcoming orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?view=upcoming$/);
    await expect(page.getByText("Ada Lovelace").first()).toBeVisible();
  } finally {
    await withDatabase((db) => db.query("delete from orders where id = $1", [plan.orderId]));
  }
});
