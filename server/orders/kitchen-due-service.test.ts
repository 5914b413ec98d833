// Scheduled orders reach the kitchen on time, against a real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): the board's "Needs action" view and the new-order alarm take a scheduled
// order at its promised time less its predicted preparation, the board is told when to look again,
// and orders at risk of being late come first across the board's pages.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import { buildMenuItem } from "#server/db/factories.ts";
import { menuItems, orderItems, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { setSettings } from "#server/test/ordering-fixtures.ts";
import { getZonedParts } from "#domain/business-time.ts";
import { orderFiltersSchema } from "#domain/validation/admin-orders.ts";
import { kitchenStartMs, MINUTE_MS, type KitchenFigures } from "#domain/ready-quote.ts";
import { DUE_RECHECK_MAX_MS, DUE_RECHECK_SLACK_MS } from "#domain/kitchen-due.ts";
import {
  BOARD_PAGE_SIZE,
  countBoardOrders,
  listAlarmOrders,
  listBoardOrders,
  readDueRecheck,
  readOrderDetail,
} from "./admin-service.ts";
import { kitchenDueAtSql, nextKitchenDueAt } from "./kitchen-due-service.ts";
import { forgetKitchenFigures } from "./quote-service.ts";

const database = useTestDatabase();
const TZ = "America/New_York";
let dishId = "";
let sideId = "";

beforeAll(async () => {
  const [dish, side] = await database.db
    .insert(menuItems)
    .values([
      buildMenuItem({ title: "Oxtail Stew", price: 1895 }),
      buildMenuItem({ title: "Festival", price: 395 }),
    ])
    .returning({ id: menuItems.id });
  dishId = dish!.id;
  sideId = side!.id;
});

beforeEach(async () => {
  await database.db.execute(sql`delete from orders`);
  await database.db.execute(sql`delete from order_events`);
  await setSettings(database.db, {
    timezone: TZ,
    quote_default_minutes: "20",
    quote_min_minutes: "10",
    quote_max_minutes: "120",
    kitchen_capacity: "2",
  });
  forgetKitchenFigures(database.db);
});

/** Now, to the whole minute (a slot starts on a minute). */
function wholeMinute(ms = Date.now()): Date {
  return new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS);
}

let counter = 7000;
type Line = { itemId: string; quantity: number };

async function insertOrder(
  values: Partial<typeof orders.$inferInsert> = {},
  lines: Line[] = [{ itemId: dishId, quantity: 2 }],
): Promise<string> {
  counter += 1;
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: String(counter),
      customer_name: "Mae Brown",
      customer_email: "mae@example.com",
      subtotal: 3790,
      tax: 313,
      total: 4103,
      payment_provider: "sandbox",
      payment_session_id: `sess_${randomUUID()}`,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
      payment_status: "paid",
      paid_at: new Date(Date.now() - 60_000),
      created_at: new Date(Date.now() - 90_000),
      ...values,
    })
    .returning({ id: orders.id });
  if (lines.length > 0) {
    await database.db.insert(orderItems).values(
      lines.map((line) => ({
        order_id: row!.id,
        menu_item_id: line.itemId,
        title: "Dish",
        quantity: line.quantity,
        price: 1000,
      })),
    );
  }
  return row!.id;
}

/** A paid pickup scheduled for `promised` (its kitchen slot, and its date and time in the business zone). */
function scheduledFor(promised: Date): Partial<typeof orders.$inferInsert> {
  const parts = getZonedParts(promised, TZ);
  const hh = String(Math.floor(parts.minutes / 60)).padStart(2, "0");
  const mm = String(parts.minutes % 60).padStart(2, "0");
  return { scheduled: true, scheduled_date: parts.dateKey, scheduled_time: `${hh}:${mm}`, slot_at: promised };
}

const filters = (input: Record<string, string>) => orderFiltersSchema.parse(input);

async function boardIds(view: string, now: Date, extra: Record<string, string> = {}) {
  const rows = await listBoardOrders(database.db, filters({ view, ...extra }), { timeZone: TZ, now });
  return rows.map((row) => row.id);
}

async function alarmIds(now: Date) {
  return (await listAlarmOrders(database.db, now)).map((order) => order.id);
}

