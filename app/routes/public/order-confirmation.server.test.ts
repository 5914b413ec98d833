import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { OrderConfirmation, OrderView } from "#domain/checkout.ts";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { mailOutbox, orders, paymentSandboxSessions } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { formPost, makePageContext } from "#server/test/page-context.ts";
import { cancelOrderFromPage, readConfirmation } from "./order-confirmation.server.ts";
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

const database = useTestDatabase();
let menu: OrderingMenu;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
let app: ReturnType<typeof makeTestApp>["app"];

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  sandbox = createSandboxPaymentProvider({
    db: database.db,
    publicUrl: TEST_PUBLIC_URL,
    webhookSecret: TEST_SANDBOX_SECRET,
  });
  app = makeTestApp(database, { payments: sandbox }).app;
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

/** The page's loader for an address, with the retries' pauses skipped. */
async function readPage(query: string, env: Record<string, string> = {}): Promise<OrderConfirmation> {
  return readConfirmation(context(env), new URL(`${TEST_PUBLIC_URL}/order-confirmation${query}`), () =>
    Promise.resolve(),
  );
}

async function readOrder(query: string, env: Record<string, string> = {}): Promise<OrderView> {
  const confirmation = await readPage(query, env);
  if (confirmation.view !== "order")
    throw new Error(`expected the order, got ${JSON.stringify(confirmation)}`);
  return confirmation.order;
}

let client = 0;
/** A context of its own per call: its own client address, so no earlier limiter counts against it. */
function context(env: Record<string, string> = {}) {
  const page = makePageContext(database.db, {
    clientKey: `198.51.100.${++client}`,
    env: { PUBLIC_URL: TEST_PUBLIC_URL, ...env },
  });
  return { ...page, payments: sandbox };
}

type CancelAnswer =
  | { ok: true; message: string }
  | {
      type: "DataWithResponseInit";
      data: { error: { code: string; message: string } };
      init: { status: number };
    };

function cancel(fields: Record<string, string>): Promise<CancelAnswer> {
  return cancelOrderFromPage(
    context(),
    formPost(`${TEST_PUBLIC_URL}/order-confirmation`, fields),
  ) as Promise<CancelAnswer>;
}

async function outboxKinds() {
  const rows = await database.db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.kind));
  return rows.map((row) => row.kind);
}

describe("the confirmation page's loader", () => {
  it("answers the order view by either handle, with explicit fields only", async () => {
    const placed = await placeOrder();
    const bySession = await readPage(`?session_id=${placed.sessionId}`);
    expect(bySession).toMatchObject({ view: "order", handle: { sessionId: placed.sessionId } });
    const order = await readOrder(`?session_id=${placed.sessionId}`);
    expect(Object.keys(order).sort()).toEqual(
      [
        "access_token",
        "confirmation_email",
        "created_at",
        "customer_email",
        "customer_name",
        "discount",
        "estimated_ready_at",
        "id",
        "items",
        "kitchen_status",
        "order_number",
        "order_type",
        "payment_status",
        "promo_code",
        "quoted_ready_at",
        "refund_amount",
        "scheduled",
        "scheduled_date",
        "scheduled_time",
        "special_instructions",
        "status",
        "subtotal",
        "tax",
        "tip",
        "total",
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
          {
            groupName: "Choose Your Side",
            selectedOptions: [{ name: "Mac & Cheese", priceAdjustment: 150 }],
          },
          { groupName: "Spice Level", selectedOptions: [{ name: "Mild", priceAdjustment: 0 }] },
        ],
      },
      expect.objectContaining({ title: "Jerk Wings", quantity: 1, price: 999 }),
    ]);
    expect(await readPage(`?token=${placed.token}`)).toEqual({
      view: "order",
      order,
      handle: { token: placed.token },
    });
  });

  it("says which views apply: no handle, and unknown or malformed handles", async () => {
    expect(await readPage("")).toEqual({ view: "missing" });
    expect(await readPage("?session_id=%20")).toEqual({ view: "missing" });
    const failed = { view: "error", message: "Failed to fetch order details" };
    expect(await readPage("?session_id=cs_sandbox_unknown")).toEqual(failed);
    expect(await readPage(`?token=${"a".repeat(32)}`)).toEqual(failed);
    expect(await readPage("?token=not%20a%20token")).toEqual(failed);
  });

  it("asks the provider while unpaid, so a paid order never shows as unpaid", async () => {
    const placed = await placeOrder();
    await sandbox.completePayment(placed.sessionId); // paid, but no webhook arrived
    const order = await readOrder(`?session_id=${placed.sessionId}`);
    expect(order.payment_status).toBe("paid");
    expect(order.status).toBe("pending");
    expect(await outboxKinds()).toEqual(["admin-notification", "customer-confirmation"]);
  });

  it("never promises the confirmation email when no mail server could send it", async () => {
    const placed = await placeOrder();
    await sandbox.completePayment(placed.sessionId);
    // No SMTP_URL and none saved in the admin: the email will be kept, and the page says so at once,
    // while the outbox has not yet looked at it.
    expect((await readOrder(`?session_id=${placed.sessionId}`)).confirmation_email).toBe("kept");
    const waiting = await database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "customer-confirmation"));
    expect(waiting).toEqual([{ status: "pending" }]);
    // With a mail server the same waiting email is on its way.
    const withMail = await readOrder(`?session_id=${placed.sessionId}`, {
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect(withMail.confirmation_email).toBe("pending");
  });
});

