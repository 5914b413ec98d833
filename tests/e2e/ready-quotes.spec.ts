import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import {
  addPlainDish,
  CARD_PAYS,
  checkOut,
  fillCustomer,
  OPEN_WEEK,
  openPage,
  payWith,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// docs/product/03-ordering.md §3.14: the cart's quote follows the kitchen's queue, and the confirmation page
// shows the quote kept on the order.

test.beforeEach(async () => {
  await withDatabase(async (db) => {
    await setWeek(db, OPEN_WEEK);
    await db.query("update site_settings set setting_value = '' where setting_key = 'ordering_paused_until'");
    // eleven checkouts a run from one address: both screen sizes together pass the limit of 20 a minute
    await db.query("delete from rate_limits");
    // a quiet kitchen to start from: orders other specs left open are finished
    await db.query(
      `update orders set kitchen_status = 'completed', acknowledged_at = coalesce(acknowledged_at, now())
        where kitchen_status in ('new', 'preparing')`,
    );
  });
});
test.afterEach(async () => {
  await withDatabase((db) => restoreDemoWeek(db));
});

function quoteMinutes(text: string | null): number {
  const match = /Ready in about (\d+) min/.exec(text ?? "");
  return match ? Number(match[1]) : Number.NaN;
}

/** Ten large orders for now, placed and paid through the API as ten customers would. */
async function payLargeOrders(page: Page, count: number): Promise<string[]> {
  const itemId = await withDatabase(async (db) => {
    const result = await db.query<{ id: string }>("select id from menu_items where title = 'Festival'");
    return result.rows[0]!.id;
  });
  const sessions: string[] = [];
  for (let index = 0; index < count; index++) {
    const placed = await page.request.post("/api/checkout", {
      headers: { "Idempotency-Key": `quote-${randomBytes(8).toString("hex")}` },
      data: {
        cartItems: [{ itemId, quantity: 20, modifiers: [] }],
        customerName: `Big Order ${index}`,
        customerEmail: "big@example.com",
        customerPhone: "4045550101",
        orderType: "pickup",
      },
    });
    expect(placed.status()).toBe(201);
    const { sessionId } = (await placed.json()) as { sessionId: string };
    const paid = await page.request.post(`/pay/sandbox/${encodeURIComponent(sessionId)}`, {
      form: { card_number: CARD_PAYS, expiry: "12/34", cvc: "123" },
    });
    expect(paid.status()).toBeLessThan(400);
    sessions.push(sessionId);
  }
  await withDatabase(async (db) => {
    const result = await db.query<{ n: number }>(
      "select count(*)::int as n from orders where payment_session_id = any($1) and payment_status = 'paid'",
      [sessions],
    );
    expect(result.rows[0]!.n).toBe(count);
  });
  return sessions;
}

test("the cart's quote rises with ten large paid orders and falls when they are ready; the confirmation keeps it", async ({
  page,
}) => {
  // ten checkouts and payments, then a checkout of its own: more than the default 30 s on a busy machine
  test.setTimeout(120_000);
  await openPage(page, "/menu");
  await addPlainDish(page, "Festival");
  await openPage(page, "/cart");
  await waitForLiveUpdates(page);
  const quote = page.getByTestId("ready-quote");
  await expect(quote).toHaveText(/^Ready in about \d+ min \(no orders ahead\)$/);
  const quiet = quoteMinutes(await quote.textContent());
  await expectNoAxeViolations(page);

  const sessions = await payLargeOrders(page, 10);
  await expect(quote).toHaveText(/\(10 orders ahead\)$/);
  const busy = quoteMinutes(await quote.textContent());
  expect(busy).toBeGreaterThan(quiet);

  // the kitchen marks them ready: the open cart hears it and asks again
  await withDatabase(async (db) => {
    await db.query(
      `with done as (update orders set kitchen_status = 'ready', status = 'confirmed'
                      where payment_session_id = any($1) returning id)
       insert into order_events (order_id, kind) select id, 'ready' from done`,
      [sessions],
    );
  });
  await expect(quote).toHaveText(/\(no orders ahead\)$/);
  expect(quoteMinutes(await quote.textContent())).toBeLessThan(busy);

  // this customer's own order keeps its quote, shown on the confirmation page
  await fillCustomer(page);
  const sessionId = await checkOut(page);
  await payWith(page, CARD_PAYS);
  await page.waitForURL(/\/order-confirmation/);
  const stored = await withDatabase(async (db) => {
    const result = await db.query<{ quoted: Date }>(
      "select quoted_ready_at as quoted from orders where payment_session_id = $1",
      [sessionId],
    );
    return result.rows[0]!.quoted;
  });
  const timeZone = await withDatabase(async (db) => {
    const result = await db.query<{ value: string }>(
      "select setting_value as value from site_settings where setting_key = 'timezone'",
    );
    return result.rows[0]?.value || "America/New_York";
  });
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    stored,
  );
  await expect(page.getByTestId("quoted-ready")).toHaveText(
    `Ready at about ${time} (quoted when you ordered).`,
  );
  await expectNoAxeViolations(page);
});
