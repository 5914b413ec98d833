import { expect, test, type Page } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import {
  CARD_PAYS,
  businessDate,
  businessTimeZone,
  dismissToasts,
  OPEN_WEEK,
  openPage,
  payWith,
  toast,
  usd,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// Tips beyond the online cart (docs/product/03-ordering.md §3.15): staff add the caller's tip to a phone
// order, and the catering checkout offers the tip choices; the server prices both from the choice.

const TIP_SETTINGS: [string, string][] = [
  ["tips_enabled", "true"],
  ["tip_presets", "15,18,20"],
  ["tip_custom_allowed", "true"],
  ["tip_order_types", "pickup,delivery,catering"],
];

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
  await withDatabase(async (db) => {
    for (const [key, value] of TIP_SETTINGS) {
      await db.query(
        `insert into site_settings (setting_key, setting_value, setting_group)
         values ($1, $2, 'ordering')
         on conflict (setting_key) do update set setting_value = excluded.setting_value`,
        [key, value],
      );
    }
  });
});

type StoredMoney = { subtotal: number; tax: number; tip: number; discount: number; total: number };

async function storedMoney(where: string, value: string): Promise<StoredMoney> {
  return withDatabase(async (db) => {
    const result = await db.query<StoredMoney>(
      `select subtotal, tax, tip, discount, total from orders where ${where} = $1`,
      [value],
    );
    return result.rows[0]!;
  });
}

test.describe("a phone order's tip", () => {
  test.beforeEach(async () => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
  });
  test.afterEach(async () => {
    await withDatabase((db) => restoreDemoWeek(db));
  });

  async function addPlate(page: Page) {
    const main = page.locator("#admin-main");
    await main.getByLabel("Search the menu").fill("jerk chicken");
    await main.getByRole("button", { name: "Add Jerk Chicken Plate" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Plate" });
    await dialog.getByRole("radio", { name: "Rice & Peas" }).check();
    await dialog.getByRole("radio", { name: "Island Hot" }).check();
    await dialog.getByRole("button", { name: "Add to order" }).click();
    await expect(dialog).toHaveCount(0);
  }

  test("staff add 18 % for the caller: priced by the server, stored and shown on the order", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const caller = `Tipping caller ${testInfo.project.name} ${Date.now()}`;
    await signInAsOwner(page, "/admin/orders/new");
    await expect(page.getByRole("heading", { level: 1, name: "New phone order" })).toBeVisible();
    const main = page.locator("#admin-main");
    await addPlate(page);
    await main.getByLabel("Name", { exact: true }).fill(caller);
    await main.getByLabel("Phone number").fill("404 555 0142");
    await main.getByRole("radio", { name: "Pay in person" }).check();

    const chooser = main.getByRole("group", { name: "Add a tip" });
    await expect(chooser).toBeVisible();

    // A custom amount that cannot be taken is refused by the field, and nothing is placed.
    await chooser.getByText("Custom", { exact: true }).click();
    const amount = chooser.getByLabel("Tip amount ($)");
    await amount.fill("-1");
    await expect(chooser.getByText("The tip cannot be less than zero.")).toBeVisible();
    await amount.fill("1.234");
    await expect(chooser.getByText("The tip must be a whole number of cents.")).toBeVisible();
    await amount.fill("9999");
    await expect(chooser.getByText("The tip cannot be more than the subtotal.")).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await main.getByRole("button", { name: /^Place order/ }).click();
    await expect(amount).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/orders\/new$/);
    await expectNoAxeViolations(page);

    // 18 %: the amount beside the choice, the tip row and the total.
    await chooser.getByText("18%", { exact: true }).click();
    await expect(chooser.getByText(/cannot|whole number/)).toHaveCount(0);
    const tipText = (await main.getByTestId("phone-order-tip").textContent()) ?? "";
    expect(tipText).toMatch(/^\$\d+\.\d\d$/);
    const totalText = (await main.getByTestId("phone-order-total").textContent()) ?? "";
    await expect(main.getByRole("button", { name: /^Place order/ })).toContainText(totalText);
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await expect(toast(page, "sent to the kitchen")).toBeVisible();
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    const stored = await storedMoney("id", orderId);
    expect(stored.tip).toBe(Math.floor((stored.subtotal * 18 + 50) / 100));
    expect(stored.discount).toBe(0);
    expect(stored.total).toBe(stored.subtotal + stored.tax + stored.tip);
    expect(usd(stored.tip)).toBe(tipText);

    // The order's page shows the tip like an online order's.
    await expect(main.getByText("Tip", { exact: true })).toBeVisible();
    await expect(main.getByText(usd(stored.tip), { exact: true }).first()).toBeVisible();
    await dismissToasts(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("the catering checkout's tip", () => {
  test("18 % on a catering order: charged with its own line, stored, and on the confirmation", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const date = await withDatabase(async (db) => businessDate(await businessTimeZone(db), 15));
    await openPage(page, "/catering");
    await page.getByRole("button", { name: "Choose a size of Jerk Chicken Tray" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Tray" });
    await dialog.getByRole("radio", { name: /^Full Tray/ }).check();
    await dialog.getByRole("button", { name: "Add to Catering Cart" }).click();
    await expect(dialog).toBeHidden();
    // the "added" toast may sit over the cart button
    await dismissToasts(page);
    await page.getByRole("button", { name: /View Catering Cart/ }).click();

    const panel = page.getByRole("tabpanel");
    const subtotalText = (await panel.getByTestId("catering-subtotal").textContent()) ?? "";
    const subtotal = Math.round(Number(subtotalText.replace(/[$,]/g, "")) * 100);
    await panel.getByLabel("Name", { exact: true }).fill("Tia Tipper");
    await panel.getByLabel("Email", { exact: true }).fill("tia.tipper@example.com");
    await panel.getByLabel("Event Date").fill(date);
    await panel.getByLabel("Event Time").fill("17:00");
    await panel.getByLabel("Event Type").selectOption("Birthday");
    await panel.getByLabel("Number of Guests").fill("20");
    await panel.getByLabel("Pickup or Delivery").selectOption("pickup");

    const chooser = panel.getByTestId("tip-chooser");
    // A custom amount above the subtotal is refused by its field before anything is sent.
    await chooser.getByText("Custom", { exact: true }).click();
    await chooser.getByLabel("Tip amount ($)").fill(String(subtotal / 100 + 1));
    await expect(chooser.getByText("The tip cannot be more than the subtotal.")).toBeVisible();
    await expectNoAxeViolations(page);

    const tip = Math.floor((subtotal * 18 + 50) / 100);
    await chooser.getByText("18%", { exact: true }).click();
    await expect(panel.getByTestId("catering-tip")).toHaveText(usd(tip));
    await expect(panel.getByTestId("catering-total")).toHaveText(usd(subtotal + tip));
    await expectNoAxeViolations(page);

    await panel.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(/\/pay\/sandbox\//);
    const sessionId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    // the payment page charges the tip on a line of its own
    await expect(page.getByRole("rowheader", { name: "Tip" })).toBeVisible();
    await payWith(page, CARD_PAYS);
    await page.waitForURL(/\/catering-confirmation\?session_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Catering Order Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("catering-confirmation-tip")).toHaveText(usd(tip));
    await expectNoAxeViolations(page);

    expect(await storedMoney("payment_session_id", sessionId)).toEqual({
      subtotal,
      tax: 0,
      tip,
      discount: 0,
      total: subtotal + tip,
    });
  });
});
