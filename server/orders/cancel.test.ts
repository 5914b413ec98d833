// Cancelling against a provider that misbehaves: a session that stays open keeps the order pending
// (fail closed), and a payment that still arrives for a cancelled order is refunded automatically.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import type { PaymentProvider, PaymentSession } from "#server/adapters/payments/types.ts";
import { auditLog, mailOutbox, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { syncPaymentSession } from "#server/payments/service.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
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
} from "#server/test/ordering-fixtures.ts";
import { cancelCustomerOrder } from "./service.ts";

const database = useTestDatabase();
let menu: OrderingMenu;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
const log = pino({ level: "silent" });

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

async function placeOrder() {
  const { app } = makeTestApp(database, { payments: sandbox });
  const response = await postCheckout(app, validCart(menu));
  expect(response.status).toBe(201);
  const { sessionId } = (await response.json()) as { sessionId: string };
  const [row] = await database.db
    .select({ id: orders.id, token: orders.access_token })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return { sessionId, id: row!.id, token: row!.token };
}

async function orderState(id: string) {
  const [row] = await database.db
    .select({ status: orders.status, payment_status: orders.payment_status, refund: orders.refund_amount })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

function openSession(id: string): PaymentSession {
  return {
    id,
    status: "open",
    paymentStatus: "unpaid",
    amountTotal: VALID_CART_TOTALS.total,
    paymentIntentId: null,
    metadata: {},
    url: `https://checkout.example/${id}`,
  };
}

describe("cancelling when the payment page cannot be closed", () => {
  it("answers an error and keeps the order pending while the session is still open", async () => {
    const placed = await placeOrder();
    // Stripe's expire call failed, and reading the session back says it is still open
    const stuck: PaymentProvider = { ...sandbox, expireSession: (id) => Promise.resolve(openSession(id)) };
    const attempt = cancelCustomerOrder(
      { db: database.db, payments: stuck, publicUrl: TEST_PUBLIC_URL, log },
      { handle: { token: placed.token }, reason: null },
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "BAD_GATEWAY" });
    expect(await orderState(placed.id)).toEqual({
      status: "pending",
      payment_status: "unpaid",
      refund: null,
    });
  });
});

describe("a payment that arrives for a cancelled order", () => {
  it("is refunded in full automatically, and the refund is recorded", async () => {
    const placed = await placeOrder();
    await cancelCustomerOrder(
      { db: database.db, payments: sandbox, publicUrl: TEST_PUBLIC_URL, log },
      { handle: { token: placed.token }, reason: null },
    );
    expect(await orderState(placed.id)).toMatchObject({ status: "cancelled" });

    // The provider says the session was paid after all (the customer paid on a page left open).
    const refunds: { paymentIntentId: string; amount: number }[] = [];
    const late: PaymentProvider = {
      ...sandbox,
      retrieveSession: (id) =>
        Promise.resolve({
          ...openSession(id),
          status: "complete",
          paymentStatus: "paid",
          paymentIntentId: "pi_late_1",
          url: null,
        }),
      refund: (input) => {
        refunds.push({ paymentIntentId: input.paymentIntentId, amount: input.amount });
        return Promise.resolve({ id: "re_late_1", amount: input.amount });
      },
    };
    const deps = { db: database.db, payments: late, publicUrl: TEST_PUBLIC_URL, log };
    expect(await syncPaymentSession(deps, placed.sessionId)).toBe("refunded-late");
    expect(refunds).toEqual([{ paymentIntentId: "pi_late_1", amount: VALID_CART_TOTALS.total }]);
    expect(await orderState(placed.id)).toEqual({
      status: "refunded",
      payment_status: "refunded",
      refund: VALID_CART_TOTALS.total,
    });
    const audit = await database.db
      .select({ action: auditLog.action, entity: auditLog.entity, id: auditLog.entity_id })
      .from(auditLog)
      .where(eq(auditLog.entity_id, placed.id));
    expect(audit).toEqual([{ action: "refund", entity: "orders", id: placed.id }]);

    // a redelivered event changes nothing and refunds nothing twice
    expect(await syncPaymentSession(deps, placed.sessionId)).toBe("already-paid");
    expect(refunds).toHaveLength(1);
    // the customer who cancelled is not told "waiting for the kitchen"
    expect(await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).toEqual([]);
  });

  it("tries the refund again on the next delivery when the provider refused it", async () => {
    const placed = await placeOrder();
    await cancelCustomerOrder(
      { db: database.db, payments: sandbox, publicUrl: TEST_PUBLIC_URL, log },
      { handle: { token: placed.token }, reason: null },
    );
    let refuse = true;
    const late: PaymentProvider = {
      ...sandbox,
      retrieveSession: (id) =>
        Promise.resolve({
          ...openSession(id),
          status: "complete",
          paymentStatus: "paid",
          paymentIntentId: "pi_2",
        }),
      refund: (input) =>
        refuse
          ? Promise.reject(new Error("provider down"))
          : Promise.resolve({ id: "re_2", amount: input.amount }),
    };
    const deps = { db: database.db, payments: late, publicUrl: TEST_PUBLIC_URL, log };
    await expect(syncPaymentSession(deps, placed.sessionId)).rejects.toThrow("provider down");
    expect(await orderState(placed.id)).toMatchObject({ status: "cancelled", payment_status: "paid" });
    refuse = false;
    expect(await syncPaymentSession(deps, placed.sessionId)).toBe("refunded-late");
    expect(await orderState(placed.id)).toMatchObject({ status: "refunded", payment_status: "refunded" });
  });
});