describe("a scheduled order reaches Needs action at its promise less its predicted preparation", () => {
  it("waits in Upcoming without the alarm, then joins Needs action and rings from its start", async () => {
    const now = wholeMinute();
    // promised in 50 minutes; the kitchen's usual 20 minutes: it starts in 30
    const promised = new Date(now.getTime() + 50 * MINUTE_MS);
    const start = new Date(promised.getTime() - 20 * MINUTE_MS);
    const id = await insertOrder(scheduledFor(promised));
    const forNow = await insertOrder();

    expect(await boardIds("needs-action", now)).toEqual([forNow]);
    expect(
      await countBoardOrders(database.db, filters({ view: "needs-action" }), { timeZone: TZ, now }),
    ).toBe(1);
    expect(await boardIds("upcoming", now)).toContain(id);
    const all = await listBoardOrders(database.db, filters({ view: "all" }), { timeZone: TZ, now });
    expect(all.find((order) => order.id === id)).toMatchObject({ isNew: false, kitchenStatus: "new" });
    expect(await alarmIds(now)).toEqual([forNow]);
    // the board is told to look again when it starts (the wait is capped, so 30 minutes read as 15)
    expect(await readDueRecheck(database.db, now)).toBe(DUE_RECHECK_MAX_MS);
    const justBefore = new Date(start.getTime() - 5 * MINUTE_MS);
    expect(await readDueRecheck(database.db, justBefore)).toBe(5 * MINUTE_MS + DUE_RECHECK_SLACK_MS);

    // a millisecond before its start: still waiting; at its start: the kitchen's now, with the alarm
    const before = new Date(start.getTime() - 1);
    expect(await boardIds("needs-action", before)).toEqual([forNow]);
    expect(await alarmIds(before)).toEqual([forNow]);
    expect(await boardIds("needs-action", start)).toEqual([forNow, id]);
    expect(
      await countBoardOrders(database.db, filters({ view: "needs-action" }), { timeZone: TZ, now: start }),
    ).toBe(2);
    expect(await alarmIds(start)).toEqual([forNow, id]);
    const due = await listBoardOrders(database.db, filters({ view: "all" }), { timeZone: TZ, now: start });
    expect(due.find((order) => order.id === id)?.isNew).toBe(true);
    expect(await readDueRecheck(database.db, start)).toBeNull();
  });

  it("takes its lead from the order's dishes: a big order starts earlier than a small one for the same time", async () => {
    const now = wholeMinute();
    const promised = new Date(now.getTime() + 3 * 60 * MINUTE_MS);
    const small = await insertOrder(scheduledFor(promised), [{ itemId: sideId, quantity: 1 }]);
    const big = await insertOrder(scheduledFor(promised), [
      { itemId: dishId, quantity: 6 },
      { itemId: sideId, quantity: 4 },
    ]);
    // figures as the history would teach them: each dish its own minutes, a margin and the confirmation
    const figures: KitchenFigures = {
      basis: "learned",
      confirmMinutes: 1.7,
      baseMinutes: 4.25,
      unitMinutes: 2.2,
      itemMinutes: { [dishId]: 6.35 },
      marginMinutes: 3.4,
      marginFactor: 0.13,
      sampleSize: 80,
    };
    const rows = await database.db
      .select({ id: orders.id, due: sql<Date | string>`${kitchenDueAtSql(figures)}` })
      .from(orders)
      .where(inArray(orders.id, [small, big]));
    const dueOf = (id: string) => new Date(rows.find((row) => row.id === id)!.due).getTime();
    expect(dueOf(small)).toBe(kitchenStartMs(promised.getTime(), figures, [{ itemId: sideId, quantity: 1 }]));
    expect(dueOf(big)).toBe(
      kitchenStartMs(promised.getTime(), figures, [
        { itemId: dishId, quantity: 6 },
        { itemId: sideId, quantity: 4 },
      ]),
    );
    expect(dueOf(big)).toBeLessThan(dueOf(small));
    expect(await nextKitchenDueAt(database.db, figures, now)).toEqual(new Date(dueOf(big)));
  });

  it("an order whose preparation is longer than the time left joins Needs action and rings at once", async () => {
    const now = wholeMinute();
    const id = await insertOrder(scheduledFor(new Date(now.getTime() + 10 * MINUTE_MS)));
    expect(await boardIds("needs-action", now)).toEqual([id]);
    expect(await alarmIds(now)).toEqual([id]);
    expect(await readDueRecheck(database.db, now)).toBeNull();
  });

  it("catering, a scheduled order without its slot and orders the kitchen took are as before", async () => {
    const now = wholeMinute();
    const nextWeek = new Date(now.getTime() + 7 * 24 * 60 * MINUTE_MS);
    const { slot_at: _slot, ...noSlot } = scheduledFor(nextWeek);
    const catering = await insertOrder({ ...noSlot, order_type: "catering" }, []);
    const legacy = await insertOrder(noSlot);
    const confirmed = await insertOrder({
      ...scheduledFor(new Date(now.getTime() + 2 * 60 * MINUTE_MS)),
      status: "confirmed",
      kitchen_status: "preparing",
    });
    const ids = await boardIds("needs-action", now);
    expect(ids.sort()).toEqual([catering, legacy].sort());
    expect(ids).not.toContain(confirmed);
    // a confirmed order never needs the board to look again for it
    expect(await readDueRecheck(database.db, now)).toBeNull();
  });

  it("opening an order before its start is not taking it: it still rings when it comes due", async () => {
    const promised = new Date(Date.now() + 3 * 60 * MINUTE_MS);
    const id = await insertOrder(scheduledFor(promised));
    const detail = await readOrderDetail(database.db, id);
    // the order page acknowledges only a new order (app/routes/admin/order.server.ts)
    expect(detail?.isNew).toBe(false);
    expect(await alarmIds(new Date(promised.getTime() - 20 * MINUTE_MS))).toEqual([id]);
  });
});

