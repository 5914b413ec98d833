import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { signSandboxPayload } from "#server/adapters/payments/sandbox-signature.ts";
import { mailOutbox, orders, paymentEvents, paymentSandboxSessions } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  clearOrders,
  makeTestApp,
  postCheckout,
  seedNotificationSettings,
  seedOrderingMenu,
  setStoreHours,
  TEST_ADMIN_EMAIL,
  TEST_PUBLIC_URL,
  TEST_SANDBOX_SECRET,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";

// Its hooks run first: the other beforeAll hooks below use the database.
const database = useTestDatabase();
let menu: OrderingMenu;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  sandbox = createSandboxPaymentProvider({
    db: database.db,
    publicUrl: TEST_PUBLIC_URL,
    webhookSecret: TEST_SANDBOX_SECRET,
  });
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
});

let eventCounter = 0;
function event(type: string, sessionId: string, id = `evt_test_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    data: { object: { id: sessionId, object: "checkout.session" } },
  });
}

function deliver(app: ReturnType<typeof makeTestApp>["app"], body: string, secret = TEST_SANDBOX_SECRET) {
  return app.request("/api/payments/webhook", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "Sandbox-Signature": signSandboxPayload(body, secret) },
  });
}

async function placeOrder(app: ReturnType<typeof makeTestApp>["app"]) {
  const response = await postCheckout(app, validCart(menu));
  expect(response.status).toBe(201);
  return (await response.json()) as { sessionId: string; orderNumber: string };
}

async function readOrder(sessionId: string) {
  const [row] = await database.db
    .select({
      id: orders.id,
      status: orders.status,
      payment_status: orders.payment_status,
      paid_at: orders.paid_at,
      payment_intent_id: orders.payment_intent_id,
      access_token: orders.access_token,
    })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  if (!row) throw new Error("no order");
  return row;
}

async function readOutbox() {
  return database.db
    .select({
      dedupe_key: mailOutbox.dedupe_key,
      kind: mailOutbox.kind,
      to: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
    })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.kind));
}

describe("POST /api/payments/webhook", () => {
  it("fulfils once however often and in whatever order the events come", async () => {
    const { app } = makeTestApp(database, { payments: sandbox });
    const { sessionId, orderNumber } = await placeOrder(app);
    expect(await sandbox.completePayment(sessionId)).not.toBeNull();

    const expiredBefore = await deliver(app, event("checkout.session.expired", sessionId));
    expect(expiredBefore.status).toBe(200);
    // The provider says paid, so even the (stale) expired event leads to the truth.
    const afterFirst = await readOrder(sessionId);
    expect(afterFirst.payment_status).toBe("paid");
    expect(afterFirst.status).toBe("pending");
    expect(afterFirst.payment_intent_id).toMatch(/^pi_sandbox_/);
    const paidAt = afterFirst.paid_at?.toISOString();

    const completed = event("checkout.session.completed", sessionId, "evt_completed_once");
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const response = await deliver(app, completed);
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    expect(answers[0]).toEqual({ received: true });
    expect(answers.slice(1)).toEqual(Array.from({ length: 4 }, () => ({ received: true, duplicate: true })));
    expect((await deliver(app, event("checkout.session.expired", sessionId))).status).toBe(200);
    expect((await deliver(app, event("checkout.session.completed", sessionId))).status).toBe(200);
    expect((await deliver(app, event("checkout.session.async_payment_failed", sessionId))).status).toBe(200);

    const final = await readOrder(sessionId);
    expect(final.payment_status).toBe("paid");
    expect(final.status).toBe("pending");
    expect(final.paid_at?.toISOString()).toBe(paidAt);

    const outbox = await readOutbox();
    expect(outbox.map((row) => [row.dedupe_key, row.to])).toEqual([
      [`order:${final.id}:admin-notification`, TEST_ADMIN_EMAIL],
      [`order:${final.id}:customer-confirmation`, "ana@example.com"],
    ]);
    const customer = outbox[1]!;
    // a sandbox order is a test order, and its emails say so
    expect(customer.subject).toBe(`[TEST] Your order ${orderNumber} from Island Spice Kitchen`);
    expect(customer.text).toContain("2 x Jerk Chicken Plate - $28.90");
    expect(customer.text).toContain("Choose Your Side: Mac & Cheese (+$1.50)");
    expect(customer.text).toContain("Total: $42.10");
    expect(customer.text).toContain(`${TEST_PUBLIC_URL}/order-confirmation?token=${final.access_token}`);
    // The kitchen's subject carries the time quoted from its queue when the order was placed.
    expect(outbox[0]!.subject).toMatch(
      new RegExp(
        `^\\[TEST\\] New order ${orderNumber}: \\$42\\.10, Pickup as soon as possible, ready at about \\d{1,2}:\\d{2} [AP]M$`,
      ),
    );

    const events = await database.db
      .select({ id: paymentEvents.id, processed: paymentEvents.processed_at })
      .from(paymentEvents);
    expect(events).toHaveLength(5);
    expect(events.every((row) => row.processed !== null)).toBe(true);
  });

  it("trusts the provider, not the payload: a completed event for an unpaid session changes nothing", async () => {
    const { app } = makeTestApp(database, { payments: sandbox });
    const { sessionId } = await placeOrder(app);
    expect((await deliver(app, event("checkout.session.completed", sessionId))).status).toBe(200);
    expect((await readOrder(sessionId)).payment_status).toBe("unpaid");
    expect((await deliver(app, event("checkout.session.expired", sessionId))).status).toBe(200);
    expect((await readOrder(sessionId)).payment_status).toBe("unpaid");
    expect(await readOutbox()).toEqual([]);
  });

  it("marks an expired session's order expired and a failed async payment failed, keeping the status", async () => {
    const { app } = makeTestApp(database, { payments: sandbox });
    const failed = await placeOrder(app);
    await deliver(app, event("checkout.session.async_payment_failed", failed.sessionId));
    expect(await readOrder(failed.sessionId)).toMatchObject({ payment_status: "failed", status: "pending" });

    const expired = await placeOrder(app);
    await sandbox.expireSession(expired.sessionId);
    await deliver(app, event("checkout.session.expired", expired.sessionId));
    expect(await readOrder(expired.sessionId)).toMatchObject({
      payment_status: "expired",
      status: "pending",
    });
  });

  it("does not fulfil when the charged amount differs from the order", async () => {
    const { app } = makeTestApp(database, { payments: sandbox });
    const { sessionId } = await placeOrder(app);
    await database.db
      .update(paymentSandboxSessions)
      .set({
        amount_subtotal: sql`${paymentSandboxSessions.amount_subtotal} - 100`,
        amount_total: sql`${paymentSandboxSessions.amount_total} - 100`,
      })
      .where(eq(paymentSandboxSessions.id, sessionId));
    await sandbox.completePayment(sessionId);
    expect((await deliver(app, event("checkout.session.completed", sessionId))).status).toBe(200);
    expect((await readOrder(sessionId)).payment_status).toBe("unpaid");
    expect(await readOutbox()).toEqual([]);
  });

  it("refuses a bad signature with 400 and records nothing", async () => {
    const { app } = makeTestApp(database, { payments: sandbox });
    const { sessionId } = await placeOrder(app);
    await sandbox.completePayment(sessionId);
    const body = event("checkout.session.completed", sessionId);
    const forged = await deliver(app, body, "not-the-secret-at-all-0123456789");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "Invalid webhook signature." },
    });
    const unsigned = await app.request("/api/payments/webhook", { method: "POST", body });
    expect(unsigned.status).toBe(400);
    const stale = await app.request("/api/payments/webhook", {
      method: "POST",
      body,
      headers: {
        "Sandbox-Signature": signSandboxPayload(
          body,
          TEST_SANDBOX_SECRET,
          Math.floor(Date.now() / 1000) - 3600,
        ),
      },
    });
    expect(stale.status).toBe(400);
    const tampered = await app.request("/api/payments/webhook", {
      method: "POST",
      body: body.replace("evt_", "evt_x"),
      headers: { "Sandbox-Signature": signSandboxPayload(body, TEST_SANDBOX_SECRET) },
    });
    expect(tampered.status).toBe(400);
    expect(await database.db.select().from(paymentEvents)).toEqual([]);
    expect((await readOrder(sessionId)).payment_status).toBe("unpaid");
  });
});
