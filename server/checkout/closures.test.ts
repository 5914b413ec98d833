import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, storeClosures } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  businessDate,
  clearOrders,
  makeTestApp,
  postCheckout,
  seedOrderingMenu,
  setSettings,
  setStoreHours,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { CLOSED_DAY_MESSAGE } from "./order-timing.ts";

// Its hooks run first: the other hooks below use the database.
const database = useTestDatabase();
let menu: OrderingMenu;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
});
beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.delete(storeClosures);
  await setStoreHours(database.db);
  await setSettings(database.db, { pickup_enabled: "true", delivery_enabled: "false", tax_rate: "8.25" });
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const scheduleFor = (dateKey: string, time: string) => ({
  scheduled: true,
  scheduledDate: dateKey,
  scheduledTime: time,
});

async function orderCount(): Promise<number> {
  return (await database.db.select({ id: orders.id }).from(orders)).length;
}

describe("the checkout honours store closures", () => {
  it("refuses an order scheduled on a closed date with the closed-day message by the date", async () => {
    const { app } = makeTestApp(database);
    const inTwoDays = businessDate(2);
    await database.db.insert(storeClosures).values({
      start_date: inTwoDays.dateKey,
      end_date: inTwoDays.dateKey,
      kind: "closed",
      label: "Holiday",
    });
    const response = await postCheckout(app, validCart(menu, scheduleFor(inTwoDays.dateKey, "12:00")));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.message).toBe(CLOSED_DAY_MESSAGE);
    expect(body.error.fields).toEqual({ scheduledDate: CLOSED_DAY_MESSAGE });
    expect(await orderCount()).toBe(0);

    // The day after the closure still takes the order.
    const after = await postCheckout(app, validCart(menu, scheduleFor(businessDate(3).dateKey, "12:00")));
    expect(after.status).toBe(201);
  });

  it("refuses an order for now on a closed date like a closed store", async () => {
    const { app } = makeTestApp(database);
    const today = businessDate(0);
    // The fixture's week is open around the clock, so only the closure closes today.
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
    await clearOrders(database.db);
    await database.db
      .insert(storeClosures)
      .values({ start_date: businessDate(-1).dateKey, end_date: today.dateKey, kind: "closed" });
    const response = await postCheckout(app, validCart(menu));
    expect(response.status).toBe(409);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.message).toBe(
      "We're closed right now. Please schedule your order for a later time. We open again tomorrow at 12:00 AM.",
    );
    expect(await orderCount()).toBe(0);
  });

  it("offers only a special-hours date's own slots", async () => {
    const { app } = makeTestApp(database);
    const tomorrow = businessDate(1);
    await database.db.insert(storeClosures).values({
      start_date: tomorrow.dateKey,
      end_date: tomorrow.dateKey,
      kind: "special",
      open_time: "10:00",
      close_time: "14:00",
    });
    const late = await postCheckout(app, validCart(menu, scheduleFor(tomorrow.dateKey, "15:00")));
    expect(late.status).toBe(400);
    expect(((await late.json()) as ErrorBody).error.fields).toHaveProperty("scheduledTime");
    const inside = await postCheckout(app, validCart(menu, scheduleFor(tomorrow.dateKey, "13:30")));
    expect(inside.status).toBe(201);
  });
});
