// Stripe without the internet: a node:http stand-in on 127.0.0.1 answers the few API calls the
// provider makes, and records what the SDK sent. Webhook signatures come from the SDK's own helper.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
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
  VALID_CART_TOTALS,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import { PaymentProviderError, WebhookSignatureError } from "./types.ts";

type Captured = { method: string; path: string; form: URLSearchParams; headers: IncomingMessage["headers"] };
type StandInSession = {
  id: string;
  amount_total: number;
  metadata: Record<string, string>;
  status: string;
  payment_status: string;
};

const WEBHOOK_SECRET = "whsec_test_standin_secret";
let standIn: Server;
let apiBase: string;
const captured: Captured[] = [];
const sessions = new Map<string, StandInSession>();
let failCreate = false;

function sessionJson(session: StandInSession) {
  return {
    id: session.id,
    object: "checkout.session",
    status: session.status,
    payment_status: session.payment_status,
    amount_total: session.amount_total,
    metadata: session.metadata,
    payment_intent: session.payment_status === "paid" ? `pi_for_${session.id}` : null,
    url: session.status === "open" ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
  };
}

beforeAll(async () => {
  standIn = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0] ?? "";
      const form = new URLSearchParams(raw);
      captured.push({ method: req.method ?? "", path, form, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": "req_standin" });
        res.end(JSON.stringify(body));
      };
      const missing = () =>
        send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such checkout session",
          },
        });

      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        if (failCreate)
          return send(400, { error: { type: "invalid_request_error", message: "Stand-in refuses" } });
        let amount = 0;
        for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
          amount +=
            Number(form.get(`line_items[${i}][price_data][unit_amount]`)) *
            Number(form.get(`line_items[${i}][quantity]`));
        }
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session = {
          id: `cs_test_${sessions.size + 1}`,
          amount_total: amount,
          metadata,
          status: "open",
          payment_status: "unpaid",
        };
        sessions.set(session.id, session);
        return send(200, sessionJson(session));
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === "POST" && expire?.[1]) {
        const session = sessions.get(expire[1]);
        if (!session) return missing();
        if (session.status !== "open")
          return send(400, { error: { type: "invalid_request_error", message: "Not open" } });
        session.status = "expired";
        return send(200, sessionJson(session));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === "GET" && retrieve?.[1]) {
        const session = sessions.get(retrieve[1]);
        return session ? send(200, sessionJson(session)) : missing();
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        return send(200, {
          id: "re_standin_1",
          object: "refund",
          amount: Number(form.get("amount")),
          status: "succeeded",
        });
      }
      send(404, { error: { type: "invalid_request_error", message: `No route ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});
beforeEach(() => {
  captured.length = 0;
  failCreate = false;
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
    Object.assign(sessions.get(id)!, { status: "complete", payment_status: "paid" });
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

  it("wraps a refused request in PaymentProviderError", async () => {
    failCreate = true;
    await expect(provider().createCheckoutSession(input)).rejects.toBeInstanceOf(PaymentProviderError);
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

    Object.assign(sessions.get(body.sessionId)!, { status: "complete", payment_status: "paid" });
    const payload = JSON.stringify({
      id: "evt_flow_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: body.sessionId, object: "checkout.session" } },
    });
    const webhook = await app.request("/api/payments/webhook", {
      method: "POST",
      body: payload,
      headers: {
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
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
