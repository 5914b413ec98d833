// Stripe without the internet, for tests: a node:http stand-in on 127.0.0.1 for the calls the app
// makes (the balance read that checks a key, coupons, Checkout Sessions, refunds), written from
// Stripe's API reference and holding the app to Stripe's documented limits, so a request Stripe
// would refuse is refused here too, with Stripe's error shape and status. It records every request
// (path, form, headers) so a test can tell which key and which provider a call used. Webhook events
// are signed with the stripe package's own `webhooks.generateTestHeaderString`, never by hand.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type StandInRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage["headers"];
};

export type StandInSession = {
  id: string;
  created: number;
  expires_at: number;
  amount_subtotal: number;
  amount_total: number;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
};

export type StripeStandIn = {
  /** For STRIPE_API_BASE. */
  apiBase: string;
  /** Keys the stand-in accepts; any other is answered 401, as Stripe answers a wrong key. */
  keys: Set<string>;
  requests: StandInRequest[];
  sessions: Map<string, StandInSession>;
  /**
   * The customer pays on the hosted page: the session turns complete and paid. No webhook is sent
   * (Stripe's delivery is the test's to make, or to drop): see `signedEvent`.
   */
  pay: (sessionId: string) => StandInSession;
  /** An event as Stripe POSTs it to the webhook endpoint, signed with `secret` by the SDK's helper. */
  signedEvent: (
    type: string,
    sessionId: string,
    secret: string,
  ) => { body: string; headers: Record<string, string> };
  close: () => Promise<void>;
};

// Stripe's documented limits, each from the page named beside it.
/** docs.stripe.com/metadata, "Data": "You can add 50 total key-value pairs". */
export const METADATA_MAX_KEYS = 50;
/** docs.stripe.com/metadata, "Data": "key: 40-character limit. Square brackets ([ ]) can't be included". */
export const METADATA_KEY_MAX_LENGTH = 40;
/** docs.stripe.com/metadata, "Data": "value: 500-character limit". */
export const METADATA_VALUE_MAX_LENGTH = 500;
/**
 * API reference, Create a Checkout Session, `expires_at`: "It can be anywhere from 30 minutes to 24
 * hours after Checkout Session creation. By default, this value is 24 hours from creation." (also
 * docs.stripe.com/payments/checkout/managing-limited-inventory, "Set an expiration time").
 */
export const SESSION_MIN_LIFE_SECONDS = 30 * 60;
export const SESSION_MAX_LIFE_SECONDS = 24 * 60 * 60;
/**
 * docs.stripe.com/currencies, "Minimum and maximum charge amounts": USD $0.50; a smaller total is
 * refused with the error code `amount_too_small`, one of the codes of the API reference's Errors
 * object (docs.stripe.com/api/errors, `code`; the stripe package lists it among its error codes).
 */
export const MIN_CHARGE_CENTS_USD = 50;

type StripeError = { status: number; type: string; message: string; param?: string; code?: string };

/** docs.stripe.com/api/errors: `{ error: { type, message, param?, code? } }` with the HTTP status. */
function errorBody(error: StripeError) {
  return {
    error: {
      type: error.type,
      message: error.message,
      ...(error.param ? { param: error.param } : {}),
      ...(error.code ? { code: error.code } : {}),
    },
  };
}

const invalid = (param: string, message: string, code?: string): StripeError => ({
  status: 400,
  type: "invalid_request_error",
  message,
  param,
  ...(code ? { code } : {}),
});

