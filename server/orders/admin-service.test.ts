import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import { buildMenuItem } from "#server/db/factories.ts";
import { auditLog, mailOutbox, menuItems, orderEvents, orderItems, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { orderFiltersSchema } from "#domain/validation/admin-orders.ts";
import {
  acknowledgeOrder,
  listAlarmOrders,
  listBoardOrders,
  readOrderDetail,
  takeKitchenStep,
  type Actor,
} from "./admin-service.ts";

const database = useTestDatabase();
const PUBLIC_URL = "http://shop.test";
const TZ = "America/New_York";
let actor: Actor;
let dishId = "";

beforeAll(async () => {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  actor = { userId, name: "Olive Owner" };
  const [dish] = await database.db
    .insert(menuItems)
    .values(buildMenuItem({ title: "Jerk Chicken Plate", price: 1295 }))
    .returning({ id: menuItems.id });
  dishId = dish!.id;
});

beforeEach(async () => {
  await database.db.execute(sql`delete from mail_outbox`);
  await database.db.execute(sql`delete from orders`);
});

let counter = 2000;
async function insertOrder(
  overrides: Partial<typeof orders.$inferInsert> = {},
  paid = true,
): Promise<string> {
  counter += 1;
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: String(counter),
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
      customer_phone: "4045550101",
      subtotal: 2590,
      tax: 214,
      total: 2804,
      payment_provider: "sandbox",
      payment_session_id: `sess_${randomUUID()}`,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
      payment_status: paid ? "paid" : "unpaid",
      created_at: new Date(Date.now() - 60_000),
      paid_at: paid ? new Date(Date.now() - 30_000) : null,
      ...overrides,
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values({
    order_id: row!.id,
    menu_item_id: dishId,
    title: "Jerk Chicken Plate",
    quantity: 2,
    price: 1295,
    special_instructions: "No onions",
    selected_modifiers: [{ groupName: "Spice", selectedOptions: [{ name: "Hot", priceAdjustment: 0 }] }],
  });
  return row!.id;
}

async function state(id: string) {
  const [row] = await database.db
    .select({ status: orders.status, kitchen: orders.kitchen_status, ack: orders.acknowledged_at })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
}

async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const filters = (input: Record<string, string>) => orderFiltersSchema.parse(input);

describe("the order board", () => {
  it("lists paid orders only; unpaid checkouts never reach the board or the alarm", async () => {
    const paid = await insertOrder();
    const unpaid = await insertOrder({}, false);
    const board = await listBoardOrders(database.db, filters({ view: "all" }), { timeZone: TZ });
    expect(board.map((order) => order.id)).toEqual([paid]);
    expect(board[0]).toMatchObject({ isNew: true, kitchenStatus: "new", status: "pending" });
    expect((await listAlarmOrders(database.db)).map((order) => order.id)).toEqual([paid]);
    expect(await readOrderDetail(database.db, unpaid)).toBeNull();
    const needs = await listBoardOrders(database.db, filters({ view: "needs-action" }), { timeZone: TZ });
    expect(needs.map((order) => order.id)).toEqual([paid]);
  });

  it("searches by number, name, email and phone and filters by type and status", async () => {
    const ada = await insertOrder();
    const ben = await insertOrder({
      customer_name: "Ben Cole",
      customer_email: "ben@example.com",
      customer_phone: "7705550199",
      order_type: "delivery",
    });
    const all = (input: Record<string, string>) =>
      listBoardOrders(database.db, filters({ view: "all", ...input }), { timeZone: TZ }).then((rows) =>
        rows.map((row) => row.id),
      );
    expect(await all({ q: "ben@" })).toEqual([ben]);
    expect(await all({ q: "lovelace" })).toEqual([ada]);
    expect(await all({ q: "(770) 555" })).toEqual([ben]);
    expect(await all({ q: String(counter) })).toEqual([ben]);
    expect(await all({ type: "delivery" })).toEqual([ben]);
    expect(await all({ status: "preparing" })).toEqual([]);
    expect(await all({ q: "%" })).toEqual([]);
    // unknown filter values read as no filter, never an error
    expect((await all({ type: "drone", status: "lost", from: "yesterday" })).length).toBe(2);
  });

  it("upcoming lists scheduled orders by date and time", async () => {
    const later = await insertOrder({
      scheduled: true,
      scheduled_date: "2099-01-02",
      scheduled_time: "12:00",
    });
    const sooner = await insertOrder({
      scheduled: true,
      scheduled_date: "2099-01-01",
      scheduled_time: "18:00",
    });
    await insertOrder();
    const rows = await listBoardOrders(database.db, filters({ view: "upcoming" }), { timeZone: TZ });
    expect(rows.map((row) => row.id)).toEqual([sooner, later]);
  });
});

describe("the kitchen flow", () => {
  it("confirm, ready and complete step by step, with timeline, audit and the customer's emails", async () => {
    const id = await insertOrder();
    const now = new Date("2026-11-23T18:00:00Z");
    await takeKitchenStep(database.db, actor, id, "confirm", {
      publicUrl: PUBLIC_URL,
      readyInMinutes: 20,
      now,
    });
    expect(await state(id)).toMatchObject({ status: "confirmed", kitchen: "preparing" });
    expect(await listAlarmOrders(database.db)).toEqual([]);
    await takeKitchenStep(database.db, actor, id, "ready", { publicUrl: PUBLIC_URL });
    await takeKitchenStep(database.db, actor, id, "complete", { publicUrl: PUBLIC_URL });
    expect(await state(id)).toMatchObject({ status: "confirmed", kitchen: "completed" });

    const mails = await database.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.order_id, id));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["kitchen-confirmed", "kitchen-ready"]);
    expect(mails.find((mail) => mail.kind === "kitchen-confirmed")?.text).toContain("about 1:20 PM");
    expect(mails.find((mail) => mail.kind === "kitchen-ready")?.subject).toContain("Ready for pickup");

    const detail = await readOrderDetail(database.db, id);
    expect(detail?.timeline.map((entry) => entry.kind)).toEqual([
      "placed",
      "paid",
      "confirmed",
      "ready",
      "completed",
    ]);
    expect(detail?.timeline[2]).toMatchObject({ by: "Olive Owner", note: "Ready in about 20 minutes" });
    expect(detail?.items[0]).toMatchObject({ specialInstructions: "No onions", quantity: 2 });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entity_id, id));
    expect(audits).toHaveLength(3);
  });

  it("a scheduled order confirmed early is promised for its time, never before it", async () => {
    // 11:00 AM in New York on 11/26/2026 is 16:00 UTC; the kitchen confirms at 5:00 AM.
    const id = await insertOrder({ scheduled: true, scheduled_date: "2026-11-26", scheduled_time: "11:00" });
    const early = new Date("2026-11-26T10:00:00Z");
    await takeKitchenStep(database.db, actor, id, "confirm", {
      publicUrl: PUBLIC_URL,
      readyInMinutes: 15,
      now: early,
    });
    const [row] = await database.db
      .select({ readyAt: orders.estimated_ready_at })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.readyAt?.toISOString()).toBe("2026-11-26T16:00:00.000Z");
    const [mail] = await database.db
      .select({ text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupe_key, `order:${id}:kitchen-confirmed`));
    expect(mail?.text).toContain("The kitchen will have it ready at 11/26/2026, 11:00 AM.");
    expect(mail?.text).not.toContain("5:15 AM");
    expect(mail?.html).not.toContain("5:15 AM");
    const detail = await readOrderDetail(database.db, id);
    expect(detail?.timeline.at(-1)).toMatchObject({
      kind: "confirmed",
      note: "Confirmed for the scheduled time",
    });
  });

  it("a scheduled order confirmed too late for its time is promised for when the kitchen can", async () => {
    const id = await insertOrder({ scheduled: true, scheduled_date: "2026-11-26", scheduled_time: "11:00" });
    await takeKitchenStep(database.db, actor, id, "confirm", {
      publicUrl: PUBLIC_URL,
      readyInMinutes: 30,
      now: new Date("2026-11-26T15:50:00Z"),
    });
    const [row] = await database.db
      .select({ readyAt: orders.estimated_ready_at })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.readyAt?.toISOString()).toBe("2026-11-26T16:20:00.000Z");
  });

  it("a delivery's Ready email says out for delivery", async () => {
    const id = await insertOrder({ order_type: "delivery" });
    await takeKitchenStep(database.db, actor, id, "confirm", { publicUrl: PUBLIC_URL });
    await takeKitchenStep(database.db, actor, id, "ready", { publicUrl: PUBLIC_URL });
    const [mail] = await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupe_key, `order:${id}:kitchen-ready`));
    expect(mail?.subject).toContain("Out for delivery");
  });

  it("refuses skipped and reversed steps with a clear message and changes nothing", async () => {
    const id = await insertOrder();
    expect(
      await refusal(takeKitchenStep(database.db, actor, id, "ready", { publicUrl: PUBLIC_URL })),
    ).toEqual({
      code: "CONFLICT",
      message: "Confirm the order before marking it ready.",
    });
    expect(
      await refusal(takeKitchenStep(database.db, actor, id, "complete", { publicUrl: PUBLIC_URL })),
    ).toMatchObject({ message: "Mark the order ready before completing it." });
    expect(await state(id)).toMatchObject({ status: "pending", kitchen: "new" });

    await takeKitchenStep(database.db, actor, id, "confirm", { publicUrl: PUBLIC_URL });
    await takeKitchenStep(database.db, actor, id, "ready", { publicUrl: PUBLIC_URL });
    expect(
      await refusal(takeKitchenStep(database.db, actor, id, "confirm", { publicUrl: PUBLIC_URL })),
    ).toMatchObject({ code: "CONFLICT", message: "This order is already ready; it cannot go back." });
    expect(await state(id)).toMatchObject({ status: "confirmed", kitchen: "ready" });
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.order_id, id));
    expect(events).toHaveLength(2);
  });

  it("refuses steps on cancelled, unpaid and forged orders", async () => {
    const cancelled = await insertOrder({ status: "cancelled", cancelled_at: new Date() });
    expect(
      await refusal(takeKitchenStep(database.db, actor, cancelled, "confirm", { publicUrl: PUBLIC_URL })),
    ).toMatchObject({
      code: "CONFLICT",
      message: "This order was cancelled; it can no longer be confirmed.",
    });
    const unpaid = await insertOrder({}, false);
    expect(
      await refusal(takeKitchenStep(database.db, actor, unpaid, "confirm", { publicUrl: PUBLIC_URL })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await refusal(takeKitchenStep(database.db, actor, randomUUID(), "confirm", { publicUrl: PUBLIC_URL })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal(acknowledgeOrder(database.db, actor, randomUUID()))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("two confirmations at once: one wins, the other is told the order moved on", async () => {
    const id = await insertOrder();
    const results = await Promise.allSettled([
      takeKitchenStep(database.db, actor, id, "confirm", { publicUrl: PUBLIC_URL }),
      takeKitchenStep(database.db, actor, id, "confirm", { publicUrl: PUBLIC_URL }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.order_id, id));
    expect(events).toHaveLength(1);
  });

  it("an acknowledgement silences the alarm on the server, once", async () => {
    const id = await insertOrder();
    await acknowledgeOrder(database.db, actor, id);
    await acknowledgeOrder(database.db, actor, id);
    expect(await listAlarmOrders(database.db)).toEqual([]);
    const detail = await readOrderDetail(database.db, id);
    expect(detail?.timeline.filter((entry) => entry.kind === "acknowledged")).toHaveLength(1);
    expect(detail?.isNew).toBe(false);
    // still waiting for the kitchen's confirmation
    const needs = await listBoardOrders(database.db, filters({ view: "needs-action" }), { timeZone: TZ });
    expect(needs.map((order) => order.id)).toEqual([id]);
  });
});
