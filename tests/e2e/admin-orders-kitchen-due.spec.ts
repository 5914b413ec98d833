import { expect, test, type Page } from "@playwright/test";
import { ensureOwner, signInAsOwner, untilAdminLive } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { businessTimeZone, openPage } from "./support/ordering.ts";

// docs/product/06-admin.md §6.4: a scheduled order reaches the kitchen's "Needs action" view, and rings,
// at its promised time less its predicted preparation, without anyone reloading the board.

const EMAIL = "due-soon@example.com";
/** The kitchen's usual preparation time here: no history yet, so every order takes it. */
const LEAD_MINUTES = 20;
let savedDefault: string | null = null;

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});
test.beforeEach(async () => {
  await withDatabase(async (db) => {
    // orders other specs left waiting must not ring here
    await db.query(
      "update orders set acknowledged_at = now() where kitchen_status = 'new' and acknowledged_at is null",
    );
    const saved = await db.query<{ value: string }>(
      "select setting_value as value from site_settings where setting_key = 'quote_default_minutes'",
    );
    savedDefault = saved.rows[0]?.value ?? null;
    await db.query(
      `insert into site_settings (setting_key, setting_value, setting_group)
       values ('quote_default_minutes', $1, 'ordering')
       on conflict (setting_key) do update set setting_value = excluded.setting_value`,
      [String(LEAD_MINUTES)],
    );
  });
});
test.afterEach(async () => {
  await withDatabase(async (db) => {
    // this spec's orders are done with: they never ring in another
    await db.query(
      `update orders set status = 'confirmed', kitchen_status = 'completed', acknowledged_at = coalesce(acknowledged_at, now())
        where customer_email = $1`,
      [EMAIL],
    );
    if (savedDefault === null) {
      await db.query("delete from site_settings where setting_key = 'quote_default_minutes'");
    } else {
      await db.query(
        "update site_settings set setting_value = $1 where setting_key = 'quote_default_minutes'",
        [savedDefault],
      );
    }
  });
});

/**
 * A paid scheduled pickup promised `LEAD_MINUTES` and `seconds` from now: the kitchen should start
 * it in `seconds`. Returns its id, number and the instant it comes due.
 */
async function insertScheduledPickup(
  seconds: number,
): Promise<{ id: string; number: string; dueAtMs: number }> {
  const number = String(80_000 + Math.floor(Math.random() * 9_000));
  return withDatabase(async (db) => {
    const timeZone = await businessTimeZone(db);
    const result = await db.query<{ id: string; slot_at: Date }>(
      `with slot as (select date_trunc('second', now()) + make_interval(mins => $2::int, secs => $3::int) as at)
       insert into orders (order_number, customer_name, customer_email, subtotal, tax, total, payment_provider,
         access_token, order_type, payment_status, payment_method, paid_at, scheduled, scheduled_date,
         scheduled_time, slot_at)
       select $1, 'Dee Soon', '${EMAIL}', 395, 33, 428, 'sandbox', gen_random_uuid()::text, 'pickup', 'paid',
         'card', now(), true, (slot.at at time zone $4)::date, to_char(slot.at at time zone $4, 'HH24:MI'), slot.at
         from slot
       returning id, slot_at`,
      [number, LEAD_MINUTES, seconds, timeZone],
    );
    const row = result.rows[0]!;
    await db.query(
      `insert into order_items (order_id, menu_item_id, title, quantity, price)
       select $1, id, title, 1, 395 from menu_items where title = 'Festival'`,
      [row.id],
    );
    return { id: row.id, number, dueAtMs: new Date(row.slot_at).getTime() - LEAD_MINUTES * 60_000 };
  });
}

function alarmPlays(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.documentElement.dataset.alarmPlays ?? "0"));
}

test("a scheduled order due in a minute waits in Upcoming, then joins Needs action on its own, with the alarm", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const order = await insertScheduledPickup(60);
  await signInAsOwner(page, "/admin/orders?view=upcoming");
  await untilAdminLive(page);
  const row = page.locator(`[data-order-id="${order.id}"]:visible`);
  // Upcoming lists it, not as a new order yet; nothing rings for it
  await expect(row).toBeVisible();
  await expect(row).not.toHaveAttribute("data-new", "true");
  await expect(page.getByTestId("new-order-banner")).toHaveCount(0);
  await page.getByRole("button", { name: "Enable sound" }).click();
  await expect(page.getByRole("button", { name: "Sound on: turn off" })).toBeVisible();
  const playsBefore = await alarmPlays(page);

  // Needs action is the kitchen's now: not there yet
  await page
    .getByRole("navigation", { name: "Order views" })
    .getByRole("link", { name: "Needs action" })
    .click();
  await expect(page).toHaveURL(/view=needs-action/);
  await expect(page.locator(`[data-order-id="${order.id}"]`)).toHaveCount(0);
  expect(Date.now()).toBeLessThan(order.dueAtMs);

  // at its start it comes in on its own (no reload, no click), highlighted, with the banner and the sound
  await expect(row).toBeVisible({ timeout: 100_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(order.dueAtMs);
  await expect(row).toHaveAttribute("data-new", "true");
  await expect(row.getByRole("button")).toHaveText([/^Confirm for /]);
  await expect(page.getByTestId("new-order-banner")).toContainText(`Order #${order.number}, Dee Soon`);
  await expect(page).toHaveTitle(/^\(1\) Orders/);
  await expect.poll(() => alarmPlays(page)).toBeGreaterThan(playsBefore);
  await expectNoAxeViolations(page);

  // confirming it for its time silences it
  await row.getByRole("button", { name: /^Confirm for / }).click();
  await expect(page.getByTestId("new-order-banner")).toHaveCount(0);
  await openPage(page, "/admin/orders?view=needs-action");
  await expect(page.locator(`[data-order-id="${order.id}"]`)).toHaveCount(0);
});
