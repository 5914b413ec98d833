// The Stripe provider against the Stripe stand-in (server/test/stripe-stand-in.ts), which records
// what the SDK sent and refuses what Stripe refuses. Webhook signatures come from the SDK's own helper.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { mailOutbox, orders } from "#server/db/schema/index.ts";
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
  VALID_CART_TOTALS,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import { PaymentProviderError, WebhookSignatureError } from "./types.ts";

const WEBHOOK_SECRET = "whsec_test_standin_secret";
let standIn: StripeStandIn;
let apiBase: string;
let captured: StripeStandIn["requests"];
let sessions: StripeStandIn["sessions"];

beforeAll(async () => {
  standIn = await startStripeStandIn(["sk_test_standin"]);
  apiBase = standIn.apiBase;
  captured = standIn.requests;
  sessions = standIn.sessions;
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  captured.length = 0;
});

function provider(webhookSecret = WEBHOOK_SECRET) {
  return createStripePaymentProvider({ secretKey: "sk_test_standin", webhookSecret, apiBase });
}

const input = {
  order: {
    id: "7d1e6c1e-0d57-4a53-9a43-5e1b1fb3c001",
    orderNumber: "IS-1001",
    subtotal: 3889,
    tax: 321,
    total: 4210,
  },
  lines: [
    {
      title: "Jerk Chicken Plate",
      description: "Choose Your Side: Mac & Cheese",
      quantity: 2,
      unitAmount: 1445,
    },
    { title: "Jerk Wings", description: null, quantity: 1, unitAmount: 999 },
  ],
  successUrl: `${TEST_PUBLIC_URL}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${TEST_PUBLIC_URL}/cart`,
  customerEmail: "ana@example.com",
  metadata: { order_id: "7d1e6c1e-0d57-4a53-9a43-5e1b1fb3c001", order_number: "IS-1001", scheduled: "false" },
  expiresAt: new Date(Date.now() + 31 * 60_000),
};