describe("late risk comes first across the board's pages", () => {
  it("sorts in the query, so the late order leads page 1 although it is the oldest", async () => {
    const now = new Date();
    // the oldest order: confirmed for 30 minutes ago and still cooking, so the queue says it is late
    const late = await insertOrder({
      created_at: new Date(now.getTime() - 5 * 60 * MINUTE_MS),
      paid_at: new Date(now.getTime() - 5 * 60 * MINUTE_MS),
      status: "confirmed",
      kitchen_status: "preparing",
      estimated_ready_at: new Date(now.getTime() - 30 * MINUTE_MS),
    });
    // then a page and more of finished orders, each newer than it
    const finished = Array.from({ length: BOARD_PAGE_SIZE + 3 }, (_, index) => ({
      order_number: `F${index}`,
      customer_name: "Earlier Customer",
      customer_email: "earlier@example.com",
      subtotal: 1000,
      tax: 0,
      total: 1000,
      payment_provider: "sandbox",
      access_token: randomBytes(18).toString("base64url"),
      order_type: "pickup",
      payment_status: "paid",
      status: "confirmed",
      kitchen_status: "completed",
      paid_at: new Date(now.getTime() - (240 - index) * 60_000),
      created_at: new Date(now.getTime() - (240 - index) * 60_000),
    }));
    await database.db.insert(orders).values(finished);

    for (const extra of [{}, { type: "pickup" }] as Record<string, string>[]) {
      const first = await listBoardOrders(database.db, filters({ view: "all", ...extra }), {
        timeZone: TZ,
        now,
      });
      expect(first).toHaveLength(BOARD_PAGE_SIZE);
      expect(first[0]!.id).toBe(late);
      expect(first[0]!.lateRiskMinutes).toBeGreaterThanOrEqual(30);
      expect(first.slice(1).every((order) => order.lateRiskMinutes === 0)).toBe(true);
      const second = await listBoardOrders(database.db, filters({ view: "all", ...extra, page: "2" }), {
        timeZone: TZ,
        now,
      });
      expect(second.map((order) => order.id)).not.toContain(late);
      expect(second).toHaveLength(4);
    }
    // a filter that takes only finished orders has nothing at risk to put first
    const done = await listBoardOrders(database.db, filters({ view: "all", status: "completed" }), {
      timeZone: TZ,
      now,
    });
    expect(done.map((order) => order.id)).not.toContain(late);
    // once ready, it is no longer at risk and takes its place by date
    await database.db.update(orders).set({ kitchen_status: "ready" }).where(eq(orders.id, late));
    const after = await listBoardOrders(database.db, filters({ view: "all" }), { timeZone: TZ, now });
    expect(after[0]!.id).not.toBe(late);
    expect(after.every((order) => order.lateRiskMinutes === 0)).toBe(true);
  });
});
