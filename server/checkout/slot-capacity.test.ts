// Pause and capacity at checkout: concurrent checkouts never overfill a slot, an expired checkout
// frees its place, and a pause refuses orders for now while later scheduled orders still go through.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
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
import { CURRENT_SLOT_FULL_MESSAGE, SLOT_FULL_MESSAGE } from "#domain/slot-capacity.ts";
import { UNTIL_RESUMED } from "#domain/ordering-pause.ts";
import { zonedDateTimeToInstant } from "#domain/business-time.ts";
import { claimSlot } from "./slot-capacity.ts";

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
  await setSettings(database.db, {
    pickup_enabled: "true",
    delivery_enabled: "false",
    tax_rate: "8.25",
    slot_capacity: "",
    ordering_paused_until: "",
    timezone: "America/New_York",
  });
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const tomorrowNoon = () => ({
  scheduled: true,
  scheduledDate: businessDate(1).dateKey,
  scheduledTime: "12:00",
});

async function countOrders(): Promise<number> {
  return (await database.db.select({ id: orders.id }).from(orders)).length;
}

describe("capacity per 30-minute slot", () => {
  it("20 concurrent checkouts into a slot with capacity 5 give exactly 5 orders", async () => {
    await setSettings(database.db, { slot_capacity: "5" });
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postCheckout(app, validCart(menu, { ...tomorrowNoon(), customerName: `Guest ${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const refused = responses.find((response) => response.status === 409)!;
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.message).toBe(SLOT_FULL_MESSAGE);
    expect(body.error.fields).toEqual({ scheduledTime: SLOT_FULL_MESSAGE });
    expect(await countOrders()).toBe(5);
    const slot = zonedDateTimeToInstant(businessDate(1).dateKey, "12:00", "America/New_York");
    const stored = await database.db.select({ slot_at: orders.slot_at }).from(orders);
    expect(stored.every((row) => row.slot_at?.getTime() === slot.getTime())).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it("holds the slot's lock from the count to the commit, even when storing the order is slow", async () => {
    // Each transaction waits between its count and its insert: without the lock all 20 would count
    // an empty slot and store their order.
    const slotAt = zonedDateTimeToInstant(businessDate(2).dateKey, "18:00", "America/New_York");
    const claim = claimSlot({ slotAt, capacity: 5, fullMessage: SLOT_FULL_MESSAGE, field: "scheduledTime" });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          await claim(tx);
          await tx.execute(sql`select pg_sleep(0.02)`);
          await tx.insert(orders).values({
            customer_name: "Guest",
            customer_email: "guest@example.com",
            subtotal: 100,
            total: 100,
            payment_provider: "sandbox",
            access_token: randomBytes(12).toString("hex"),
            slot_at: slotAt,
          });
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(await countOrders()).toBe(5);
  }, 30_000);

  it("a double-clicked checkout into a slot with a capacity stores one order and answers both", async () => {
    await setSettings(database.db, { slot_capacity: "3" });
    const key = newIdempotencyKey();
    const [first, second] = await Promise.all([
      postCheckout(app, validCart(menu, tomorrowNoon()), key),
      postCheckout(app, validCart(menu, tomorrowNoon()), key),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { sessionId: string }[];
    expect(a?.sessionId).toBe(b?.sessionId);
    expect(await countOrders()).toBe(1);
  });

  it("the next slot is not affected, and an expired or cancelled checkout frees its place", async () => {
    await setSettings(database.db, { slot_capacity: "1" });
    expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(201);
    expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(409);
    expect(
      (await postCheckout(app, validCart(menu, { ...tomorrowNoon(), scheduledTime: "12:30" }))).status,
    ).toBe(201);

    // The abandoned-checkout sweep cancels it with payment status expired.
    await database.db
      .update(orders)
      .set({ status: "cancelled", payment_status: "expired" })
      .where(eq(orders.scheduled_time, "12:00"));
    expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(201);
  });

  it("counts orders placed for now in the current slot and refuses them once it is full", async () => {
    await setSettings(database.db, { slot_capacity: "2" });
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
    const third = await postCheckout(app, validCart(menu));
    expect(third.status).toBe(409);
    expect(((await third.json()) as ErrorBody).error.message).toBe(CURRENT_SLOT_FULL_MESSAGE);
    expect(await countOrders()).toBe(2);
  });

  it("a capacity of 0 takes no orders; an empty one takes any number", async () => {
    await setSettings(database.db, { slot_capacity: "0" });
    expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(409);
    await setSettings(database.db, { slot_capacity: "" });
    for (let index = 0; index < 3; index += 1) {
      expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(201);
    }
  });

  it("GET /api/checkout/slots names the full slots for the schedule dialog", async () => {
    const empty = await app.request("/api/checkout/slots");
    expect(await empty.json()).toEqual({ fullSlots: [], isEverySlotFull: false });

    await setSettings(database.db, { slot_capacity: "1" });
    expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(201);
    const response = await app.request("/api/checkout/slots");
    expect(response.status).toBe(200);
    const slot = zonedDateTimeToInstant(businessDate(1).dateKey, "12:00", "America/New_York");
    expect(await response.json()).toEqual({ fullSlots: [slot.toISOString()], isEverySlotFull: false });

    await setSettings(database.db, { slot_capacity: "0" });
    const none = await app.request("/api/checkout/slots");
    expect(await none.json()).toEqual({ fullSlots: [], isEverySlotFull: true });
  });
});

describe("paused online ordering", () => {
  it("refuses an order for now with the pause message, and takes a scheduled order for after the pause", async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    await setSettings(database.db, { ordering_paused_until: until.toISOString() });
    const now = await postCheckout(app, validCart(menu));
    expect(now.status).toBe(409);
    const body = (await now.json()) as ErrorBody;
    expect(body.error.message).toMatch(
      /^We're not taking orders for right now\. Please schedule your order for a later time\. We take orders again at \d{1,2}:\d{2} [AP]M\.$/,
    );
    expect(await countOrders()).toBe(0);

    expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(201);
    expect(await countOrders()).toBe(1);
  });

  it("refuses a scheduled slot that starts before the pause ends", async () => {
    // Open around the clock: the slot at the next half hour starts within the hour's pause.
    await setSettings(database.db, {
      ordering_paused_until: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const next = new Date(Math.ceil((Date.now() + 60_000) / 1_800_000) * 1_800_000);
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(next);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const response = await postCheckout(
      app,
      validCart(menu, {
        scheduled: true,
        scheduledDate: `${part("year")}-${part("month")}-${part("day")}`,
        scheduledTime: `${part("hour")}:${part("minute")}`,
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/^Online ordering is paused until/);
  });

  it("a pause until resumed refuses orders for now until the setting is cleared", async () => {
    await setSettings(database.db, { ordering_paused_until: UNTIL_RESUMED });
    expect((await postCheckout(app, validCart(menu))).status).toBe(409);
    expect((await postCheckout(app, validCart(menu, tomorrowNoon()))).status).toBe(201);
    await setSettings(database.db, { ordering_paused_until: "" });
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
  });

  it("ends by itself once its end has passed", async () => {
    await setSettings(database.db, {
      ordering_paused_until: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
  });
});