describe("Stripe provider", () => {
  it("creates a payment-mode Checkout Session in cents whose total is the server's", async () => {
    const session = await provider().createCheckoutSession(input);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const request = captured.find((c) => c.path === "/v1/checkout/sessions");
    expect(request?.method).toBe("POST");
    expect(request?.headers.authorization).toBe("Bearer sk_test_standin");
    const form = request!.form;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("1445");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe("Jerk Chicken Plate");
    expect(form.get("line_items[0][price_data][product_data][description]")).toBe(
      "Choose Your Side: Mac & Cheese",
    );
    expect(form.get("line_items[0][quantity]")).toBe("2");
    expect(form.get("line_items[1][price_data][unit_amount]")).toBe("999");
    expect(form.has("line_items[1][price_data][product_data][description]")).toBe(false);
    expect(form.get("line_items[2][price_data][product_data][name]")).toBe("Sales tax");
    expect(form.get("line_items[2][price_data][unit_amount]")).toBe("321");
    expect(form.get("metadata[order_id]")).toBe(input.order.id);
    expect(form.get("metadata[order_number]")).toBe("IS-1001");
    expect(form.get("customer_email")).toBe("ana@example.com");
    expect(form.get("success_url")).toBe(
      `${TEST_PUBLIC_URL}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(form.get("cancel_url")).toBe(`${TEST_PUBLIC_URL}/cart`);
    // the page closes when the order's page life says (server/payments/page-life.ts)
    expect(form.get("expires_at")).toBe(String(Math.floor(input.expiresAt.getTime() / 1000)));
    expect(sessions.get(session.id)?.amount_total).toBe(4210);
  });

  it("reads sessions, answers null for an unknown one, refunds with an idempotency key and expires", async () => {
    const stripe = provider();
    const { id } = await stripe.createCheckoutSession(input);
    expect(await stripe.retrieveSession(id)).toEqual({
      id,
      status: "open",
      paymentStatus: "unpaid",
      amountTotal: 4210,
      paymentIntentId: null,
      metadata: input.metadata,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    });
    standIn.pay(id);
    expect(await stripe.retrieveSession(id)).toMatchObject({
      status: "complete",
      paymentStatus: "paid",
      paymentIntentId: `pi_for_${id}`,
      url: null,
    });
    expect(await stripe.retrieveSession("cs_test_missing")).toBeNull();

    expect(
      await stripe.refund({ paymentIntentId: `pi_for_${id}`, amount: 4210, idempotencyKey: "refund:abc" }),
    ).toEqual({
      id: "re_standin_1",
      amount: 4210,
    });
    const refund = captured.find((c) => c.path === "/v1/refunds");
    expect(refund?.form.get("payment_intent")).toBe(`pi_for_${id}`);
    expect(refund?.form.get("amount")).toBe("4210");
    expect(refund?.headers["idempotency-key"]).toBe("refund:abc");

    // expiring a paid session reports it as it stands (paid), not as an error
    expect(await stripe.expireSession(id)).toMatchObject({ status: "complete", paymentStatus: "paid" });
    const open = await stripe.createCheckoutSession(input);
    expect(await stripe.expireSession(open.id)).toMatchObject({ status: "expired", paymentStatus: "unpaid" });
  });

  it("wraps a request Stripe refuses in PaymentProviderError", async () => {
    const tooLong = { ...input, metadata: { ...input.metadata, note: "x".repeat(501) } };
    await expect(provider().createCheckoutSession(tooLong)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("verifies webhook signatures made with the SDK's test helper, and refuses others", async () => {
    const payload = JSON.stringify({
      id: "evt_test_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_9", object: "checkout.session" } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = await provider().parseWebhook(payload, new Headers({ "Stripe-Signature": header }));
    expect(event).toMatchObject({
      id: "evt_test_1",
      type: "checkout.session.completed",
      sessionId: "cs_test_9",
    });

    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    await expect(
      provider().parseWebhook(payload, new Headers({ "Stripe-Signature": wrong })),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider().parseWebhook(payload, new Headers())).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(
      provider().parseWebhook(
        payload.replace("cs_test_9", "cs_test_8"),
        new Headers({ "Stripe-Signature": header }),
      ),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe("the Stripe stand-in refuses what Stripe refuses", () => {
  const client = () => provider().client;
  const create = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}, unitAmount = 1000) =>
    client().checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: unitAmount, product_data: { name: "Wings" } },
        },
      ],
      success_url: `${TEST_PUBLIC_URL}/ok`,
      ...overrides,
    });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const stripeError = error as Stripe.errors.StripeInvalidRequestError;
    return {
      status: stripeError.statusCode,
      type: stripeError.rawType,
      param: stripeError.param,
      code: stripeError.code,
    };
  };
  const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

  it("takes metadata up to 50 keys of 40 characters with values of 500, and refuses more with 400", async () => {
    const full = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [
        `${"k".repeat(38)}${String(i).padStart(2, "0")}`,
        "v".repeat(500),
      ]),
    );
    await expect(create({ metadata: full })).resolves.toMatchObject({ status: "open" });
    expect(await refusal(create({ metadata: { ...full, one_more: "x" } }))).toMatchObject({
      status: 400,
      type: "invalid_request_error",
      param: "metadata",
    });
    expect(await refusal(create({ metadata: { ["k".repeat(41)]: "x" } }))).toMatchObject({
      status: 400,
      param: `metadata[${"k".repeat(41)}]`,
    });
    expect(await refusal(create({ metadata: { special_requests: "x".repeat(501) } }))).toMatchObject({
      status: 400,
      param: "metadata[special_requests]",
    });
    expect(
      await refusal(create({ payment_intent_data: { metadata: { note: "x".repeat(501) } } })),
    ).toMatchObject({ status: 400, param: "payment_intent_data[metadata][note]" });
  });

  it("takes expires_at from 30 minutes to 24 hours after creation, and refuses others with 400", async () => {
    await expect(create({ expires_at: inMinutes(31) })).resolves.toMatchObject({ status: "open" });
    await expect(create({ expires_at: inMinutes(24 * 60 - 1) })).resolves.toMatchObject({ status: "open" });
    expect(await refusal(create({ expires_at: inMinutes(29) }))).toMatchObject({
      status: 400,
      param: "expires_at",
    });
    expect(await refusal(create({ expires_at: inMinutes(24 * 60 + 1) }))).toMatchObject({
      status: 400,
      param: "expires_at",
    });
    const lasting = await create();
    expect(lasting.expires_at - lasting.created).toBe(24 * 60 * 60);
  });

  it("takes a total of $0.50 or more and refuses less with amount_too_small", async () => {
    await expect(create({}, 50)).resolves.toMatchObject({ amount_total: 50 });
    expect(await refusal(create({}, 49))).toMatchObject({
      status: 400,
      type: "invalid_request_error",
      code: "amount_too_small",
    });
  });
});

describe("checkout and webhook through Stripe", () => {
  const database = useTestDatabase();
  let menu: OrderingMenu;

  beforeAll(async () => {
    menu = await seedOrderingMenu(database.db);
    await seedNotificationSettings(database.db);
  });
  beforeEach(async () => {
    await clearOrders(database.db);
    await setStoreHours(database.db);
  });

  it("opens a Stripe session for the order and fulfils it from a signed event", async () => {
    const { app, config } = makeTestApp(database, {
      env: {
        STRIPE_SECRET_KEY: "sk_test_standin",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: apiBase,
      },
    });
    expect(config.paymentProvider).toBe("stripe");
    const response = await postCheckout(app, validCart(menu));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; sessionId: string };
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.sessionId}`);
    const [order] = await database.db
      .select({ id: orders.id, provider: orders.payment_provider, total: orders.total })
      .from(orders)
      .where(eq(orders.payment_session_id, body.sessionId));
    expect(order).toMatchObject({ provider: "stripe", total: VALID_CART_TOTALS.total });
    expect(sessions.get(body.sessionId)?.amount_total).toBe(VALID_CART_TOTALS.total);
    expect(sessions.get(body.sessionId)?.metadata.order_id).toBe(order?.id);

    standIn.pay(body.sessionId);
    const event = standIn.signedEvent("checkout.session.completed", body.sessionId, WEBHOOK_SECRET);
    const webhook = await app.request("/api/payments/webhook", {
      method: "POST",
      body: event.body,
      headers: event.headers,
    });
    expect(webhook.status).toBe(200);
    const [paid] = await database.db
      .select({ payment_status: orders.payment_status, intent: orders.payment_intent_id })
      .from(orders)
      .where(eq(orders.id, order!.id));
    expect(paid).toEqual({ payment_status: "paid", intent: `pi_for_${body.sessionId}` });
    expect(await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).toHaveLength(2);
  });
});
