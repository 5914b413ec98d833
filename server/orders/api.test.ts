import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { OrderView } from "../../domain/checkout";
import { createSandboxPaymentProvider } from "../adapters/payments/sandbox";
import { mailOutbox, orders, paymentSandboxSessions } from "../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import {
  clearOrders,
  makeTestApp,
  postCheckout,
  seedNotificationSettings,
  seedOrderingMenu,
  setStoreHours,
  TEST_PUBLIC_URL,
  TEST_SANDBOX_SECRET,
  VALID_CART_TOTALS,
  validCart,
  type OrderingMenu,
} from "../test/ordering-fixtures";

let database: TestDatabase;
let menu: OrderingMenu;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
let app: ReturnType<typeof makeTestApp>["app"];

beforeAll(async () => {
  database = await createTestDatabase();
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  sandbox = createSandboxPaymentProvider({ db: database.db, publicUrl: TEST_PUBLIC_URL, webhookSecret: TEST_SANDBOX_SECRET });
  app = makeTestApp(database, { payments: sandbox }).app;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
});

async function placeOrder() {
  const response = await postCheckout(app, validCart(menu));
  expect(response.status).toBe(201);
  const { sessionId } = (await response.json()) as { sessionId: string };
  const [row] = await database.db
    .select({ id: orders.id, token: orders.access_token })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return { sessionId, id: row!.id, token: row!.token };
}

async function getOrder(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as { order: OrderView } & { error?: { message: string } } };
}

