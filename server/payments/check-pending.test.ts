// A paid order whose webhook never arrives (docs/product/03-ordering.md §3.9): the periodic check asks the
// provider about sessions still unpaid after a minute and books a paid one as the webhook would,
// once, on a schedule that backs off, and once across instances.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { createStripePaymentProvider } from "#server/adapters/payments/stripe.ts";
import { mailOutbox, orders, paymentEvents } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { startStripeStandIn, type StripeStandIn } from "#server/test/stripe-stand-in.ts";
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
import { listBoardOrders } from "#server/orders/admin-service.ts";
import { checkPendingPayments } from "./check-pending.ts";

const database = useTestDatabase();
const log = pino({ level: "silent" });
const SECRET_KEY = "sk_test_pending_checks";
const WEBHOOK_SECRET = "whsec_pending_checks";
let menu: OrderingMenu;
let stripe: StripeStandIn;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  stripe = await startStripeStandIn([SECRET_KEY]);
});
afterAll(async () => {
  await stripe.close();
});
beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.delete(paymentEvents);
  await setStoreHours(database.db);
  stripe.requests.length = 0;
});

const stripeApp = () =>
  makeTestApp(database, {
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
    },
  }).app;
const stripeDeps = () => ({
  db: database.db,
  payments: createStripePaymentProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: stripe.apiBase,
  }),
  publicUrl: TEST_PUBLIC_URL,
  log,
});

/** A checkout through Stripe, its session opened `minutesAgo` minutes ago. */
async function checkout(minutesAgo: number, email = "ana@example.com") {
  const response = await postCheckout(stripeApp(), validCart(menu, { customerEmail: email }));
  expect(response.status).toBe(201);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await database.db
    .update(orders)
    .set({ created_at: sql`now() - ${minutesAgo}::int * interval '1 minute'` })
    .where(eq(orders.payment_session_id, sessionId));
  return sessionId;
}

async function order(sessionId: string) {
  const [row] = await database.db
    .select({
      id: orders.id,
      payment_status: orders.payment_status,
      paid_at: orders.paid_at,
      next_check_in: sql<number>`extract(epoch from ${orders.payment_next_check_at} - now())`,
    })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return row!;
}

const asked = (sessionId: string) =>
  stripe.requests.filter((request) => request.method === "GET" && request.path.endsWith(`/${sessionId}`))
    .length;
const emails = async (orderId: string) =>
  (
    await database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.order_id, orderId))
  )
    .map((row) => row.kind)
    .sort();

describe("a paid order whose webhook never arrives", () => {
  it("reaches the board at the next check, paid once; a late webhook afterwards changes nothing", async () => {
    const sessionId = await checkout(2);
    stripe.pay(sessionId); // the customer paid on Stripe's page; its webhook is lost
    const waiting = await order(sessionId);
    expect(waiting.payment_status).toBe("unpaid");

    expect(await checkPendingPayments(stripeDeps())).toEqual({ asked: 1, paid: 1, failed: 0 });
    const paid = await order(sessionId);
    expect(paid.payment_status).toBe("paid");
    expect(await emails(paid.id)).toEqual(["admin-notification", "customer-confirmation"]);
    const board = await listBoardOrders(
      database.db,
      { view: "needs-action" },
      { timeZone: "America/New_York" },
    );
    expect(board.map((row) => row.id)).toEqual([paid.id]);

    // Stripe's event comes late after all: recorded, nothing booked twice
    const event = stripe.signedEvent("checkout.session.completed", sessionId, WEBHOOK_SECRET);
    const late = await stripeApp().request("/api/payments/webhook", {
      method: "POST",
      body: event.body,
      headers: event.headers,
    });
    expect(late.status).toBe(200);
    expect((await order(sessionId)).paid_at).toEqual(paid.paid_at);
    expect(await emails(paid.id)).toEqual(["admin-notification", "customer-confirmation"]);
    // and a paid order is never asked about again
    expect(await checkPendingPayments(stripeDeps())).toEqual({ asked: 0, paid: 0, failed: 0 });
  });

  it("is found when the sandbox's page took the money but its webhook was never sent", async () => {
    const sandbox = createSandboxPaymentProvider({
      db: database.db,
      publicUrl: TEST_PUBLIC_URL,
      webhookSecret: TEST_SANDBOX_SECRET,
    });
    const response = await postCheckout(makeTestApp(database, { payments: sandbox }).app, validCart(menu));
    const { sessionId } = (await response.json()) as { sessionId: string };
    await database.db
      .update(orders)
      .set({ created_at: sql`now() - interval '90 seconds'` })
      .where(eq(orders.payment_session_id, sessionId));
    expect(await sandbox.completePayment(sessionId)).not.toBeNull();
    const deps = { db: database.db, payments: sandbox, publicUrl: TEST_PUBLIC_URL, log };
    expect(await checkPendingPayments(deps)).toMatchObject({ asked: 1, paid: 1 });
    const [row] = await database.db
      .select({ payment_status: orders.payment_status })
      .from(orders)
      .where(eq(orders.payment_session_id, sessionId));
    expect(row?.payment_status).toBe("paid");
  });
});

