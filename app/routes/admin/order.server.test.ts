// The order page's loader: an admin opening a new order acknowledges it (the alarm stops), and a
// scheduled order confirmed through the page's action without minutes is promised for its time.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { listAlarmOrders } from "#server/orders/admin-service.ts";
import { changeOrder, loadOrder } from "./order.server.ts";

const database = useTestDatabase();
let adminCookie = "";

beforeAll(async () => {
  adminCookie = await signInFirstAdmin(database.db);
});

async function insertPaidOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: `5${Math.floor(Math.random() * 100000)}`,
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
      subtotal: 1000,
      tax: 83,
      total: 1083,
      payment_provider: "sandbox",
      payment_session_id: `sess_${randomUUID()}`,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
      payment_status: "paid",
      paid_at: new Date(),
      ...overrides,
    })
    .returning({ id: orders.id });
  return row!.id;
}

const asAdmin = () => makePageContext(database.db, { headers: { Cookie: adminCookie } });

describe("the order page", () => {
  it("acknowledges a new order when an admin opens it, once", async () => {
    const id = await insertPaidOrder();
    expect((await listAlarmOrders(database.db)).map((order) => order.id)).toContain(id);
    const request = new Request(`http://shop.test/admin/orders/${id}`);
    const { order } = await loadOrder(request, asAdmin(), id);
    expect(order.isNew).toBe(false);
    expect(order.acknowledgedAt).not.toBeNull();
    expect(order.timeline.filter((entry) => entry.kind === "acknowledged")).toHaveLength(1);
    expect((await listAlarmOrders(database.db)).map((alarm) => alarm.id)).not.toContain(id);
    const again = await loadOrder(request, asAdmin(), id);
    expect(again.order.timeline.filter((entry) => entry.kind === "acknowledged")).toHaveLength(1);
  });

  it("confirms a scheduled order for its promised time when no minutes are sent", async () => {
    const id = await insertPaidOrder({
      scheduled: true,
      scheduled_date: "2030-06-03",
      scheduled_time: "11:00",
    });
    const answer = await changeOrder(
      formPost(`http://shop.test/admin/orders/${id}`, { intent: "confirm" }),
      asAdmin(),
      id,
    );
    // No mail server here: the answer says the email was not sent, and its toast links to the setup.
    expect(answer).toMatchObject({
      emailNotSetUp: true,
      message: "Order confirmed; the email was not sent: email is not set up",
    });
    const [row] = await database.db
      .select({ readyAt: orders.estimated_ready_at, status: orders.status })
      .from(orders)
      .where(eq(orders.id, id));
    // 11:00 AM in New York (the default time zone) on a summer day is 15:00 UTC.
    expect(row).toEqual({ readyAt: new Date("2030-06-03T15:00:00Z"), status: "confirmed" });
  });
});
