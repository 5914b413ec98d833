import { expect, test, type Locator } from "@playwright/test";
import { longDateLabel } from "#domain/schedule.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import {
  businessDate,
  businessTimeZone,
  card,
  CARD_PAYS,
  checkOut,
  collectConsoleErrors,
  dayNameOf,
  fillCustomer,
  openPage,
  orderBySession,
  payWith,
  toast,
  weekOpenOnlyOn,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

/** "12/01/2026" for "2026-12-01". */
function usDate(dateKey: string): string {
  const [year, month, day] = dateKey.split("-");
  return `${month}/${day}/${year}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

type Plan = { today: string; tomorrow: string; openDate: string; openDay: string };

/** Closed today and tomorrow (and every other day) but open 11:00-13:00 the day after tomorrow. */
async function closeAllButTheDayAfterTomorrow(): Promise<Plan> {
  return withDatabase(async (db) => {
    const zone = await businessTimeZone(db);
    const openDate = businessDate(zone, 2);
    const openDay = dayNameOf(openDate);
    await setWeek(db, weekOpenOnlyOn(openDay));
    return { today: businessDate(zone), tomorrow: businessDate(zone, 1), openDate, openDay };
  });
}

function day(dialog: Locator, dateKey: string, isToday = false): Locator {
  return dialog.getByRole("button", {
    name: `${longDateLabel(dateKey)}${isToday ? " (today)" : ""}`,
    exact: true,
  });
}

/** Shows the month of `dateKey` in the dialog's calendar. */
async function showMonthOf(dialog: Locator, plan: Plan, dateKey: string): Promise<void> {
  if (dateKey.slice(0, 7) !== plan.today.slice(0, 7))
    await dialog.getByRole("button", { name: "Next month" }).click();
}

async function setSettings(values: Record<string, string>): Promise<void> {
  await withDatabase(async (db) => {
    for (const [key, value] of Object.entries(values)) {
      await db.query("update site_settings set setting_value = $2 where setting_key = $1", [key, value]);
    }
  });
}

test.describe("scheduling while closed", () => {
  test.afterEach(async () => {
    await withDatabase((db) => restoreDemoWeek(db));
  });

  test("Schedule for Later: closed days disabled, the open day's slots, a scheduled order paid and confirmed", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const plan = await closeAllButTheDayAfterTomorrow();
    await openPage(page, "/menu?category=Sides");
    const festival = card(page, "Festival");
    await expect(festival).toContainText(`Closed · Opens ${capitalize(plan.openDay)} at 11:00 AM`);
    await festival.getByRole("button", { name: "Schedule for Later" }).click();

    const dialog = page.getByRole("dialog", { name: "Schedule Your Order" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("up to 14 days ahead");
    await expect(day(dialog, plan.today, true)).toBeDisabled();
    await showMonthOf(dialog, plan, plan.tomorrow);
    await expect(day(dialog, plan.tomorrow)).toBeDisabled();
    await showMonthOf(dialog, plan, plan.openDate);
    await expect(day(dialog, plan.openDate)).toBeEnabled();

    const submit = dialog.getByRole("button", { name: "Schedule Order" });
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    await expect(toast(page, "Missing Information", "Please select a date for your order.")).toBeVisible();

    await day(dialog, plan.openDate).click();
    await expect(day(dialog, plan.openDate)).toHaveAttribute("aria-pressed", "true");
    const time = dialog.getByLabel("Time");
    await expect(time.locator("option")).toHaveText([
      "Select a time",
      "11:00 AM",
      "11:30 AM",
      "12:00 PM",
      "12:30 PM",
    ]);
    await submit.click({ force: true });
    await expect(toast(page, "Missing Information", "Please select a time for your order.")).toBeVisible();
    await time.selectOption({ label: "12:00 PM" });
    await expect(dialog.getByRole("radio", { name: "Pickup" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: /Delivery/ })).toBeDisabled();
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);
    await submit.click();
    await expect(
      toast(page, "Added to Cart", "Festival has been added to your cart (scheduled)"),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await festival.getByRole("link", { name: /In Cart/ }).click();
    await expect(page.getByTestId("cart-schedule")).toHaveText(
      `Pickup on ${usDate(plan.openDate)} at 12:00 PM`,
    );
    await expect(page.getByTestId("cart-line")).toContainText("Scheduled");
    await fillCustomer(page);
    const sessionId = await checkOut(page);
    await payWith(page, CARD_PAYS);
    await page.waitForURL(/\/order-confirmation\?session_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("scheduled-date")).toHaveText(usDate(plan.openDate));
    await expect(page.getByTestId("scheduled-time")).toHaveText("12:00 PM");
    await expect(page.getByTestId("scheduled-type")).toHaveText("Pickup");

    const order = await withDatabase((db) => orderBySession(db, sessionId));
    expect(order).toMatchObject({
      scheduled: true,
      scheduled_date: plan.openDate,
      scheduled_time: "12:00",
      order_type: "pickup",
      payment_status: "paid",
    });
    expect(errors).toEqual([]);
  });

  test("checking out a cart while closed asks for a schedule, marks the items and pays a second later", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const plan = await closeAllButTheDayAfterTomorrow();
    await openPage(page, "/menu?category=Sides");
    // A dish put in the cart while the store was still open: not scheduled.
    const festivalId = await withDatabase(async (db) => {
      const result = await db.query<{ id: string }>("select id from menu_items where title = 'Festival'");
      return result.rows[0]?.id ?? "";
    });
    await page.evaluate((id) => {
      localStorage.setItem(
        "island-spice:cart",
        JSON.stringify([
          {
            lineId: "l1",
            itemId: id,
            id,
            title: "Festival",
            name: "Festival",
            price: 395,
            basePrice: 395,
            quantity: 2,
            image: null,
            modifiers: [],
            options: [],
            specialInstructions: "",
            scheduled: false,
          },
        ]),
      );
      window.dispatchEvent(new Event("cart-updated"));
    }, festivalId);
    await card(page, "Festival")
      .getByRole("link", { name: /In Cart/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "We're currently closed" })).toBeVisible();
    await fillCustomer(page);
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();

    const dialog = page.getByRole("dialog", { name: "Schedule Your Order" });
    await expect(dialog).toBeVisible();
    await showMonthOf(dialog, plan, plan.openDate);
    await day(dialog, plan.openDate).click();
    await dialog.getByLabel("Time").selectOption({ label: "11:30 AM" });
    await dialog.getByRole("button", { name: "Schedule Order" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("island-spice:cart") ?? "[]") as unknown[],
    );
    expect(stored).toMatchObject([
      { scheduled: true, scheduledDate: plan.openDate, scheduledTime: "11:30", orderType: "pickup" },
    ]);

    await page.waitForURL(/\/pay\/sandbox\//);
    const sessionId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    const order = await withDatabase((db) => orderBySession(db, sessionId));
    expect(order).toMatchObject({ scheduled: true, scheduled_date: plan.openDate, scheduled_time: "11:30" });
    expect(errors).toEqual([]);
  });

  test("a day that closes while chosen is flagged, and the order types follow the settings", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const plan = await closeAllButTheDayAfterTomorrow();
    try {
      await openPage(page, "/menu?category=Sides");
      await waitForLiveUpdates(page);
      const open = card(page, "Festival").getByRole("button", { name: "Schedule for Later" });
      await open.click();
      const dialog = page.getByRole("dialog", { name: "Schedule Your Order" });
      await showMonthOf(dialog, plan, plan.openDate);
      await day(dialog, plan.openDate).click();
      await dialog.getByLabel("Time").selectOption({ label: "11:00 AM" });

      // The admin closes that day too: the choice is flagged and cannot be sent.
      await withDatabase((db) => setWeek(db, weekOpenOnlyOn("none")));
      await expect(dialog.getByRole("alert")).toHaveText(
        "We're closed on this day. Please select another date.",
      );
      await expect(dialog.getByLabel("Time")).toHaveValue("");
      await expect(dialog.getByRole("button", { name: "Schedule Order" })).toBeDisabled();

      // Escape closes the dialog and gives focus back to its button.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await withDatabase((db) => setWeek(db, weekOpenOnlyOn(plan.openDay)));
      await setSettings({ pickup_enabled: "false", delivery_enabled: "true" });
      await open.click();
      await expect(dialog.getByRole("radio", { name: "Delivery" })).toBeChecked();
      await expect(dialog.getByRole("radio", { name: /Pickup/ })).toBeDisabled();
      await dialog.getByRole("button", { name: "Cancel" }).click();

      await setSettings({ pickup_enabled: "false", delivery_enabled: "false" });
      await open.click();
      await expect(dialog.getByRole("alert")).toHaveText(
        "Order scheduling is currently unavailable. Please contact us directly to place an order.",
      );
      await showMonthOf(dialog, plan, plan.openDate);
      await day(dialog, plan.openDate).click();
      await dialog.getByLabel("Time").selectOption({ label: "11:00 AM" });
      await expect(dialog.getByRole("button", { name: "Schedule Order" })).toBeDisabled();
    } finally {
      await setSettings({ pickup_enabled: "true", delivery_enabled: "false" });
    }
    expect(errors).toEqual([]);
  });
});