describe("the confirmation page's cancel action", () => {
  it("cancels an unpaid pending order and closes its checkout", async () => {
    const placed = await placeOrder();
    const answer = await cancel({ sessionId: placed.sessionId, cancellationReason: "  Ordered by mistake " });
    expect(answer).toEqual({ ok: true, message: "Your order has been cancelled." });
    expect(await readOrder(`?token=${placed.token}`)).toMatchObject({
      status: "cancelled",
      payment_status: "unpaid",
      refund_amount: null,
    });

    const [row] = await database.db
      .select({ by: orders.cancelled_by, reason: orders.cancellation_reason, at: orders.cancelled_at })
      .from(orders)
      .where(eq(orders.id, placed.id));
    expect(row?.by).toBe("customer");
    expect(row?.reason).toBe("Ordered by mistake");
    expect(row?.at).not.toBeNull();
    expect(await sandbox.completePayment(placed.sessionId)).toBeNull();
    // an unpaid order's address may be anyone's: its cancellation sends no email at all
    expect(await outboxKinds()).toEqual([]);

    const again = await cancel({ token: placed.token });
    expect(again).toMatchObject({
      init: { status: 409 },
      data: { error: { code: "CONFLICT", message: "This order can no longer be cancelled." } },
    });
  });

  it("refunds a paid order in full and records the refund", async () => {
    const placed = await placeOrder();
    await sandbox.completePayment(placed.sessionId);
    await readOrder(`?token=${placed.token}`); // fulfils
    expect(await cancel({ token: placed.token })).toMatchObject({ ok: true });
    expect(await readOrder(`?token=${placed.token}`)).toMatchObject({
      status: "refunded",
      payment_status: "refunded",
      refund_amount: VALID_CART_TOTALS.total,
    });
    const [session] = await database.db
      .select({ refund: paymentSandboxSessions.refund_id, amount: paymentSandboxSessions.amount_refunded })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.id, placed.sessionId));
    expect(session?.refund).toMatch(/^re_sandbox_/);
    expect(session?.amount).toBe(VALID_CART_TOTALS.total);
    expect(await outboxKinds()).toEqual([
      "admin-cancellation",
      "admin-notification",
      "cancellation",
      "customer-confirmation",
    ]);
  });

  it("finds a payment that arrived without its webhook, and refunds it", async () => {
    const placed = await placeOrder();
    await sandbox.completePayment(placed.sessionId);
    expect(await cancel({ sessionId: placed.sessionId })).toMatchObject({ ok: true });
    expect(await readOrder(`?token=${placed.token}`)).toMatchObject({
      status: "refunded",
      refund_amount: VALID_CART_TOTALS.total,
    });
  });

  it("refuses orders older than 30 minutes or already confirmed", async () => {
    const old = await placeOrder();
    await database.db
      .update(orders)
      .set({ created_at: sql`now() - interval '31 minutes'` })
      .where(eq(orders.id, old.id));
    expect(await cancel({ token: old.token })).toMatchObject({ init: { status: 409 } });

    const recent = await placeOrder();
    await database.db
      .update(orders)
      .set({ created_at: sql`now() - interval '29 minutes'` })
      .where(eq(orders.id, recent.id));
    expect(await cancel({ token: recent.token })).toMatchObject({ ok: true });

    const confirmed = await placeOrder();
    await database.db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, confirmed.id));
    expect(await cancel({ token: confirmed.token })).toMatchObject({ init: { status: 409 } });
    const [row] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, confirmed.id));
    expect(row?.status).toBe("confirmed");
  });

  it("needs a handle, and answers 404 for an unknown one", async () => {
    const notFound = { init: { status: 404 }, data: { error: { message: "We couldn't find that order." } } };
    expect(await cancel({})).toMatchObject(notFound);
    expect(await cancel({ orderId: "whatever" })).toMatchObject(notFound);
    expect(await cancel({ token: "b".repeat(32) })).toMatchObject(notFound);
    const placed = await placeOrder();
    expect(await cancel({ token: placed.token, cancellationReason: "r".repeat(501) })).toMatchObject({
      init: { status: 400 },
      data: { error: { code: "VALIDATION", message: "The reason must be 500 characters or fewer" } },
    });
  });
});