/** `prefix[key]=value` pairs of a form-encoded body, as Stripe reads a hash parameter. */
function readHash(form: URLSearchParams, prefix: string): Record<string, string> {
  const hash: Record<string, string> = {};
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(.*)\\]$`);
  for (const [name, value] of form) {
    const match = pattern.exec(name);
    if (match?.[1] !== undefined) hash[match[1]] = value;
  }
  return hash;
}

/** The metadata limits of docs.stripe.com/metadata, for the hash posted as `param`. */
function checkMetadata(metadata: Record<string, string>, param: string): StripeError | null {
  const keys = Object.keys(metadata);
  if (keys.length > METADATA_MAX_KEYS) {
    return invalid(param, `You can only specify up to ${METADATA_MAX_KEYS} metadata keys.`);
  }
  for (const key of keys) {
    if (key.length > METADATA_KEY_MAX_LENGTH || /[[\]]/.test(key)) {
      return invalid(
        `${param}[${key}]`,
        `Metadata keys can have up to ${METADATA_KEY_MAX_LENGTH} characters and no square brackets.`,
      );
    }
    const value = metadata[key] ?? "";
    if (value.length > METADATA_VALUE_MAX_LENGTH) {
      return invalid(
        `${param}[${key}]`,
        `Metadata values can have up to ${METADATA_VALUE_MAX_LENGTH} characters, but you passed in a value that is ${value.length} characters long.`,
      );
    }
  }
  return null;
}

export async function startStripeStandIn(keys: string[]): Promise<StripeStandIn> {
  const accepted = new Set(keys);
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const coupons = new Map<string, number>();
  const refunds = new Map<string, { id: string; amount: number }>();
  let counter = 0;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  // a session past its expires_at is expired when read, as Stripe reports it
  const current = (session: StandInSession): StandInSession => {
    if (session.status === "open" && session.expires_at <= nowSeconds()) session.status = "expired";
    return session;
  };

  const sessionJson = (session: StandInSession) => ({
    id: session.id,
    object: "checkout.session",
    livemode: false,
    mode: "payment",
    currency: "usd",
    created: session.created,
    expires_at: session.expires_at,
    status: session.status,
    payment_status: session.payment_status,
    amount_subtotal: session.amount_subtotal,
    amount_total: session.amount_total,
    customer_email: session.customer_email,
    client_reference_id: session.client_reference_id,
    metadata: session.metadata,
    payment_intent: session.payment_status === "paid" ? `pi_for_${session.id}` : null,
    url: session.status === "open" ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
  });

  const createSession = (
    form: URLSearchParams,
  ): { session: StandInSession; error?: never } | { error: StripeError } => {
    const created = nowSeconds();
    let subtotal = 0;
    for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
      subtotal +=
        Number(form.get(`line_items[${i}][price_data][unit_amount]`)) *
        Number(form.get(`line_items[${i}][quantity]`));
    }
    let discount = 0;
    const couponId = form.get("discounts[0][coupon]");
    if (couponId !== null) {
      const amountOff = coupons.get(couponId);
      if (amountOff === undefined) {
        return {
          error: invalid("discounts[0][coupon]", `No such coupon: '${couponId}'`, "resource_missing"),
        };
      }
      discount = Math.min(amountOff, subtotal);
    }
    const total = subtotal - discount;
    if (total < MIN_CHARGE_CENTS_USD) {
      return {
        error: invalid(
          "line_items",
          "The Checkout Session's total amount due must add up to at least $0.50 usd",
          "amount_too_small",
        ),
      };
    }
    const metadata = readHash(form, "metadata");
    const problem =
      checkMetadata(metadata, "metadata") ??
      checkMetadata(readHash(form, "payment_intent_data[metadata]"), "payment_intent_data[metadata]");
    if (problem) return { error: problem };
    const expiresParam = form.get("expires_at");
    let expiresAt = created + SESSION_MAX_LIFE_SECONDS;
    if (expiresParam !== null) {
      expiresAt = Number(expiresParam);
      if (!Number.isInteger(expiresAt)) {
        return { error: invalid("expires_at", `Invalid integer: ${expiresParam}`) };
      }
      if (expiresAt - created < SESSION_MIN_LIFE_SECONDS) {
        return {
          error: invalid(
            "expires_at",
            "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
          ),
        };
      }
      if (expiresAt - created > SESSION_MAX_LIFE_SECONDS) {
        return {
          error: invalid(
            "expires_at",
            "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
          ),
        };
      }
    }
    counter += 1;
    const session: StandInSession = {
      id: `cs_test_standin_${counter}`,
      created,
      expires_at: expiresAt,
      amount_subtotal: subtotal,
      amount_total: total,
      customer_email: form.get("customer_email"),
      client_reference_id: form.get("client_reference_id"),
      metadata,
      status: "open",
      payment_status: "unpaid",
    };
    return { session };
  };

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0] ?? "";
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? "", path, form, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": "req_standin" });
        res.end(JSON.stringify(body));
      };
      const refuse = (error: StripeError) => send(error.status, errorBody(error));
      const missing = (what: string, id: string) =>
        refuse({
          status: 404,
          type: "invalid_request_error",
          code: "resource_missing",
          param: "id",
          message: `No such ${what}: '${id}'`,
        });

      const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      if (!accepted.has(key)) {
        return refuse({
          status: 401,
          type: "invalid_request_error",
          message: "Invalid API Key provided: sk_****",
        });
      }
      if (req.method === "GET" && path === "/v1/balance") {
        return send(200, { object: "balance", livemode: false, available: [], pending: [] });
      }
      if (req.method === "POST" && path === "/v1/coupons") {
        const amountOff = Number(form.get("amount_off"));
        const name = form.get("name") ?? "";
        counter += 1;
        const id = `coupon_standin_${counter}`;
        coupons.set(id, amountOff);
        return send(200, { id, object: "coupon", amount_off: amountOff, currency: "usd", name });
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const result = createSession(form);
        if (result.error) return refuse(result.error);
        sessions.set(result.session.id, result.session);
        return send(200, sessionJson(result.session));
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (req.method === "POST" && expire?.[1]) {
        const session = sessions.get(expire[1]);
        if (!session) return missing("checkout.session", expire[1]);
        // API reference, Expire a Checkout Session: only an open session can be expired
        if (current(session).status !== "open") {
          return refuse(
            invalid("session", `This Checkout Session is already ${session.status} and can't be expired.`),
          );
        }
        session.status = "expired";
        return send(200, sessionJson(session));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === "GET" && retrieve?.[1]) {
        const session = sessions.get(retrieve[1]);
        return session ? send(200, sessionJson(current(session))) : missing("checkout.session", retrieve[1]);
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const idempotencyKey = String(req.headers["idempotency-key"] ?? "");
        const earlier = refunds.get(idempotencyKey);
        const refund = earlier ?? {
          id: `re_standin_${refunds.size + 1}`,
          amount: Number(form.get("amount")),
        };
        if (idempotencyKey) refunds.set(idempotencyKey, refund);
        return send(200, { ...refund, object: "refund", status: "succeeded" });
      }
      refuse({
        status: 404,
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method} ${path}).`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keys: accepted,
    requests,
    sessions,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session || current(session).status !== "open") {
        throw new Error(`The stand-in has no open session ${sessionId}`);
      }
      session.status = "complete";
      session.payment_status = "paid";
      return session;
    },
    signedEvent(type, sessionId, secret) {
      const session = sessions.get(sessionId);
      counter += 1;
      const body = JSON.stringify({
        id: `evt_standin_${counter}`,
        object: "event",
        type,
        created: nowSeconds(),
        livemode: false,
        data: {
          object: session ? sessionJson(current(session)) : { id: sessionId, object: "checkout.session" },
        },
      });
      return {
        body,
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
