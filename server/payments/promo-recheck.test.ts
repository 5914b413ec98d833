// The promo code's re-check when the payment completes (docs/decisions/135, 2026-11-25): the use is
// counted under the code's row lock in the transaction that marks the order paid, so a checkout
// racing for the same last use sees it; a paid order whose use had meanwhile gone to another order
// keeps the discount it was charged for, and the activity log says so.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { auditLog, orders, promoCodes } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  clearOrders,
  makeTestApp,
  postCheckout,
  seedOrderingMenu,
  setSettings,
  setStoreHours,
  TEST_PUBLIC_URL,
  TEST_SANDBOX_SECRET,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { listAuditEntries } from "#server/audit/service.ts";
import { syncPaymentSession } from "./service.ts";

const database = useTestDatabase();
let menu: OrderingMenu;
let app: ReturnType<typeof makeTestApp>["app"];
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  app = makeTestApp(database).app;
  sandbox = createSandboxPaymentProvider({
    db: database.db,
    publicUrl: TEST_PUBLIC_URL,
    webhookSecret: TEST_SANDBOX_SECRET,
  });
});
beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.delete(promoCodes);
  await database.db.delete(auditLog).where(eq(auditLog.action, "promo-over-limit"));
  await setStoreHours(database.db);
  await setSettings(database.db, { pickup_enabled: "true", tax_rate: "8.25" });
  await database.db.insert(promoCodes).values({ code: "LAST1", kind: "percent", value: 10, max_uses: 1 });
});

const deps = () => ({
  db: database.db,
  payments: sandbox,
  publicUrl: TEST_PUBLIC_URL,
  log: pino({ level: "silent" }),
});

async function place(email: string) {
  const response = await postCheckout(app, validCart(menu, { promoCode: "last1", customerEmail: email }));
  const json = (await response.json()) as {
    sessionId: string;
    error?: { fields?: Record<string, string> };
  };
  return { status: response.status, json };
}

async function order(sessionId: string) {
  const [row] = await database.db
    .select({
      id: orders.id,
      payment_status: orders.payment_status,
      discount: orders.discount,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return row!;
}

async function overLimitEntries() {
  return database.db
    .select({ entityId: auditLog.entity_id, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, "promo-over-limit"), eq(auditLog.entity, "orders")));
}

/** An order holding the last use whose payment failed: its use is given back while it is unpaid. */
async function failedOrderWithTheCode() {
  const first = await place("first@example.com");
  expect(first.status).toBe(201);
  await database.db
    .update(orders)
    .set({ payment_status: "failed" })
    .where(eq(orders.payment_session_id, first.json.sessionId));
  return first.json.sessionId;
}

describe("the promo code's re-check when the payment completes", () => {
  it("pays an order whose use is still its own, with nothing to record", async () => {
    const placed = await place("one@example.com");
    await sandbox.completePayment(placed.json.sessionId);
    expect(await syncPaymentSession(deps(), placed.json.sessionId)).toBe("fulfilled");
    expect(await order(placed.json.sessionId)).toMatchObject({
      payment_status: "paid",
      discount: 389,
      total: 3789,
    });
    expect(await overLimitEntries()).toEqual([]);
    // the paid order holds the only use
    expect((await place("two@example.com")).json.error?.fields?.promoCode).toBe(
      "This promo code has been used up.",
    );
  });

  it("keeps the discount of a payment whose use went to another order meanwhile, and records it", async () => {
    const late = await failedOrderWithTheCode();
    const second = await place("second@example.com");
    expect(second.status).toBe(201);

    await sandbox.completePayment(late);
    expect(await syncPaymentSession(deps(), late)).toBe("fulfilled");
    const paid = await order(late);
    // the customer paid the discounted total: the order keeps what it was charged for
    expect(paid).toMatchObject({ payment_status: "paid", discount: 389, total: 3789 });
    const recorded = await overLimitEntries();
    expect(recorded.map((row) => row.entityId)).toEqual([paid.id]);
    expect(recorded[0]!.details).toMatchObject({ after: { promo_code: "LAST1" } });
    const [entry] = (await listAuditEntries(database.db, { action: "promo-over-limit" })).entries;
    expect(entry?.sentence).toMatch(
      /^The site took the payment for order IS-\d+ with promo code LAST1 after its last use had gone to another order; the order kept its discount$/,
    );
  });

  it("counts a late payment and a checkout racing for the last use one after the other", async () => {
    const late = await failedOrderWithTheCode();
    await sandbox.completePayment(late);
    const [paid, checkout] = await Promise.all([
      syncPaymentSession(deps(), late),
      place("racer@example.com"),
    ]);
    expect(paid).toBe("fulfilled");
    const recorded = await overLimitEntries();
    if (checkout.status === 201) {
      // the checkout took the use first: the payment that followed is recorded as over the limit
      expect(recorded).toHaveLength(1);
    } else {
      // the payment took the use first: the checkout saw it and was refused before any payment
      expect(checkout.status).toBe(400);
      expect(checkout.json.error?.fields?.promoCode).toBe("This promo code has been used up.");
      expect(recorded).toEqual([]);
    }
  });
});

describe("a first-order code when the payment completes", () => {
  beforeEach(async () => {
    await database.db
      .insert(promoCodes)
      .values({ code: "FIRST", kind: "percent", value: 10, first_order_only: true });
  });
  const placeFirst = async (email: string) => {
    const response = await postCheckout(app, validCart(menu, { promoCode: "first", customerEmail: email }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { sessionId: string }).sessionId;
  };

  it("is re-checked as first-order only: a late payment after the same customer's paid order keeps its discount and is recorded", async () => {
    // the first checkout's payment failed, so its use was given back and a second one took the code
    const late = await placeFirst("ana@example.com");
    await database.db
      .update(orders)
      .set({ payment_status: "failed" })
      .where(eq(orders.payment_session_id, late));
    const second = await placeFirst("Ana+Again@Example.com");
    await sandbox.completePayment(second);
    expect(await syncPaymentSession(deps(), second)).toBe("fulfilled");
    expect(await overLimitEntries()).toEqual([]);

    // the first page is paid after all: the customer had paid for an order meanwhile
    await sandbox.completePayment(late);
    expect(await syncPaymentSession(deps(), late)).toBe("fulfilled");
    const paid = await order(late);
    expect(paid).toMatchObject({ payment_status: "paid", discount: 389 });
    const recorded = await overLimitEntries();
    expect(recorded.map((row) => row.entityId)).toEqual([paid.id]);
    const [entry] = (await listAuditEntries(database.db, { action: "promo-over-limit" })).entries;
    expect(entry?.sentence).toMatch(
      /^The site took the payment for order IS-\d+ with promo code FIRST, for first orders only, though the same customer had paid for an order before; the order kept its discount$/,
    );
  });

  it("pays a customer's one first order with nothing to record", async () => {
    const only = await placeFirst("bo@example.com");
    await sandbox.completePayment(only);
    expect(await syncPaymentSession(deps(), only)).toBe("fulfilled");
    expect(await overLimitEntries()).toEqual([]);
  });
});
