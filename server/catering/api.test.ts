import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { signSandboxPayload } from "#server/adapters/payments/sandbox-signature.ts";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { buildCateringCategory, buildCateringMenuItem } from "#server/db/factories.ts";
import {
  cateringCategories,
  cateringMenuItems,
  cateringRequests,
  mailOutbox,
  orderItems,
  orders,
  paymentSandboxSessions,
} from "#server/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#server/test/test-database.ts";
import { startStripeStandIn, type StripeStandIn } from "#server/test/stripe-stand-in.ts";
import {
  businessDate,
  clearOrders,
  makeTestApp,
  newIdempotencyKey,
  seedNotificationSettings,
  setSettings,
  TEST_ADMIN_EMAIL,
  TEST_PUBLIC_URL,
  TEST_SANDBOX_SECRET,
} from "#server/test/ordering-fixtures.ts";
import { CATERING_CHECKOUT_BODY_LIMIT_BYTES } from "./api.ts";

let database: TestDatabase;
let items: { jerk: string; goat: string; retired: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedNotificationSettings(database.db);
  const [category] = await database.db
    .insert(cateringCategories)
    .values(buildCateringCategory({ name: "Entrees" }))
    .returning({ id: cateringCategories.id });
  const insert = async (overrides: Parameters<typeof buildCateringMenuItem>[0]) => {
    const [row] = await database.db
      .insert(cateringMenuItems)
      .values(buildCateringMenuItem({ category: "Entrees", category_id: category!.id, ...overrides }))
      .returning({ id: cateringMenuItems.id });
    return row!.id;
  };
  items = {
    jerk: await insert({
      title: "Jerk Chicken Tray",
      price_tiers: [
        { name: "Half Tray", price: 8500, serves: "10-12" },
        { name: "Full Tray", price: 16000, serves: "20-25" },
      ],
    }),
    goat: await insert({
      title: "Curry Goat Tray",
      price_tiers: [{ name: "Half Tray", price: 11000, serves: "10-12" }],
    }),
    retired: await insert({ title: "Old Tray", is_active: false }),
  };
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.execute(sql`truncate catering_requests cascade`);
  await database.db.execute(sql`delete from site_settings where setting_key = 'catering_min_notice_hours'`);
});

type Body = Record<string, unknown>;

function validBody(overrides: Body = {}): Body {
  return {
    cartItems: [
      { itemId: items.jerk, tier: "Full Tray", quantity: 2, title: "Jerk Chicken Tray", price: 16000 },
      { itemId: items.goat, tier: "Half Tray", quantity: 1, title: "Curry Goat Tray", price: 11000 },
    ],
    customerName: "Ada Caterer",
    customerEmail: "ada@example.com",
    customerPhone: "4045550101",
    eventDate: businessDate(10).dateKey,
    eventTime: "17:00",
    eventType: "Corporate",
    guestCount: 50,
    deliveryOption: "delivery",
    specialRequests: "Set up by 4:30, please.",
    ...overrides,
  };
}

function post(
  app: ReturnType<typeof makeTestApp>["app"],
  body: unknown,
  key: string | null = newIdempotencyKey(),
) {
  return app.request("/api/catering/checkout", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
  });
}

async function stored() {
  const [o, i, r] = await Promise.all([
    database.db.select({ id: orders.id }).from(orders),
    database.db.select({ id: orderItems.id }).from(orderItems),
    database.db.select({ id: cateringRequests.id }).from(cateringRequests),
  ]);
  return { orders: o.length, items: i.length, requests: r.length };
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectRefused(response: Response, field: string, message?: string | RegExp) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
  if (message) expect(body.error.fields?.[field]).toMatch(message);
  expect(await stored()).toEqual({ orders: 0, items: 0, requests: 0 });
}

