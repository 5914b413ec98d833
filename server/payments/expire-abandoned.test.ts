import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import { mailOutbox, orders } from "#server/db/schema/index.ts";
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
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { ABANDONED_REASON, expireAbandonedOrders } from "./expire-abandoned.ts";

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

async function placeOrder(ageMinutes: number) {
  const { app } = makeTestApp(database, { payments: sandbox });
  const response = await postCheckout(app, validCart(menu));
  expect(response.status).toBe(201);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await database.db
    .update(orders)
    .set({ created_at: sql`now() - ${ageMinutes} * interval '1 minute'` })
    .where(eq(orders.payment_session_id, sessionId));
  return sessionId;
}

async function state(sessionId: string) {
  const [row] = await database.db
    .select({
      status: orders.status,
      payment: orders.payment_status,
      by: orders.cancelled_by,
      reason: orders.cancellation_reason,
    })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return row;
}

describe("abandoned unpaid orders", () => {
  it("expires old unpaid orders with their payment sessions, and leaves recent ones", async () => {
    const old = await placeOrder(180);
    const recent = await placeOrder(10);
    const deps = { db: database.db, payments: sandbox, publicUrl: TEST_PUBLIC_URL, log };
    expect(await expireAbandonedOrders(deps, { olderThanMinutes: 120 })).toEqual({ expired: 1, kept: 0 });
    expect(await state(old)).toEqual({
      status: "cancelled",
      payment: "expired",
      by: "system",
      reason: ABANDONED_REASON,
    });
    // its hosted page can no longer be paid
    expect(await sandbox.completePayment(old)).toBeNull();
    expect(await state(recent)).toMatchObject({ status: "pending", payment: "unpaid" });
    expect(await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual([]);
    // a second pass finds nothing more
    expect(await expireAbandonedOrders(deps, { olderThanMinutes: 120 })).toEqual({ expired: 0, kept: 0 });
  });

  it("keeps an order whose session could not be closed, and fulfils one that was paid meanwhile", async () => {
    const stuck = await placeOrder(180);
    const failing: PaymentProvider = {
      ...sandbox,
      expireSession: () => Promise.reject(new Error("provider down")),
    };
    const deps = { db: database.db, payments: failing, publicUrl: TEST_PUBLIC_URL, log };
    expect(await expireAbandonedOrders(deps, { olderThanMinutes: 120 })).toEqual({ expired: 0, kept: 1 });
    expect(await state(stuck)).toMatchObject({ status: "pending", payment: "unpaid" });

    await sandbox.completePayment(stuck);
    const real = { db: database.db, payments: sandbox, publicUrl: TEST_PUBLIC_URL, log };
    expect(await expireAbandonedOrders(real, { olderThanMinutes: 120 })).toEqual({ expired: 0, kept: 1 });
    expect(await state(stuck)).toMatchObject({ status: "pending", payment: "paid" });
  });
});