describe("the payment check's schedule", () => {
  it("leaves a session alone for its first minute", async () => {
    const sessionId = await checkout(0);
    expect(await checkPendingPayments(stripeDeps())).toEqual({ asked: 0, paid: 0, failed: 0 });
    expect(asked(sessionId)).toBe(0);
  });

  it("asks every 30 seconds for a session's first 10 minutes, then every 10 minutes, not at every pass", async () => {
    const young = await checkout(3);
    expect(await checkPendingPayments(stripeDeps())).toMatchObject({ asked: 1, paid: 0 });
    expect((await order(young)).next_check_in).toBeCloseTo(30, -1);
    // the next passes, seconds later, leave it alone
    await checkPendingPayments(stripeDeps());
    await checkPendingPayments(stripeDeps());
    expect(asked(young)).toBe(1);

    const old = await checkout(15, "bo@example.com");
    await checkPendingPayments(stripeDeps());
    expect(asked(old)).toBe(1);
    expect((await order(old)).next_check_in).toBeCloseTo(600, -1);

    // once its time has come it is asked again
    await database.db.update(orders).set({ payment_next_check_at: sql`now() - interval '1 second'` });
    await checkPendingPayments(stripeDeps());
    expect([asked(young), asked(old)]).toEqual([2, 2]);
  });

  it("stops asking 10 minutes after the page closed, and never asks about an order paid in person", async () => {
    const closed = await checkout(60);
    await database.db
      .update(orders)
      .set({ payment_expires_at: sql`now() - interval '11 minutes'` })
      .where(eq(orders.payment_session_id, closed));
    expect(await checkPendingPayments(stripeDeps())).toMatchObject({ asked: 0 });
  });

  it("asks at most a batch of sessions per pass, the longest waiting first", async () => {
    const sessions = [
      await checkout(5, "a@example.com"),
      await checkout(4, "b@example.com"),
      await checkout(3, "c@example.com"),
    ];
    expect(await checkPendingPayments(stripeDeps(), { limit: 2 })).toMatchObject({ asked: 2 });
    expect(sessions.map(asked)).toEqual([1, 1, 0]);
    expect(await checkPendingPayments(stripeDeps(), { limit: 2 })).toMatchObject({ asked: 1 });
    expect(sessions.map(asked)).toEqual([1, 1, 1]);
  });

  it("several instances checking at once ask about each session once and book its payment once", async () => {
    const sessionId = await checkout(2);
    stripe.pay(sessionId);
    const results = await Promise.all([
      checkPendingPayments(stripeDeps()),
      checkPendingPayments(stripeDeps()),
      checkPendingPayments(stripeDeps()),
    ]);
    expect(results.reduce((sum, result) => sum + result.asked, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(1);
    expect(asked(sessionId)).toBe(1);
    const paid = await order(sessionId);
    expect(await emails(paid.id)).toEqual(["admin-notification", "customer-confirmation"]);
  });

  it("asks again at the next time when the provider could not be reached", async () => {
    const sessionId = await checkout(2);
    const down = {
      ...stripeDeps(),
      payments: {
        ...stripeDeps().payments,
        retrieveSession: () => Promise.reject(new Error("Stripe is down")),
      },
    };
    expect(await checkPendingPayments(down)).toEqual({ asked: 1, paid: 0, failed: 1 });
    stripe.pay(sessionId);
    await database.db.update(orders).set({ payment_next_check_at: sql`now() - interval '1 second'` });
    expect(await checkPendingPayments(stripeDeps())).toMatchObject({ asked: 1, paid: 1 });
  });
});