describe("POST /api/catering/checkout", () => {
  it("stores a pending request and a catering order at the tiers' prices and opens a session", async () => {
    const { app } = makeTestApp(database);
    const response = await post(app, validBody());
    expect(response.status).toBe(201);
    const answer = (await response.json()) as {
      url: string;
      sessionId: string;
      orderNumber: string;
      cateringRequestId: string;
    };
    expect(answer.url).toContain("/pay/sandbox/");

    const [order] = await database.db
      .select({
        id: orders.id,
        order_type: orders.order_type,
        subtotal: orders.subtotal,
        tax: orders.tax,
        total: orders.total,
        event_date: orders.event_date,
        event_type: orders.event_type,
        guest_count: orders.guest_count,
        special_requests: orders.special_requests,
        catering_request_id: orders.catering_request_id,
        payment_session_id: orders.payment_session_id,
      })
      .from(orders);
    expect(order).toMatchObject({
      order_type: "catering",
      subtotal: 43000,
      tax: 0,
      total: 43000,
      event_date: businessDate(10).dateKey,
      event_type: "Corporate",
      guest_count: 50,
      special_requests: "Set up by 4:30, please.",
      catering_request_id: answer.cateringRequestId,
      payment_session_id: answer.sessionId,
    });
    const lines = await database.db
      .select({
        title: orderItems.title,
        tier: orderItems.tier_name,
        price: orderItems.price,
        quantity: orderItems.quantity,
        type: orderItems.item_type,
      })
      .from(orderItems)
      .orderBy(asc(orderItems.created_at));
    expect(lines).toEqual([
      { title: "Jerk Chicken Tray", tier: "Full Tray", price: 16000, quantity: 2, type: "catering" },
      { title: "Curry Goat Tray", tier: "Half Tray", price: 11000, quantity: 1, type: "catering" },
    ]);
    const [request] = await database.db
      .select({
        status: cateringRequests.status,
        guest_count: cateringRequests.guest_count,
        delivery: cateringRequests.delivery_option,
      })
      .from(cateringRequests);
    expect(request).toEqual({ status: "pending", guest_count: 50, delivery: "delivery" });

    const [session] = await database.db
      .select({
        lines: paymentSandboxSessions.line_items,
        metadata: paymentSandboxSessions.metadata,
        total: paymentSandboxSessions.amount_total,
        success: paymentSandboxSessions.success_url,
        cancel: paymentSandboxSessions.cancel_url,
      })
      .from(paymentSandboxSessions);
    expect(session!.total).toBe(43000);
    expect(session!.success).toBe(`${TEST_PUBLIC_URL}/catering-confirmation?session_id=${answer.sessionId}`);
    expect(session!.cancel).toBe(`${TEST_PUBLIC_URL}/catering?canceled=true`);
    // the provider keeps references to the order; the event and the customer stay here
    expect(session!.metadata).toEqual({
      order_id: order!.id,
      order_number: answer.orderNumber,
      order_type: "catering",
      catering_request_id: answer.cateringRequestId,
      scheduled: "true",
      scheduled_date: businessDate(10).dateKey,
      scheduled_time: "17:00",
    });
    expect(JSON.stringify(session!.lines)).toContain("Full Tray");
  });

  it("reprices a tampered tier price and ignores a tampered title", async () => {
    const { app } = makeTestApp(database);
    const body = validBody({
      cartItems: [{ itemId: items.jerk, tier: "Full Tray", quantity: 1, title: "Free food", price: 1 }],
    });
    expect((await post(app, body)).status).toBe(201);
    const [order] = await database.db.select({ total: orders.total }).from(orders);
    expect(order!.total).toBe(16000);
    const [line] = await database.db
      .select({ title: orderItems.title, price: orderItems.price })
      .from(orderItems);
    expect(line).toEqual({ title: "Jerk Chicken Tray", price: 16000 });
  });

  it("refuses an unknown tier, an unknown item and an inactive item", async () => {
    const { app } = makeTestApp(database);
    await expectRefused(
      await post(app, validBody({ cartItems: [{ itemId: items.jerk, tier: "Gold Tray", quantity: 1 }] })),
      "cartItems.0.tier",
    );
    await expectRefused(
      await post(
        app,
        validBody({
          cartItems: [{ itemId: "00000000-0000-4000-8000-000000000000", tier: "Half Tray", quantity: 1 }],
        }),
      ),
      "cartItems.0.itemId",
    );
    await expectRefused(
      await post(app, validBody({ cartItems: [{ itemId: items.retired, tier: "Half Tray", quantity: 1 }] })),
      "cartItems.0.itemId",
    );
  });

  it.each([
    ["zero", 0],
    ["a fraction", 1.5],
    ["above 99", 100],
    ["text", "2"],
  ])("refuses a quantity of %s", async (_label, quantity) => {
    const { app } = makeTestApp(database);
    await expectRefused(
      await post(app, validBody({ cartItems: [{ itemId: items.jerk, tier: "Half Tray", quantity }] })),
      "cartItems.0.quantity",
    );
  });

  it.each([
    ["zero", 0],
    ["negative", -5],
    ["a fraction", 2.5],
    ["absurdly large", 1_000_000],
    ["missing", undefined],
  ])("refuses a guest count that is %s", async (_label, guestCount) => {
    const { app } = makeTestApp(database);
    await expectRefused(await post(app, validBody({ guestCount })), "guestCount");
  });

  it("refuses an event date in the past", async () => {
    const { app } = makeTestApp(database);
    await expectRefused(
      await post(app, validBody({ eventDate: businessDate(-1).dateKey })),
      "eventDate",
      "Event date cannot be earlier than today",
    );
  });

  it("accepts today without a minimum notice, and refuses a date inside the owner's notice", async () => {
    const { app } = makeTestApp(database);
    expect(
      (await post(app, validBody({ eventDate: businessDate(0).dateKey, eventTime: "23:59" }))).status,
    ).toBe(201);
    await clearOrders(database.db);
    await database.db.execute(sql`truncate catering_requests cascade`);

    await setSettings(database.db, { catering_min_notice_hours: "48" });
    await expectRefused(
      await post(app, validBody({ eventDate: businessDate(1).dateKey })),
      "eventDate",
      /48 hours' notice/,
    );
    expect((await post(app, validBody({ eventDate: businessDate(3).dateKey }))).status).toBe(201);
  });

  it("refuses an unknown event type or delivery option, and missing contact fields", async () => {
    const { app } = makeTestApp(database);
    await expectRefused(await post(app, validBody({ eventType: "Rave" })), "eventType", "Unknown event type");
    await expectRefused(await post(app, validBody({ deliveryOption: "drone" })), "deliveryOption");
    await expectRefused(
      await post(app, validBody({ customerName: "  " })),
      "customerName",
      "Name is required",
    );
    await expectRefused(await post(app, validBody({ customerEmail: "not-an-email" })), "customerEmail");
    await expectRefused(await post(app, validBody({ cartItems: [] })), "cartItems");
  });

  it("refuses an oversized body and a missing Idempotency-Key", async () => {
    const { app } = makeTestApp(database);
    const huge = JSON.stringify(
      validBody({ specialRequests: "x".repeat(CATERING_CHECKOUT_BODY_LIMIT_BYTES) }),
    );
    const tooLarge = await post(app, huge);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as ErrorBody).error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The order is too large to send.",
    });
    expect((await post(app, validBody(), null)).status).toBe(400);
    expect(await stored()).toEqual({ orders: 0, items: 0, requests: 0 });
  });

  it("answers a repeated Idempotency-Key with the same order and session", async () => {
    const { app } = makeTestApp(database);
    const key = newIdempotencyKey();
    const first = (await (await post(app, validBody(), key)).json()) as { sessionId: string };
    const again = await post(app, validBody(), key);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(((await again.json()) as { sessionId: string }).sessionId).toBe(first.sessionId);
    expect(await stored()).toEqual({ orders: 1, items: 2, requests: 1 });
  });
});

