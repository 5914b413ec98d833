import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  startTestPushService,
  type TestPushService,
  type TestSubscription,
} from "#server/test/push-service.ts";
import { deviceLabel } from "#domain/push-alerts.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { CARD_PAYS, dismissToasts, OPEN_WEEK, toast, usd } from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// docs/product/08-text-messages.md §8, Phone alerts: Settings → Notifications → Phone alerts. Headless
// Chromium has no push
// service of its own (subscribing fails there), so the page's PushManager hands back a subscription
// made by the stand-in push service; everything else is real: the permission prompt (granted), the
// worker registered at /admin, the page's post, the server's outbox and pusher, the VAPID signature
// and the encrypted payload, which the stand-in checks and decrypts.

let push: TestPushService;

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
  push = await startTestPushService();
});
test.afterAll(async () => {
  await withDatabase((db) => db.query("delete from push_subscriptions"));
  await push.stop();
});
test.beforeEach(async () => {
  await withDatabase(async (db) => {
    await db.query("delete from push_subscriptions");
    await setWeek(db, OPEN_WEEK);
    await db.query("update site_settings set setting_value = '' where setting_key = 'ordering_paused_until'");
    await db.query("delete from rate_limits");
  });
});
test.afterEach(async () => {
  await withDatabase(async (db) => {
    await db.query("delete from push_subscriptions");
    // this spec's orders must not ring on the pages of the specs after it
    await db.query(
      "update orders set acknowledged_at = now() where customer_email = 'alerts@example.com' and acknowledged_at is null",
    );
    await restoreDemoWeek(db);
  });
});

/** The browser's PushManager answers with the stand-in's subscription (kept across reloads of the tab). */
async function usePushService(page: Page, subscription: TestSubscription) {
  await page.addInitScript((sub) => {
    const key = "e2e-push-subscribed";
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: () => {
        sessionStorage.removeItem(key);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function () {
      sessionStorage.setItem(key, "1");
      return Promise.resolve(fake as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(sessionStorage.getItem(key) ? (fake as unknown as PushSubscription) : null);
    };
  }, subscription);
}

/** An order placed and paid through the site's API, as a customer's browser would. */
async function payOrderThroughApi(request: APIRequestContext) {
  const itemId = await withDatabase(async (db) => {
    const result = await db.query<{ id: string }>("select id from menu_items where title = 'Festival'");
    return result.rows[0]!.id;
  });
  const placed = await request.post("/api/checkout", {
    headers: { "Idempotency-Key": `alerts-${randomBytes(8).toString("hex")}` },
    data: {
      cartItems: [{ itemId, quantity: 2, modifiers: [] }],
      customerName: "Ada Alerts",
      customerEmail: "alerts@example.com",
      customerPhone: "4045550101",
      orderType: "pickup",
    },
  });
  expect(placed.status()).toBe(201);
  const { sessionId } = (await placed.json()) as { sessionId: string };
  const paid = await request.post(`/pay/sandbox/${encodeURIComponent(sessionId)}`, {
    form: { card_number: CARD_PAYS, expiry: "12/34", cvc: "123" },
  });
  expect(paid.status()).toBeLessThan(400);
  return withDatabase(async (db) => {
    const result = await db.query<{ id: string; order_number: string; total: number; is_test: boolean }>(
      "select id, order_number, total, is_test from orders where payment_session_id = $1 and payment_status = 'paid'",
      [sessionId],
    );
    return result.rows[0]!;
  });
}

function deliveriesTo(subscription: TestSubscription) {
  const id = subscription.endpoint.split("/").pop();
  return push.deliveries.filter((delivery) => delivery.deviceId === id);
}

test("Phone alerts: turn on for this device, a test alert and a paid order arrive encrypted, Remove stops them", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const subscription = push.subscribe();
  await context.grantPermissions(["notifications"]);
  await usePushService(page, subscription);
  await signInAsOwner(page, "/admin/settings/notifications");
  const card = page.getByRole("region", { name: "Phone alerts" });
  await expect(card).toBeVisible();
  const label = deviceLabel(await page.evaluate(() => navigator.userAgent));
  await expect(card.getByText("Alerts are off for this device.")).toBeVisible();
  await expect(card.getByText("No device yet.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Send a test alert" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Turn on alerts on this device" }).click();
  await expect(toast(page, `Alerts are on for ${label}`)).toBeVisible();
  await expect(card.getByText("Alerts are on for this device.")).toBeVisible();
  const row = card.getByRole("listitem").filter({ hasText: label });
  await expect(row).toContainText("This device");
  await expect(row).toContainText("Olive Owner, added");
  // the page's worker covers /admin (the admin's own, or the alerts-only one)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toMatch(/^\/admin\/?$/);
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Send a test alert" }).click();
  await expect(toast(page, "Test alert queued for 1 device")).toBeVisible();
  await expect.poll(() => deliveriesTo(subscription).length, { timeout: 15_000 }).toBe(1);
  expect(deliveriesTo(subscription)[0]!.payload.title).toMatch(/^Test alert from /);

  const order = await payOrderThroughApi(request);
  await expect.poll(() => deliveriesTo(subscription).length, { timeout: 15_000 }).toBe(2);
  expect(deliveriesTo(subscription)[1]!.payload).toMatchObject({
    // a sandbox payment's order is a test order, and says so first
    title: `${order.is_test ? "TEST " : ""}New order #${order.order_number}, ${usd(order.total)}`,
    url: `/admin/orders/${order.id}`,
  });
  expect(push.refused.filter((r) => subscription.endpoint.endsWith(r.deviceId))).toEqual([]);

  await dismissToasts(page);
  await row.getByRole("button", { name: `Remove ${label} (Olive Owner)` }).click();
  await expect(toast(page, `${label} no longer gets alerts`)).toBeVisible();
  await expect(card.getByText("No device yet.")).toBeVisible();
  await expect(card.getByText("Alerts are off for this device.")).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // removed: the next paid order alerts nobody
  await payOrderThroughApi(request);
  const pending = await withDatabase(async (db) => {
    const result = await db.query("select 1 from push_outbox where status = 'pending'");
    return result.rowCount;
  });
  expect(pending).toBe(0);
  await page.waitForTimeout(3000);
  expect(deliveriesTo(subscription)).toHaveLength(2);
  testInfo.annotations.push({ type: "push", description: "stand-in push service, real worker registration" });
});

test("the admin's one worker carries the phone alerts' handlers", async ({ request }) => {
  const answer = await request.get("/admin/sw.js");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("javascript");
  expect(answer.headers()["service-worker-allowed"]).toBe("/admin");
  const script = await answer.text();
  expect(script).toContain('addEventListener("push"');
  expect(script).toContain('addEventListener("notificationclick"');
  // the alerts-only worker of before is gone: one scope, one worker
  expect((await request.get("/admin/push-worker.js", { maxRedirects: 0 })).status()).not.toBe(200);
});

test("a forged alert address is refused with a 400 and nothing is stored", async ({ page }) => {
  await signInAsOwner(page, "/admin/settings/notifications");
  const status = await page.evaluate(async () => {
    const body = new URLSearchParams({
      intent: "push-subscribe",
      endpoint: "javascript:alert(1)",
      p256dh: "BAAA",
      auth: "AAAA",
    });
    const response = await fetch("/admin/settings/notifications.data", { method: "POST", body });
    return response.status;
  });
  expect(status).toBe(400);
  const stored = await withDatabase(
    async (db) => (await db.query("select 1 from push_subscriptions")).rowCount,
  );
  expect(stored).toBe(0);
});
