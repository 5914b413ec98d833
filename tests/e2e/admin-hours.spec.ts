import { expect, test, type Locator, type Page } from "@playwright/test";
import { longDateLabel } from "#domain/schedule.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import { businessDate, businessTimeZone, card, dayNameOf, openPage, toast } from "./support/ordering.ts";
import { restoreDemoWeek } from "./support/store-hours.ts";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function dayGroup(page: Page, day: string): Locator {
  return page.getByRole("radiogroup", { name: new RegExp(`^${capitalize(day)}:`) });
}

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test.afterEach(async () => {
  await withDatabase(restoreDemoWeek);
});

test("Sunday closed in Hours shows as Closed in an open page's footer and disables Sundays in the schedule dialog", async ({
  page,
  browser,
}) => {
  await withDatabase(restoreDemoWeek);
  // Open only on one day that is neither today, tomorrow nor a Sunday: closed now whatever the clock says.
  const plan = await withDatabase(async (db) => {
    const zone = await businessTimeZone(db);
    const offset = dayNameOf(businessDate(zone, 2)) === "sunday" ? 3 : 2;
    const openDate = businessDate(zone, offset);
    const sundays = Array.from({ length: 13 }, (_, index) => businessDate(zone, index + 1)).filter(
      (dateKey) => dayNameOf(dateKey) === "sunday",
    );
    return { today: businessDate(zone), openDate, openDay: dayNameOf(openDate), sunday: sundays[0]! };
  });

  const visitor = await browser.newPage();
  await visitor.goto("/");
  await waitForLiveUpdates(visitor);
  await expect(visitor.getByTestId("footer-hours")).toContainText("Sunday12:00 PM - 8:00 PM");

  await signInAsOwner(page, "/admin/settings/hours");
  await expect(page.getByRole("heading", { level: 1, name: "Hours" })).toBeVisible();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("Sunday12:00 PM - 8:00 PM");
  for (const day of DAYS) {
    if (day !== plan.openDay) await dayGroup(page, day).getByLabel("Closed").check();
  }
  await dayGroup(page, plan.openDay).getByLabel("Open", { exact: true }).check();
  await page.getByLabel(`${capitalize(plan.openDay)} opens`).fill("11:00");
  await page.getByLabel(`${capitalize(plan.openDay)} closes`).fill("13:00");
  await expect(preview).toContainText("SundayClosed");
  await expect(preview).toContainText(`${capitalize(plan.openDay)}11:00 AM - 1:00 PM`);
  await expect(preview).toContainText("Closed now; opens");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(toast(page, "Saved")).toBeVisible();

  const stored = await withDatabase(
    async (db) =>
      (
        await db.query<{ is_closed: boolean }>(
          `select is_closed from store_hours where day_of_week = 'sunday'`,
        )
      ).rows[0]?.is_closed,
  );
  expect(stored).toBe(true);

  // The visitor's open page follows without a reload.
  await expect(visitor.getByTestId("footer-hours")).toContainText("SundayClosed", { timeout: 10_000 });

  await openPage(visitor, "/menu?category=Sides");
  await card(visitor, "Festival").getByRole("button", { name: "Schedule for Later" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Schedule Your Order" });
  await expect(dialog).toBeVisible();
  const dayButton = (dateKey: string) =>
    dialog.getByRole("button", { name: longDateLabel(dateKey), exact: true });
  for (const dateKey of [plan.sunday, plan.openDate].sort()) {
    if (dateKey.slice(0, 7) !== plan.today.slice(0, 7) && (await dayButton(dateKey).count()) === 0)
      await dialog.getByRole("button", { name: "Next month" }).click();
    if (dateKey === plan.sunday) await expect(dayButton(dateKey)).toBeDisabled();
    else await expect(dayButton(dateKey)).toBeEnabled();
  }
  await visitor.close();
});

test("equal opening and closing times are refused by the field, and nothing is saved", async ({ page }) => {
  await withDatabase(restoreDemoWeek);
  await signInAsOwner(page, "/admin/settings/hours");
  await page.getByLabel("Monday closes").fill("11:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByLabel("Monday closes")).toHaveAccessibleDescription(
    "Opening and closing times must differ (choose Open 24 hours for all day)",
  );
  await page.getByLabel("Friday closes").fill("02:00");
  await expect(page.getByText("Closes at 2:00 AM the next morning.")).toBeVisible();
  const monday = await withDatabase(
    async (db) =>
      (
        await db.query<{ close_time: string }>(
          `select close_time from store_hours where day_of_week = 'monday'`,
        )
      ).rows[0]?.close_time,
  );
  expect(monday).toBe("21:00");
});