describe("the catering webhook", () => {
  it("fulfils a paid catering order once when the same event arrives five times", async () => {
    const { app } = makeTestApp(database);
    const sandbox = createSandboxPaymentProvider({
      db: database.db,
      publicUrl: TEST_PUBLIC_URL,
      webhookSecret: TEST_SANDBOX_SECRET,
    });
    const response = await post(app, validBody());
    const { sessionId } = (await response.json()) as { sessionId: string };
    expect(await sandbox.completePayment(sessionId)).not.toBeNull();
    const body = JSON.stringify({
      id: "evt_catering_replay",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: sessionId, object: "checkout.session" } },
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const delivered = await app.request("/api/payments/webhook", {
        method: "POST",
        body,
        headers: {
          "Content-Type": "application/json",
          "Sandbox-Signature": signSandboxPayload(body, TEST_SANDBOX_SECRET),
        },
      });
      expect(delivered.status).toBe(200);
    }
    const [order] = await database.db
      .select({ id: orders.id, payment_status: orders.payment_status, paid_at: orders.paid_at })
      .from(orders)
      .where(eq(orders.payment_session_id, sessionId));
    expect(order!.payment_status).toBe("paid");
    const emails = await database.db
      .select({ kind: mailOutbox.kind, to: mailOutbox.to_address })
      .from(mailOutbox)
      .where(eq(mailOutbox.order_id, order!.id))
      .orderBy(asc(mailOutbox.kind));
    expect(emails).toEqual([
      { kind: "admin-notification", to: TEST_ADMIN_EMAIL },
      { kind: "customer-confirmation", to: "ada@example.com" },
    ]);
  });
});

