// A bounded fuzz run over every public endpoint and page action, on loopback: malformed, oversized,
// control-character, wrong-type and boundary values. No answer may be a 5xx, and a refused request
// may leave no row behind. The generator is seeded, so a failure replays the same way.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cateringCategories,
  cateringMenuItems,
  inquiries,
  inquiryMessages,
  mailOutbox,
  orders,
  paymentEvents,
} from "#server/db/schema/index.ts";
import { buildCateringCategory, buildCateringMenuItem } from "#server/db/factories.ts";
import { makePageContext, formPost } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  businessDate,
  makeTestApp,
  seedNotificationSettings,
  seedOrderingMenu,
  setStoreHours,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { sendContactMessage } from "#app/routes/public/contact.server.ts";
import { cancelOrderFromPage, readConfirmation } from "#app/routes/public/order-confirmation.server.ts";

const database = useTestDatabase();
let menu: OrderingMenu;
let server: ServerType;
let baseUrl: string;

/** Cases per target: enough to cover every family of values below several times, yet quick. */
const CASES = Number(process.env.FUZZ_CASES ?? 60);

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  await setStoreHours(database.db);
  const { app } = makeTestApp(database, { internalUrl: () => baseUrl });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** mulberry32: small, seeded, good enough to pick values. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b"];
const STRINGS = [
  "",
  " ",
  "x".repeat(5000),
  "x".repeat(70_000),
  "\u0000",
  "a\u0000b",
  "\ud800",
  "😀".repeat(300),
  "'; drop table orders; --",
  "<script>alert(1)</script>",
  "%00",
  "../../etc/passwd",
  "9999-12-31",
  "0000-00-00",
  "2024-02-30",
  "-1",
  "1e309",
  "NaN",
  "null",
  "{}",
  "[]",
  "00000000-0000-0000-0000-000000000000",
  "cs_sandbox_" + "A".repeat(300),
];
const VALUES: unknown[] = [
  ...STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 31),
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  [null],
  { $ne: 1 },
];

function fuzzValue(rng: ReturnType<typeof random>): unknown {
  const choice = rng.next();
  if (choice < 0.3) return `${rng.pick(STRINGS)}${rng.pick(CONTROL)}${rng.pick(STRINGS).slice(0, 20)}`;
  return rng.pick(VALUES);
}

function fuzzString(rng: ReturnType<typeof random>): string {
  const value = fuzzValue(rng);
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** A valid cart with one field (possibly nested) replaced by a fuzz value, or a wholly broken body. */
function fuzzCart(rng: ReturnType<typeof random>): string {
  const shape = rng.next();
  if (shape < 0.1) return fuzzString(rng);
  if (shape < 0.15) return "{".repeat(2000);
  const cart = validCart(menu) as unknown as Record<string, unknown>;
  const line = (cart.cartItems as Record<string, unknown>[])[0]!;
  const modifier = (line.modifiers as Record<string, unknown>[])[0]!;
  const targets: [Record<string, unknown>, string][] = [
    [cart, "customerName"],
    [cart, "customerEmail"],
    [cart, "customerPhone"],
    [cart, "specialInstructions"],
    [cart, "orderType"],
    [cart, "scheduled"],
    [cart, "scheduledDate"],
    [cart, "scheduledTime"],
    [cart, "cartItems"],
    // the tip and the promo code (docs/product/03-ordering.md §3.15, §3.16), and amounts only the server sets
    [cart, "tipPercent"],
    [cart, "tipCents"],
    [cart, "promoCode"],
    [cart, "tip"],
    [cart, "discount"],
    [line, "itemId"],
    [line, "quantity"],
    [line, "specialInstructions"],
    [line, "modifiers"],
    [line, "price"],
    [modifier, "groupId"],
    [modifier, "groupName"],
    [modifier, "selectedOptions"],
  ];
  const [target, key] = rng.pick(targets);
  target[key] = fuzzValue(rng);
  if (key.startsWith("scheduled") && rng.next() < 0.5) cart.scheduled = true;
  return JSON.stringify(cart);
}

async function countRows() {
  const [o, m, e, i, im] = await Promise.all([
    database.db.select({ id: orders.id }).from(orders),
    database.db.select({ id: mailOutbox.id }).from(mailOutbox),
    database.db.select({ id: paymentEvents.id }).from(paymentEvents),
    database.db.select({ id: inquiries.id }).from(inquiries),
    database.db.select({ id: inquiryMessages.id }).from(inquiryMessages),
  ]);
  return { orders: o.length, mail: m.length, events: e.length, inquiries: i.length, messages: im.length };
}

/** A value a client can put in a header at all (fetch refuses the rest before sending). */
function headerSafe(value: string): string {
  return Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    return char.length === 1 &&
      (code === 9 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff))
      ? char
      : "?";
  }).join("");
}

