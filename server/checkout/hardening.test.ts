// Checkout input an attacker controls: test orders marked, one body per Idempotency-Key, control
// characters and far-future dates refused with a 400 (never a 500), and nothing stored for them.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  businessDate,
  clearOrders,
  makeTestApp,
  newIdempotencyKey,
  postCheckout,
  seedOrderingMenu,
  setSettings,
  setStoreHours,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { IDEMPOTENCY_MISMATCH_MESSAGE } from "./service.ts";

const database = useTestDatabase();
let menu: OrderingMenu;
let app: ReturnType<typeof makeTestApp>["app"];

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  app = makeTestApp(database).app;
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
  await setSettings(database.db, { pickup_enabled: "true", delivery_enabled: "false", tax_rate: "8.25" });
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function storedOrders() {
  return database.db.select({ id: orders.id, is_test: orders.is_test }).from(orders);
}

describe("test orders", () => {
  it("marks an order taken through the payment sandbox as a test order", async () => {
    const response = await postCheckout(app, validCart(menu));
    expect(response.status).toBe(201);
    expect(await storedOrders()).toEqual([{ id: expect.any(String) as string, is_test: true }]);
  });
});

describe("Idempotency-Key with another body", () => {
  it("answers 409 and never replays the first order for a different cart", async () => {
    const key = newIdempotencyKey();
    const first = await postCheckout(app, validCart(menu), key);
    expect(first.status).toBe(201);
    const firstBody = (await first.json()) as { sessionId: string };

    const other = await postCheckout(app, validCart(menu, { customerName: "Someone Else" }), key);
    expect(other.status).toBe(409);
    expect(((await other.json()) as ErrorBody).error.message).toBe(IDEMPOTENCY_MISMATCH_MESSAGE);

    // the same body again is still a replay of the same order
    const again = await postCheckout(app, validCart(menu), key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { sessionId: string }).sessionId).toBe(firstBody.sessionId);
    expect(await storedOrders()).toHaveLength(1);
  });
});

describe("control characters", () => {
  it.each([
    ["the name", { customerName: "Ana\u0000Bell" }, "customerName"],
    ["the phone", { customerPhone: "404\u0000555" }, "customerPhone"],
    ["the instructions", { specialInstructions: "ring\u0007twice" }, "specialInstructions"],
    ["a scheduled date", { scheduled: true, scheduledDate: "2030-01-0\u0000", scheduledTime: "12:00" }, null],
  ])("refuses a control character in %s with a 400 and stores nothing", async (_label, change, field) => {
    const response = await postCheckout(app, validCart(menu, change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    if (field) expect(body.error.fields?.[field]).toMatch(/characters that are not allowed/);
    expect(await storedOrders()).toEqual([]);
  });

  it("refuses a control character in a line's note and in an option name", async () => {
    const cart = validCart(menu);
    cart.cartItems[0]!.specialInstructions = "no\u0000onions";
    expect((await postCheckout(app, cart)).status).toBe(400);
    const named = validCart(menu);
    named.cartItems[0]!.modifiers[0]!.groupName = "Side\u0000";
    expect((await postCheckout(app, named)).status).toBe(400);
    expect(await storedOrders()).toEqual([]);
  });

  it("keeps line breaks and tabs in the instructions", async () => {
    const response = await postCheckout(app, validCart(menu, { specialInstructions: "Gate code:\n\t1234" }));
    expect(response.status).toBe(201);
  });
});

describe("scheduled date bound", () => {
  const schedule = (dateKey: string) => ({ scheduled: true, scheduledDate: dateKey, scheduledTime: "12:00" });

  it("refuses 9999-12-31 with a clear 400, not a 500", async () => {
    const response = await postCheckout(app, validCart(menu, schedule("9999-12-31")));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.message).toBe(
      "Orders can be scheduled up to 60 days ahead. Please select an earlier date.",
    );
    expect(body.error.fields?.scheduledDate).toBe(body.error.message);
    expect(await storedOrders()).toEqual([]);
  });

  it("takes 60 days ahead by default, refuses 61, and follows the setting", async () => {
    expect((await postCheckout(app, validCart(menu, schedule(businessDate(60).dateKey)))).status).toBe(201);
    expect((await postCheckout(app, validCart(menu, schedule(businessDate(61).dateKey)))).status).toBe(400);
    await setSettings(database.db, { schedule_max_days_ahead: "7" });
    try {
      expect((await postCheckout(app, validCart(menu, schedule(businessDate(8).dateKey)))).status).toBe(400);
      expect((await postCheckout(app, validCart(menu, schedule(businessDate(7).dateKey)))).status).toBe(201);
    } finally {
      await setSettings(database.db, { schedule_max_days_ahead: "60" });
    }
  });
});