describe("the catering checkout with Stripe", () => {
  const WEBHOOK_SECRET = "whsec_catering_standin";
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn(["sk_test_catering"]);
  });
  afterAll(async () => {
    await stripe.close();
  });
  const stripeApp = () =>
    makeTestApp(database, {
      env: {
        STRIPE_SECRET_KEY: "sk_test_catering",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
      },
    }).app;

  it("a catering checkout whose special requests are longer than 500 characters opens Stripe's page and keeps the whole text", async () => {
    const requests =
      `Please set up by 4:30. ${"Two tables of vegetarian dishes, labelled. ".repeat(30)}`.slice(0, 1000);
    expect(requests.length).toBe(1000);
    const response = await post(stripeApp(), validBody({ specialRequests: requests }));
    expect(response.status, await response.clone().text()).toBe(201);
    const { sessionId } = (await response.json()) as { sessionId: string };

    // the whole text stays in the database, on the order and on the catering request
    const [order] = await database.db
      .select({
        id: orders.id,
        special_requests: orders.special_requests,
        request: orders.catering_request_id,
      })
      .from(orders)
      .where(eq(orders.payment_session_id, sessionId));
    expect(order?.special_requests).toBe(requests);
    const [request] = await database.db
      .select({ special_requests: cateringRequests.special_requests })
      .from(cateringRequests)
      .where(eq(cateringRequests.id, order!.request!));
    expect(request?.special_requests).toBe(requests);

    // Stripe is told ids and short references only: nobody's words, name, email or phone
    const metadata = stripe.sessions.get(sessionId)!.metadata;
    expect(metadata).toEqual({
      order_id: order!.id,
      order_number: expect.stringMatching(/^IS-\d+$/) as string,
      order_type: "catering",
      catering_request_id: order!.request,
      scheduled: "true",
      scheduled_date: validBody().eventDate,
      scheduled_time: "17:00",
    });

    // and the order is paid by Stripe's signed event as any other
    stripe.pay(sessionId);
    const event = stripe.signedEvent("checkout.session.completed", sessionId, WEBHOOK_SECRET);
    const delivered = await stripeApp().request("/api/payments/webhook", {
      method: "POST",
      body: event.body,
      headers: event.headers,
    });
    expect(delivered.status).toBe(200);
    const [paid] = await database.db
      .select({ payment_status: orders.payment_status })
      .from(orders)
      .where(eq(orders.id, order!.id));
    expect(paid?.payment_status).toBe("paid");
  });
});