/** Percent-encodes, and sends a lone surrogate as the invalid UTF-8 it would be. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

type Outcome = { target: string; status: number; detail: string };

function expectNoServerErrors(outcomes: Outcome[]) {
  const broken = outcomes.filter((outcome) => outcome.status >= 500);
  expect(
    broken.map((outcome) => `${outcome.target} → ${outcome.status}: ${outcome.detail.slice(0, 200)}`),
  ).toEqual([]);
}

let keyCounter = 0;

describe("fuzzing the public endpoints (no 5xx, nothing stored when refused)", () => {
  it("POST /api/checkout", async () => {
    const rng = random(1);
    const outcomes: Outcome[] = [];
    for (let n = 0; n < CASES; n += 1) {
      const body = fuzzCart(rng);
      const before = await countRows();
      const response = await fetch(`${baseUrl}/api/checkout`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": `fuzz-${process.pid}-${++keyCounter}`,
        },
        body,
      });
      const text = await response.text();
      outcomes.push({ target: `checkout ${body.slice(0, 120)}`, status: response.status, detail: text });
      if (response.status >= 400) expect(await countRows()).toEqual(before);
    }
    expectNoServerErrors(outcomes);
  });

  it("POST /api/checkout/promo-code", async () => {
    const rng = random(7);
    const outcomes: Outcome[] = [];
    for (let n = 0; n < CASES; n += 1) {
      const fields: Record<string, unknown> = {
        promoCode: "SAVE10",
        orderType: "pickup",
        subtotalCents: 3889,
      };
      fields[rng.pick(["promoCode", "orderType", "subtotalCents", "customerEmail"])] = fuzzValue(rng);
      const body = rng.next() < 0.1 ? fuzzString(rng) : JSON.stringify(fields);
      const response = await fetch(`${baseUrl}/api/checkout/promo-code`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      outcomes.push({
        target: `promo ${body.slice(0, 120)}`,
        status: response.status,
        detail: await response.text(),
      });
    }
    expectNoServerErrors(outcomes);
  });

  it("POST /api/catering/checkout: the tip choice and amounts only the server sets", async () => {
    const [category] = await database.db
      .insert(cateringCategories)
      .values(buildCateringCategory({ name: "Fuzz Trays" }))
      .returning({ id: cateringCategories.id });
    const [item] = await database.db
      .insert(cateringMenuItems)
      .values(
        buildCateringMenuItem({
          title: "Fuzz Tray",
          category: "Fuzz Trays",
          category_id: category!.id,
          price_tiers: [{ name: "Full Tray", price: 16000, serves: "20-25" }],
        }),
      )
      .returning({ id: cateringMenuItems.id });
    const rng = random(11);
    const outcomes: Outcome[] = [];
    for (let n = 0; n < CASES; n += 1) {
      const fields: Record<string, unknown> = {
        cartItems: [{ itemId: item!.id, tier: "Full Tray", quantity: 1 }],
        customerName: "Fuzz Caterer",
        customerEmail: "fuzz@example.com",
        eventDate: businessDate(10).dateKey,
        eventTime: "17:00",
        eventType: "Corporate",
        guestCount: 20,
        deliveryOption: "pickup",
      };
      fields[rng.pick(["tipPercent", "tipCents", "tip", "total", "subtotal"])] = fuzzValue(rng);
      const body = rng.next() < 0.1 ? fuzzString(rng) : JSON.stringify(fields);
      const before = await countRows();
      const response = await fetch(`${baseUrl}/api/catering/checkout`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": `fuzz-catering-${process.pid}-${++keyCounter}`,
        },
        body,
      });
      const text = await response.text();
      outcomes.push({ target: `catering ${body.slice(0, 120)}`, status: response.status, detail: text });
      if (response.status >= 400) expect(await countRows()).toEqual(before);
    }
    expectNoServerErrors(outcomes);
  });

  it("checkout headers: Idempotency-Key and content types", async () => {
    const rng = random(2);
    const outcomes: Outcome[] = [];
    for (let n = 0; n < CASES / 2; n += 1) {
      const before = await countRows();
      // fetch refuses NUL in a header value itself; the server must also cope with the rest
      const key = headerSafe(fuzzString(rng)).slice(0, 300);
      const response = await fetch(`${baseUrl}/api/checkout`, {
        method: "POST",
        headers: {
          "Content-Type": rng.pick([
            "application/json",
            "text/plain",
            "multipart/form-data",
            "application/x-www-form-urlencoded",
          ]),
          "Idempotency-Key": key,
        },
        body: rng.next() < 0.5 ? JSON.stringify(validCart(menu)) : fuzzString(rng),
      });
      outcomes.push({
        target: `checkout key ${JSON.stringify(key).slice(0, 80)}`,
        status: response.status,
        detail: await response.text(),
      });
      if (response.status >= 400) expect(await countRows()).toEqual(before);
    }
    expectNoServerErrors(outcomes);
  });

  it("GET endpoints with fuzzed query strings and paths", async () => {
    const rng = random(3);
    const outcomes: Outcome[] = [];
    const paths = [
      (v: string) => `/api/menu/modifiers?itemIds=${encodePart(v)}`,
      (v: string) => `/api/store-hours?x=${encodePart(v)}`,
      (v: string) => `/api/settings?keys=${encodePart(v)}`,
      (v: string) => `/api/alerts?x=${encodePart(v)}`,
      (v: string) => `/api/site?x=${encodePart(v)}`,
      (v: string) => `/pay/sandbox/${encodePart(v)}`,
      (v: string) => `/img/${encodePart(v)}/images/menu/x.svg`,
      (v: string) => `/img/320/${encodePart(v)}`,
      (v: string) => `/api/${encodePart(v)}`,
      (v: string) => `/robots.txt?${encodePart(v)}`,
      (v: string) => `/sitemap.xml?${encodePart(v)}`,
      () => `/healthz`,
    ];
    for (let n = 0; n < CASES; n += 1) {
      const url = rng.pick(paths)(fuzzString(rng).slice(0, 4000));
      const response = await fetch(`${baseUrl}${url}`);
      outcomes.push({
        target: `GET ${url.slice(0, 120)}`,
        status: response.status,
        detail: await response.text(),
      });
    }
    expectNoServerErrors(outcomes);
  });

  it("POST /pay/sandbox/:id and the webhook with fuzzed forms and events", async () => {
    const rng = random(4);
    const outcomes: Outcome[] = [];
    const checkout = await fetch(`${baseUrl}/api/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `fuzz-pay-${process.pid}` },
      body: JSON.stringify(validCart(menu)),
    });
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    for (let n = 0; n < CASES; n += 1) {
      const before = await countRows();
      const form = new URLSearchParams({
        card_number: rng.next() < 0.5 ? "4242424242424242" : fuzzString(rng),
        expiry: fuzzString(rng),
        cvc: fuzzString(rng),
      });
      const target = rng.next() < 0.8 ? sessionId : fuzzString(rng).slice(0, 300);
      const pay = await fetch(`${baseUrl}/pay/sandbox/${encodePart(target)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
        redirect: "manual",
      });
      outcomes.push({
        target: `pay ${form.toString().slice(0, 100)}`,
        status: pay.status,
        detail: await pay.text(),
      });
      if (pay.status >= 400) expect(await countRows()).toEqual(before);

      const hook = await fetch(`${baseUrl}/api/payments/webhook`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Sandbox-Signature": headerSafe(fuzzString(rng)).slice(0, 200),
        },
        body: JSON.stringify({
          id: fuzzValue(rng),
          type: "checkout.session.completed",
          data: { object: { id: fuzzValue(rng) } },
        }),
      });
      outcomes.push({ target: "webhook", status: hook.status, detail: await hook.text() });
      // an unsigned event is refused and never recorded
      expect(hook.status).toBe(400);
    }
    expectNoServerErrors(outcomes);
    // the sandbox session was never paid with a wrong expiry or card
    const [order] = await database.db.select({ payment: orders.payment_status }).from(orders);
    expect(["unpaid", "paid"]).toContain(order?.payment);
  });
});

describe("fuzzing the page actions and loaders (no 5xx, nothing stored when refused)", () => {
  let client = 0;
  const context = () => makePageContext(database.db, { clientKey: `203.0.113.${(++client % 250) + 1}` });

  it("the contact page's action", async () => {
    const rng = random(5);
    const outcomes: Outcome[] = [];
    for (let n = 0; n < CASES; n += 1) {
      const fields: Record<string, string> = {
        name: "Ana",
        email: "ana@example.com",
        subject: "Hello",
        message: "A question",
      };
      const key = rng.pick(Object.keys(fields));
      fields[key] = fuzzString(rng);
      const before = await countRows();
      let status = 200;
      let detail = "";
      try {
        const result = (await sendContactMessage(
          context(),
          formPost("http://shop.test/contact", fields),
        )) as {
          init?: { status?: number };
        };
        status = result.init?.status ?? 200;
        detail = JSON.stringify(result).slice(0, 200);
      } catch (error) {
        status = 500;
        detail = String(error);
      }
      outcomes.push({ target: `contact ${key}=${JSON.stringify(fields[key]).slice(0, 80)}`, status, detail });
      if (status >= 400) expect(await countRows()).toEqual(before);
    }
    expectNoServerErrors(outcomes);
  });

  it("the order confirmation's cancel action and loader", async () => {
    const rng = random(6);
    const outcomes: Outcome[] = [];
    for (let n = 0; n < CASES; n += 1) {
      const fields: Record<string, string> = {};
      fields[rng.pick(["session_id", "sessionId", "token"])] = fuzzString(rng);
      if (rng.next() < 0.7) fields.cancellationReason = fuzzString(rng);
      const before = await countRows();
      let status = 200;
      let detail = "";
      try {
        const result = (await cancelOrderFromPage(
          context(),
          formPost("http://shop.test/order-confirmation", fields),
        )) as { init?: { status?: number } };
        status = result.init?.status ?? 200;
        detail = JSON.stringify(result).slice(0, 200);
      } catch (error) {
        status = 500;
        detail = String(error);
      }
      outcomes.push({ target: `cancel ${JSON.stringify(fields).slice(0, 120)}`, status, detail });
      if (status >= 400) expect(await countRows()).toEqual(before);

      try {
        const query = new URLSearchParams(fields).toString();
        await readConfirmation(context(), new URL(`http://shop.test/order-confirmation?${query}`), () =>
          Promise.resolve(),
        );
      } catch (error) {
        outcomes.push({
          target: `confirmation ${JSON.stringify(fields).slice(0, 120)}`,
          status: 500,
          detail: String(error),
        });
      }
    }
    expectNoServerErrors(outcomes);
  });
});
