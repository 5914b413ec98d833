// Refunds from the order board through the sandbox provider: partial then the rest, bad amounts,
// a refused refund, and two simultaneous full refunds that refund once.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, like } from "drizzle-orm";
import pino from "pino";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { PaymentProviderError, type PaymentProvider } from "#server/adapters/payments/types.ts";
import { mailOutbox, orderEvents, orders, paymentSandboxSessions } from "#server/db/schema/index.ts";
import { isAppError } from "#server/errors.ts";
import { syncPaymentSession } from "#server/payments/service.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
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
import { refundOrder, REFUND_BUSY_MESSAGE } from "./refunds-admin-service.ts";
import type { Actor } from "./admin-service.ts";

const database = useTestDatabase();
const log = pino({ level: "silent" });
let menu: OrderingMenu;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
let actor: Actor;
const TOTAL = VALID_CART_TOTALS.total;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  sandbox = createSandboxPaymentProvider({
    db: database.db,
    publicUrl: TEST_PUBLIC_URL,
    webhookSecret: TEST_SANDBOX_SECRET,
  });
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  actor = { userId, name: "Olive Owner" };
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
});

function deps(payments: PaymentProvider = sandbox) {
  return { db: database.db, payments, publicUrl: TEST_PUBLIC_URL, log };
}

async function paidOrder(): Promise<string> {
  const { app } = makeTestApp(database, { payments: sandbox });
  const response = await postCheckout(app, validCart(menu));
  const { sessionId } = (await response.json()) as { sessionId: string };
  await sandbox.completePayment(sessionId);
  await syncPaymentSession(deps(), sessionId);
  const [row] = await database.db
    .select({ id: orders.id, payment_status: orders.payment_status })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  expect(row?.payment_status).toBe("paid");
  return row!.id;
}

async function state(id: string) {
  const [row] = await database.db
    .select({ status: orders.status, payment: orders.payment_status, refunded: orders.refund_amount })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
}

async function refundEmails(id: string) {
  return database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.order_id, id), like(mailOutbox.dedupe_key, "%:refund:%")));
}

async function refused(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("refunds from the order board", () => {
  it("a partial refund then the rest: refund_amount adds up, the order ends refunded, two emails", async () => {
    const id = await paidOrder();
    await refundOrder(deps(), actor, id, {
      amount: 1000,
      reason: "Missing side",
      requestKey: "key-one-0001",
    });
    expect(await state(id)).toMatchObject({ status: "pending", payment: "paid", refunded: 1000 });
    // a double click (the same request key) refunds once
    await refundOrder(deps(), actor, id, {
      amount: 1000,
      reason: "Missing side",
      requestKey: "key-one-0001",
    });
    expect(await state(id)).toMatchObject({ refunded: 1000 });

    const tooMuch = await refused(
      refundOrder(deps(), actor, id, { amount: TOTAL, reason: "All", requestKey: "key-two-0002" }),
    );
    expect(tooMuch.code).toBe("VALIDATION");
    expect(tooMuch.message).toContain("at most $");

    await refundOrder(deps(), actor, id, {
      amount: TOTAL - 1000,
      reason: "Order never collected",
      requestKey: "key-three-003",
    });
    expect(await state(id)).toEqual({ status: "refunded", payment: "refunded", refunded: TOTAL });
    const [session] = await database.db
      .select({ refunded: paymentSandboxSessions.amount_refunded })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.order_id, id));
    expect(session?.refunded).toBe(TOTAL);
    const emails = await refundEmails(id);
    expect(emails).toHaveLength(2);
    expect(emails.map((email) => email.subject).join(" ")).toContain("Refund of $10.00");
    expect(emails.some((email) => email.text.includes("full amount"))).toBe(true);

    const again = await refused(
      refundOrder(deps(), actor, id, { amount: 100, reason: "Again", requestKey: "key-four-0004" }),
    );
    expect(again).toEqual({ code: "CONFLICT", message: "This order has already been refunded in full." });
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.order_id, id));
    expect(events.filter((event) => event.kind === "refunded")).toHaveLength(2);
  });

  it("two simultaneous full refunds refund once", async () => {
    const id = await paidOrder();
    const refund = vi.spyOn(sandbox, "refund");
    const results = await Promise.allSettled([
      refundOrder(deps(sandbox), actor, id, {
        amount: null,
        reason: "Kitchen closed",
        requestKey: "admin-a-0001",
      }),
      refundOrder(deps(sandbox), actor, id, {
        amount: null,
        reason: "Kitchen closed",
        requestKey: "admin-b-0002",
      }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(String((rejected.reason as Error).message)).toMatch(
      new RegExp(`${REFUND_BUSY_MESSAGE.slice(0, 20)}|already been refunded`),
    );
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    expect(await state(id)).toEqual({ status: "refunded", payment: "refunded", refunded: TOTAL });
    expect(await refundEmails(id)).toHaveLength(1);
  });

  it("a refund the provider refuses shows its message and changes nothing", async () => {
    const id = await paidOrder();
    const refusing: PaymentProvider = {
      ...sandbox,
      refund: () => Promise.reject(new PaymentProviderError("Card issuer unavailable")),
    };
    const answer = await refused(
      refundOrder(deps(refusing), actor, id, { amount: 500, reason: "Cold", requestKey: "refused-0001" }),
    );
    expect(answer).toEqual({
      code: "BAD_GATEWAY",
      message: "The payment provider refused the refund: Card issuer unavailable",
    });
    expect(await state(id)).toEqual({ status: "pending", payment: "paid", refunded: null });
    expect(await refundEmails(id)).toHaveLength(0);
    // and the order is free for the next try
    await refundOrder(deps(), actor, id, { amount: 500, reason: "Cold", requestKey: "retry-00001" });
    expect(await state(id)).toMatchObject({ refunded: 500 });
  });

  it("refuses unpaid and unknown orders", async () => {
    const { app } = makeTestApp(database, { payments: sandbox });
    const response = await postCheckout(app, validCart(menu));
    const { sessionId } = (await response.json()) as { sessionId: string };
    const [unpaid] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.payment_session_id, sessionId));
    expect(
      await refused(
        refundOrder(deps(), actor, unpaid!.id, { amount: 100, reason: "x", requestKey: "unpaid-0001" }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await refused(
        refundOrder(deps(), actor, "00000000-0000-4000-8000-000000000000", {
          amount: 100,
          reason: "x",
          requestKey: "forged-0001",
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});
