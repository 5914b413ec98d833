import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { createPusher } from "#server/adapters/push/outbox-pusher.ts";
import { eq } from "drizzle-orm";
import { orders, pushOutbox } from "#server/db/schema/index.ts";
import { formatUsd } from "#domain/money.ts";
import { checkSubscription, saveSubscription } from "#server/push/subscriptions.ts";
import { makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { startTestPushService, type TestPushService } from "#server/test/push-service.ts";
import { seedOrderingMenu, setStoreHours, validCart } from "#server/test/ordering-fixtures.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { runAction } from "#app/lib/action.server.ts";
import { placePhoneOrder } from "./order-new.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/orders/new";
let push: TestPushService;

beforeAll(async () => {
  push = await startTestPushService();
});
afterAll(async () => {
  await push.stop();
});

function jsonPost(body: unknown): Request {
  return new Request(URL_BASE, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

describe("a phone order paid in person alerts every subscribed phone (docs/product/08-text-messages.md §8, Phone alerts)", () => {
  it("once per device, with the order's number and total", async () => {
    const menu = await seedOrderingMenu(database.db);
    await setStoreHours(database.db);
    const cookie = await signInFirstAdmin(database.db);
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const admin = await context.auth.readSession();
    const device = push.subscribe();
    await saveSubscription(database.db, admin.user!.userId, {
      ...checkSubscription({ endpoint: device.endpoint, ...device.keys }, { allowLoopbackHttp: true }),
      label: "Chrome on Android",
    });
    const item = {
      lines: validCart(menu).cartItems,
      customerName: "Ana Lopez",
      customerPhone: "4045550100",
      customerEmail: "",
      orderType: "pickup",
      scheduled: false,
      payment: "in_person",
      requestKey: "alerts-phone-order-1",
    };
    const placed = (await runAction(() =>
      placePhoneOrder(jsonPost({ intent: "create", item }), context),
    )) as {
      orderId: string;
    };
    const [order] = await database.db
      .select({ number: orders.order_number, total: orders.total })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    // the same request again (a double tap) places nothing new and alerts nobody twice
    await runAction(() => placePhoneOrder(jsonPost({ intent: "create", item }), context));
    expect(await database.db.select({ id: pushOutbox.id }).from(pushOutbox)).toHaveLength(1);

    // the stand-in push service is on this machine
    const result = await createPusher(database.db, pino({ level: "silent" }), {
      publicUrl: "http://shop.test",
      allowLoopback: true,
    }).runOnce();
    expect(result.sent).toBe(1);
    expect(push.deliveries).toHaveLength(1);
    expect(push.deliveries[0]!.payload.title).toBe(`New order #${order!.number}, ${formatUsd(order!.total)}`);
    expect(push.deliveries[0]!.payload.url).toBe(`/admin/orders/${placed.orderId}`);
  });
});
