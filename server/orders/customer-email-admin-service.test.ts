import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { auditLog, mailOutbox, orderEvents, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { readOrderDetail, type Actor } from "./admin-service.ts";
import {
  CUSTOMER_EMAILED_EVENT,
  emailOrderCustomer,
  UNPAID_ORDER_EMAIL_REFUSED,
} from "./customer-email-admin-service.ts";

const database = useTestDatabase();
const OPTIONS = { businessName: "Island Spice Kitchen", replyTo: "hello@islandspice.example" };
const MESSAGE = { subject: "About your pickup", message: "Your order will be at the side door.\n\nThanks!" };
let actor: Actor;

beforeAll(async () => {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  actor = { userId, name: "Olive Owner" };
});

beforeEach(async () => {
  await database.db.execute(sql`delete from mail_outbox`);
  await database.db.execute(sql`delete from orders`);
  await database.db.execute(sql`delete from audit_log`);
});

async function insertOrder(paid: boolean, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: "3001",
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
      subtotal: 2590,
      tax: 214,
      total: 2804,
      payment_provider: "sandbox",
      payment_session_id: `sess_${randomUUID()}`,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
      payment_status: paid ? "paid" : "unpaid",
      paid_at: paid ? new Date() : null,
      ...overrides,
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe("emailing an order's customer", () => {
  it("writes one outbox row, a timeline entry and an audit row", async () => {
    const id = await insertOrder(true);
    const result = await emailOrderCustomer(database.db, actor, id, MESSAGE, OPTIONS);
    expect(result).toEqual({ to: "ada@example.com" });

    const mail = await database.db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      order_id: id,
      kind: "order-message",
      to_address: "ada@example.com",
      subject: "About your pickup",
      status: "pending",
    });
    expect(mail[0]!.text).toContain("Your order will be at the side door.");
    expect(mail[0]!.text).toContain("About your order 3001:");

    const detail = await readOrderDetail(database.db, id);
    expect(detail!.timeline.filter((entry) => entry.kind === CUSTOMER_EMAILED_EVENT)).toEqual([
      expect.objectContaining({ by: "Olive Owner", note: "About your pickup" }),
    ]);

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entity, "order_events"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: actor.userId, action: "create" });
  });

  it("sends each message once per click, even with the same words twice", async () => {
    const id = await insertOrder(true);
    await emailOrderCustomer(database.db, actor, id, MESSAGE, OPTIONS);
    await emailOrderCustomer(database.db, actor, id, MESSAGE, OPTIONS);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("marks a sandbox order's email as a test", async () => {
    const id = await insertOrder(true, { is_test: true });
    await emailOrderCustomer(database.db, actor, id, MESSAGE, OPTIONS);
    const [mail] = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(mail!.subject).toBe("[TEST] About your pickup");
  });

  it("refuses an order that was never paid, writing nothing", async () => {
    const id = await insertOrder(false);
    const error = await emailOrderCustomer(database.db, actor, id, MESSAGE, OPTIONS).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && { code: error.code, message: error.message }).toEqual({
      code: "CONFLICT",
      message: UNPAID_ORDER_EMAIL_REFUSED,
    });
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await database.db.select().from(orderEvents).where(eq(orderEvents.order_id, id))).toHaveLength(0);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entity, "order_events"))).toHaveLength(
      0,
    );
  });

  it("answers an unknown order with not found", async () => {
    const error = await emailOrderCustomer(database.db, actor, randomUUID(), MESSAGE, OPTIONS).catch(
      (caught: unknown) => caught,
    );
    expect(isAppError(error) && error.code).toBe("NOT_FOUND");
  });
});
