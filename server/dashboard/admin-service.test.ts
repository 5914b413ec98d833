import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildMenuItem } from "#server/db/factories.ts";
import { cateringRequests, inquiries, menuItems, orderItems, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { addDaysToDateKey, getZonedParts, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { readDashboard } from "./admin-service.ts";

const database = useTestDatabase();
const ZONE = "America/New_York";

function order(overrides: Partial<typeof orders.$inferInsert>) {
  return {
    customer_name: "Ada",
    customer_email: "ada@example.com",
    subtotal: 1000,
    tax: 0,
    total: 1000,
    payment_provider: "sandbox",
    access_token: randomUUID(),
    ...overrides,
  };
}

describe("readDashboard", () => {
  it("counts today's paid orders in the business time zone, less refunds, and the rest of the day's figures", async () => {
    const db = database.db;
    // A fixed "now": 00:30 on a day in New York, which is already 05:30 UTC.
    const today = "2026-03-10";
    const now = zonedDateTimeToInstant(today, "00:30", ZONE);
    const startOfToday = zonedDateTimeToInstant(today, "00:00", ZONE);
    const [item] = await db
      .insert(menuItems)
      .values(buildMenuItem({ title: "Jerk Chicken" }))
      .returning({ id: menuItems.id });

    const [paid] = await db
      .insert(orders)
      .values([
        order({
          subtotal: 2000,
          total: 2000,
          payment_status: "paid",
          paid_at: new Date(startOfToday.getTime() + 60_000),
        }),
        order({
          subtotal: 3000,
          total: 3000,
          status: "refunded",
          payment_status: "refunded",
          refund_amount: 1200,
          paid_at: new Date(startOfToday.getTime() + 120_000),
        }),
        // Yesterday in New York, though the same UTC date as today's orders.
        order({
          subtotal: 5000,
          total: 5000,
          payment_status: "paid",
          status: "confirmed",
          paid_at: new Date(startOfToday.getTime() - 60_000),
        }),
        order({ subtotal: 7000, total: 7000 }),
        order({
          payment_status: "paid",
          scheduled: true,
          scheduled_date: addDaysToDateKey(today, 2),
          scheduled_time: "18:00",
          paid_at: new Date(startOfToday.getTime() - 86_400_000 * 3),
        }),
      ])
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      order_id: paid!.id,
      menu_item_id: item!.id,
      title: "Jerk Chicken",
      quantity: 2,
      price: 1000,
    });
    await db.insert(cateringRequests).values({
      customer_name: "Bo",
      email: "bo@example.com",
      event_date: addDaysToDateKey(today, 3),
      event_time: "12:00",
      guest_count: 40,
      event_type: "Wedding",
      delivery_option: "delivery",
    });
    // A catering checkout that was never paid: neither a waiting request nor an event.
    const [abandoned] = await db
      .insert(cateringRequests)
      .values({
        customer_name: "Di",
        email: "di@example.com",
        event_date: addDaysToDateKey(today, 4),
        event_time: "12:00",
        guest_count: 30,
        event_type: "Birthday",
        delivery_option: "pickup",
      })
      .returning({ id: cateringRequests.id });
    await db.insert(orders).values(order({ order_type: "catering", catering_request_id: abandoned!.id }));
    await db.insert(inquiries).values({ customer_name: "Cy", email: "cy@example.com", subject: "Hello" });

    const dashboard = await readDashboard(db, now);
    expect(getZonedParts(now, ZONE).dateKey).toBe(today);
    expect(dashboard.today).toBe(today);
    expect(dashboard.todayOrders).toBe(2);
    expect(dashboard.todayRevenue).toBe(2000 + 3000 - 1200);
    // Paid and still pending: today's first order and the scheduled one.
    expect(dashboard.ordersWaiting).toBe(2);
    expect(dashboard.pendingCatering).toBe(1);
    expect(dashboard.newInquiries).toBe(1);
    expect(dashboard.upcoming.map((entry) => [entry.kind, entry.date])).toEqual([
      ["order", addDaysToDateKey(today, 2)],
      ["catering-request", addDaysToDateKey(today, 3)],
    ]);
    expect(dashboard.revenueByDay).toHaveLength(30);
    expect(dashboard.revenueByDay.at(-1)).toEqual({ date: today, revenue: 3800, orders: 2 });
    expect(dashboard.revenueByDay.at(-2)).toEqual({
      date: addDaysToDateKey(today, -1),
      revenue: 5000,
      orders: 1,
    });
    expect(dashboard.topItems).toEqual([{ title: "Jerk Chicken", quantity: 2, revenue: 2000 }]);
  });
});

describe("readDashboard's takings", () => {
  it("keeps tax and refunds apart from net sales, and counts an unpaid in-person order as work, not money", async () => {
    const db = database.db;
    // Another day than the test above, whose rows stay in the database.
    const today = "2026-04-20";
    const now = zonedDateTimeToInstant(today, "18:00", ZONE);
    const waitingBefore = (await readDashboard(db, now)).ordersWaiting;
    const noon = zonedDateTimeToInstant(today, "12:00", ZONE);
    await db.insert(orders).values([
      // $20.00 + $1.65 tax, $10.00 refunded: 76 cents of it was tax (domain/takings.ts).
      order({
        subtotal: 2000,
        tax: 165,
        total: 2165,
        payment_status: "paid",
        refund_amount: 1000,
        paid_at: noon,
      }),
      order({ subtotal: 1000, tax: 83, total: 1083, payment_status: "paid", paid_at: noon }),
      // A phone order to be paid at the counter, for Thursday: owed work, no money yet.
      order({
        subtotal: 4000,
        tax: 330,
        total: 4330,
        payment_method: "in_person",
        created_at: noon,
        scheduled: true,
        scheduled_date: addDaysToDateKey(today, 2),
        scheduled_time: "12:00",
      }),
      // One cancelled before it was paid: neither work nor money.
      order({ payment_method: "in_person", status: "cancelled", created_at: noon }),
    ]);

    const dashboard = await readDashboard(db, now);
    expect(dashboard.todayOrders).toBe(3);
    expect(dashboard.todayRevenue).toBe(2000 - 924 + 1000);
    expect(dashboard.todayTax).toBe(165 - 76 + 83);
    expect(dashboard.todayRefunds).toBe(1000);
    // Net sales, tax and refunds add up to what was paid less what went back.
    expect(dashboard.todayRevenue + dashboard.todayTax).toBe(2165 + 1083 - 1000);
    expect(dashboard.revenueByDay.at(-1)).toEqual({ date: today, revenue: 2076, orders: 2 });
    expect(dashboard.ordersWaiting - waitingBefore).toBe(3);
    expect(dashboard.upcoming.map((entry) => [entry.kind, entry.date])).toEqual([
      ["order", addDaysToDateKey(today, 2)],
    ]);
  });
});