function cancel(body: unknown) {
  return app.request("/api/orders/cancel", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

async function outboxKinds() {
  const rows = await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).orderBy(asc(mailOutbox.kind));
  return rows.map((row) => row.kind);
}

describe("GET /api/orders/by-session and by-token", () => {
  it("answers the order view by either handle, with explicit fields only", async () => {
    const placed = await placeOrder();
    const bySession = await getOrder(`/api/orders/by-session/${placed.sessionId}`);
    expect(bySession.status).toBe(200);
    const order = bySession.body.order;
    expect(Object.keys(order).sort()).toEqual(
      [
        "access_token", "created_at", "customer_email", "customer_name", "id", "items", "order_number", "order_type",
        "payment_status", "refund_amount", "scheduled", "scheduled_date", "scheduled_time", "special_instructions",
        "status", "subtotal", "tax", "total",
      ].sort(),
    );
    expect(order).toMatchObject({
      id: placed.id,
      status: "pending",
      payment_status: "unpaid",
      ...VALID_CART_TOTALS,
      access_token: placed.token,
    });
    expect(order.items).toEqual([
      {
        id: expect.any(String) as string,
        menu_item_id: menu.items.plate,
        title: "Jerk Chicken Plate",
        description: "Smoky and hot.",
        quantity: 2,
        price: 1445,
        special_instructions: "Extra napkins",
        selected_modifiers: [
          { groupName: "Choose Your Side", selectedOptions: [{ name: "Mac & Cheese", priceAdjustment: 150 }] },
          { groupName: "Spice Level", selectedOptions: [{ name: "Mild", priceAdjustment: 0 }] },
        ],
      },
      expect.objectContaining({ title: "Jerk Wings", quantity: 1, price: 999 }),
    ]);
    const byToken = await getOrder(`/api/orders/by-token/${placed.token}`);
    expect(byToken.body.order).toEqual(order);
  });

  it("answers 404 for unknown or malformed handles", async () => {
    expect((await getOrder("/api/orders/by-session/cs_sandbox_unknown")).status).toBe(404);
    expect((await getOrder(`/api/orders/by-token/${"a".repeat(32)}`)).status).toBe(404);
    const malformed = await getOrder("/api/orders/by-token/not%20a%20token");
    expect(malformed.status).toBe(404);
    expect(malformed.body.error?.message).toBe("We couldn't find that order.");
  });

  it("asks the provider while unpaid, so a paid order never shows as unpaid", async () => {
    const placed = await placeOrder();
    await sandbox.completePayment(placed.sessionId); // paid, but no webhook arrived
    const { body } = await getOrder(`/api/orders/by-session/${placed.sessionId}`);
    expect(body.order.payment_status).toBe("paid");
    expect(body.order.status).toBe("pending");
    expect(await outboxKinds()).toEqual(["admin-notification", "customer-confirmation"]);
  });
});

describe("POST /api/orders/cancel", () => {
  it("cancels an unpaid pending order and closes its checkout", async () => {
    const placed = await placeOrder();
    const response = await cancel({ sessionId: placed.sessionId, cancellationReason: "  Ordered by mistake " });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; order: OrderView };
    expect(body.message).toBe("Your order has been cancelled.");
    expect(body.order).toMatchObject({ status: "cancelled", payment_status: "unpaid", refund_amount: null });

    const [row] = await database.db
      .select({ by: orders.cancelled_by, reason: orders.cancellation_reason, at: orders.cancelled_at })
      .from(orders)
      .where(eq(orders.id, placed.id));
    expect(row?.by).toBe("customer");
    expect(row?.reason).toBe("Ordered by mistake");
    expect(row?.at).not.toBeNull();
    expect(await sandbox.completePayment(placed.sessionId)).toBeNull();
    expect(await outboxKinds()).toEqual(["cancellation"]);
    const [mail] = await database.db.select({ key: mailOutbox.dedupe_key, text: mailOutbox.text }).from(mailOutbox);
    expect(mail?.key).toBe(`order:${placed.id}:cancellation`);
    expect(mail?.text).toContain("You have not been charged.");

    const again = await cancel({ token: placed.token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "CONFLICT", message: "This order can no longer be cancelled." } });
  });

  it("refunds a paid order in full and records the refund", async () => {
    const placed = await placeOrder();
    await sandbox.completePayment(placed.sessionId);
    await getOrder(`/api/orders/by-token/${placed.token}`); // fulfils
    const response = await cancel({ token: placed.token });
    expect(response.status).toBe(200);
    const { order } = (await response.json()) as { order: OrderView };
    expect(order).toMatchObject({ status: "refunded", payment_status: "refunded", refund_amount: VALID_CART_TOTALS.total });
    const [session] = await database.db
      .select({ refund: paymentSandboxSessions.refund_id, amount: paymentSandboxSessions.amount_refunded })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.id, placed.sessionId));
    expect(session?.refund).toMatch(/^re_sandbox_/);
    expect(session?.amount).toBe(VALID_CART_TOTALS.total);
    expect(await outboxKinds()).toEqual(["admin-cancellation", "admin-notification", "cancellation", "customer-confirmation"]);
  });

  it("finds a payment that arrived without its webhook, and refunds it", async () => {
    const placed = await placeOrder();
    await sandbox.completePayment(placed.sessionId);
    const response = await cancel({ sessionId: placed.sessionId });
    expect(response.status).toBe(200);
    const { order } = (await response.json()) as { order: OrderView };
    expect(order).toMatchObject({ status: "refunded", refund_amount: VALID_CART_TOTALS.total });
  });

  it("refuses orders older than 30 minutes or already confirmed", async () => {
    const old = await placeOrder();
    await database.db
      .update(orders)
      .set({ created_at: sql`now() - interval '31 minutes'` })
      .where(eq(orders.id, old.id));
    expect((await cancel({ token: old.token })).status).toBe(409);

    const recent = await placeOrder();
    await database.db
      .update(orders)
      .set({ created_at: sql`now() - interval '29 minutes'` })
      .where(eq(orders.id, recent.id));
    expect((await cancel({ token: recent.token })).status).toBe(200);

    const confirmed = await placeOrder();
    await database.db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, confirmed.id));
    const refused = await cancel({ token: confirmed.token });
    expect(refused.status).toBe(409);
    const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, confirmed.id));
    expect(row?.status).toBe("confirmed");
  });

  it("needs a handle, and answers 404 for an unknown one", async () => {
    expect((await cancel({})).status).toBe(400);
    expect((await cancel({ orderId: "whatever" })).status).toBe(400);
    expect((await cancel({ token: "b".repeat(32) })).status).toBe(404);
  });
});
