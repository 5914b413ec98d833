import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { createSmsProvider, createTwilioProvider, SmsProviderError } from "#server/adapters/sms/twilio.ts";
import { createTexter } from "#server/adapters/sms/outbox-texter.ts";
import type { PaymentProvider, PaymentSession } from "#server/adapters/payments/types.ts";
import { loadConfig } from "#server/config.ts";
import { mailOutbox, orderEvents, orders, smsOptOuts, smsOutbox } from "#server/db/schema/index.ts";
import { answerError } from "#server/error-response.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { takeKitchenStep, type Actor } from "#server/orders/admin-service.ts";
import { fulfilOrder } from "#server/payments/service.ts";
import { startTestTwilio, type TestTwilio } from "#server/test/twilio-server.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { registerTextRoutes, SMS_INBOUND_PATH, SMS_STATUS_PATH } from "./api.ts";
import { saveTextSettings } from "./settings.ts";

const database = useTestDatabase();
const PUBLIC_URL = "http://shop.test";
const OWNER = "+14045550199";
const CUSTOMER = "+14045550101";
const log = pino({ level: "silent" });
let twilio: TestTwilio;
let actor: Actor;

function config() {
  return loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL,
    PAYMENT_PROVIDER: "sandbox",
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: twilio.fromNumber,
    TWILIO_API_BASE_URL: twilio.url,
  });
}

function texter() {
  return createTexter(createSmsProvider(config()), database.db, log, {
    baseBackoffMs: 0,
    statusCallbackUrl: `${PUBLIC_URL}${SMS_STATUS_PATH}`,
  });
}

function app() {
  const hono = new Hono<HonoEnv>();
  hono.use(async (c, next) => {
    c.set("log", log as never);
    await next();
  });
  hono.onError((error, c) => answerError(error, c));
  registerTextRoutes(hono, { db: database.db, config: config() });
  return hono;
}

beforeAll(async () => {
  twilio = await startTestTwilio();
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  actor = { userId, name: "Olive Owner" };
  await saveTextSettings(database.db, userId, { ownerPhones: [OWNER] });
});

afterAll(async () => {
  await twilio.stop();
});

beforeEach(async () => {
  twilio.sent.length = 0;
  await database.db.execute(sql`delete from sms_outbox`);
  await database.db.execute(sql`delete from sms_opt_outs`);
  await database.db.execute(sql`delete from mail_outbox`);
  await database.db.execute(sql`delete from orders`);
});

let counter = 5000;
/** An unpaid card order with a checkout session, as a checkout leaves it. */
async function insertOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  counter += 1;
  const sessionId = `sess_${randomUUID()}`;
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: `IS-${counter}`,
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
      customer_phone: "(404) 555-0101",
      subtotal: 3889,
      tax: 321,
      total: 4210,
      payment_provider: "sandbox",
      payment_session_id: sessionId,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
      ...overrides,
    })
    .returning({ id: orders.id });
  return { id: row!.id, sessionId, number: `IS-${counter}` };
}

const payments = {} as PaymentProvider;
async function pay(sessionId: string) {
  const session: PaymentSession = {
    id: sessionId,
    status: "complete",
    paymentStatus: "paid",
    amountTotal: 4210,
    paymentIntentId: `pi_${randomUUID()}`,
    metadata: {},
    url: null,
  };
  return fulfilOrder(database.db, { sessionId, session, publicUrl: PUBLIC_URL, log, payments });
}

function textsOf(orderId: string) {
  return database.db
    .select({ kind: smsOutbox.kind, to: smsOutbox.to_number, body: smsOutbox.body, status: smsOutbox.status })
    .from(smsOutbox)
    .where(eq(smsOutbox.order_id, orderId));
}

describe(`text messages (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("the adapter posts Twilio's form with basic auth; wrong credentials are a refusal not worth retrying", async () => {
    const provider = createTwilioProvider({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: twilio.fromNumber,
      apiBaseUrl: twilio.url,
    });
    const result = await provider.sendText({ to: OWNER, body: "Hello" });
    expect(result.sid).toMatch(/^SM/);
    expect(twilio.sent[0]).toMatchObject({
      kind: "message",
      to: OWNER,
      from: twilio.fromNumber,
      body: "Hello",
    });
    const call = await provider.placeCall({ to: OWNER, say: "Order 1 & 2" });
    expect(call.sid).toMatch(/^CA/);
    expect(twilio.sent[1]!.body).toContain("<Say>Order 1 &#38; 2</Say>");

    const wrong = createTwilioProvider({
      accountSid: twilio.accountSid,
      authToken: "wrong-token-123",
      from: twilio.fromNumber,
      apiBaseUrl: twilio.url,
    });
    const error = await wrong.sendText({ to: OWNER, body: "Hello" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect((error as SmsProviderError).retryable).toBe(false);
    twilio.failNext(503);
    const down = await provider.sendText({ to: OWNER, body: "Hello" }).catch((e: unknown) => e);
    expect((down as SmsProviderError).retryable).toBe(true);
  });

  it("a paid order texts the owner once, in the payment's transaction, however often it is fulfilled", async () => {
    const order = await insertOrder();
    expect(await pay(order.sessionId)).toBe("fulfilled");
    expect(await pay(order.sessionId)).toBe("already-paid");
    const rows = await textsOf(order.id);
    expect(rows).toEqual([
      {
        kind: "new-order",
        to: OWNER,
        body: `New order #${order.number}, $42.10, pickup ASAP`,
        status: "pending",
      },
    ]);
    const result = await texter().runOnce();
    expect(result.sent).toBe(1);
    expect(twilio.sent.map((m) => [m.to, m.body])).toEqual([
      [OWNER, `New order #${order.number}, $42.10, pickup ASAP`],
    ]);
    expect(await texter().runOnce()).toEqual({ sent: 0, failed: 0, retrying: 0, kept: 0 });
  });

  it("a sandbox (test) order never texts the owner's phone; its emails say it is a test", async () => {
    const order = await insertOrder({ is_test: true });
    expect(await pay(order.sessionId)).toBe("fulfilled");
    expect(await textsOf(order.id)).toEqual([]);
    const mail = await database.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.order_id, order.id));
    expect(mail.map((row) => row.kind).sort()).toEqual(["admin-notification", "customer-confirmation"]);
    for (const row of mail) expect(row.subject).toMatch(/^\[TEST\] /);
  });

  it("retries a 429 or a 5xx with back-off, and fails a refused number at once, visible on the order", async () => {
    const order = await insertOrder();
    await pay(order.sessionId);
    twilio.failNext(429);
    twilio.failNext(503);
    const sender = createTexter(createSmsProvider(config()), database.db, log, { baseBackoffMs: 60_000 });
    const due = () =>
      database.db.select({ at: smsOutbox.next_attempt_at, error: smsOutbox.last_error }).from(smsOutbox);
    expect((await sender.runOnce()).retrying).toBe(1);
    // the first retry waits one back-off step, the second two
    const [first] = await due();
    expect(first!.at.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(first!.error).toContain("429");
    expect((await sender.runOnce()).retrying).toBe(0);
    await database.db.update(smsOutbox).set({ next_attempt_at: new Date(Date.now() - 1000) });
    expect((await sender.runOnce()).retrying).toBe(1);
    const [retried] = await due();
    expect(retried!.at.getTime() - Date.now()).toBeGreaterThan(110_000);
    await database.db.update(smsOutbox).set({ next_attempt_at: new Date(Date.now() - 1000) });
    expect((await sender.runOnce()).sent).toBe(1);
    expect(twilio.sent).toHaveLength(1);

    const second = await insertOrder();
    await pay(second.sessionId);
    twilio.failNext(400);
    expect((await sender.runOnce()).failed).toBe(1);
    const [row] = await textsOf(second.id);
    expect(row!.status).toBe("failed");
    const timeline = await database.db
      .select({ kind: orderEvents.kind, note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.order_id, second.id));
    expect(timeline.map((entry) => entry.kind)).toEqual(["text-failed"]);
    expect(timeline[0]!.note).toContain("not sent: Twilio answered 400");
  });

  it("without a provider texts are kept, and the checkout is never held up", async () => {
    const order = await insertOrder();
    await pay(order.sessionId);
    const none = createTexter(createSmsProvider(loadConfig({ NODE_ENV: "test" })), database.db, log);
    expect(none.mode).toBe("outbox");
    expect((await none.runOnce()).kept).toBe(1);
    expect((await textsOf(order.id))[0]!.status).toBe("kept");
    expect(twilio.sent).toHaveLength(0);
  });

  it("records a signed status callback and refuses a forged one with 403", async () => {
    const order = await insertOrder();
    await pay(order.sessionId);
    await texter().runOnce();
    const sid = twilio.sent[0]!.sid;
    // the stand-in posts to PUBLIC_URL; route it into the app under test
    const hono = app();
    const signed = twilio.signedInbound(`${PUBLIC_URL}${SMS_STATUS_PATH}`, {
      MessageSid: sid,
      MessageStatus: "delivered",
    });
    const ok = await hono.request(SMS_STATUS_PATH, {
      method: "POST",
      headers: signed.headers,
      body: signed.body,
    });
    expect(ok.status).toBe(204);
    const [row] = await database.db
      .select({ status: smsOutbox.provider_status })
      .from(smsOutbox)
      .where(eq(smsOutbox.provider_sid, sid));
    expect(row!.status).toBe("delivered");

    const forged = twilio.signedInbound(`${PUBLIC_URL}${SMS_STATUS_PATH}`, {
      MessageSid: sid,
      MessageStatus: "failed",
    });
    const bad = await hono.request(SMS_STATUS_PATH, {
      method: "POST",
      headers: forged.headers,
      body: new URLSearchParams({ MessageSid: sid, MessageStatus: "undelivered" }).toString(),
    });
    expect(bad.status).toBe(403);
    const [after] = await database.db
      .select({ status: smsOutbox.provider_status })
      .from(smsOutbox)
      .where(eq(smsOutbox.provider_sid, sid));
    expect(after!.status).toBe("delivered");
  });

  it("a customer who ticked the box gets the confirm and ready texts; one who did not gets none", async () => {
    const consenting = await insertOrder({ text_updates_at: new Date() });
    const silent = await insertOrder();
    for (const order of [consenting, silent]) {
      await pay(order.sessionId);
      await takeKitchenStep(database.db, actor, order.id, "confirm", {
        publicUrl: PUBLIC_URL,
        readyInMinutes: 20,
      });
      await takeKitchenStep(database.db, actor, order.id, "ready", { publicUrl: PUBLIC_URL });
    }
    const texts = await textsOf(consenting.id);
    const customer = texts.filter((text) => text.to === CUSTOMER);
    expect(customer.map((text) => text.kind).sort()).toEqual(["confirmed", "ready"]);
    expect(customer.find((text) => text.kind === "confirmed")!.body).toMatch(
      new RegExp(`order #${consenting.number} is confirmed, ready about \\d{1,2}:\\d{2} [AP]M`),
    );
    expect(customer.find((text) => text.kind === "ready")!.body).toContain("is ready for pickup");
    expect((await textsOf(silent.id)).filter((text) => text.to === CUSTOMER)).toEqual([]);
  });

  it("STOP opts a number out (a forged one changes nothing), a new order then texts nobody; START opts back in", async () => {
    const hono = app();
    const url = `${PUBLIC_URL}${SMS_INBOUND_PATH}`;
    const forged = await hono.request(SMS_INBOUND_PATH, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": "bm90IGEgc2lnbmF0dXJl",
      },
      body: new URLSearchParams({ From: CUSTOMER, Body: "STOP" }).toString(),
    });
    expect(forged.status).toBe(403);
    expect(await database.db.select().from(smsOptOuts)).toEqual([]);

    const stop = twilio.signedInbound(url, { From: CUSTOMER, To: twilio.fromNumber, Body: " stop " });
    expect((await hono.request(SMS_INBOUND_PATH, { method: "POST", ...stop })).status).toBe(200);

    const order = await insertOrder({ text_updates_at: new Date() });
    await pay(order.sessionId);
    await takeKitchenStep(database.db, actor, order.id, "confirm", { publicUrl: PUBLIC_URL });
    await texter().runOnce();
    const [confirm] = (await textsOf(order.id)).filter((text) => text.to === CUSTOMER);
    expect(confirm!.status).toBe("skipped");
    expect(twilio.sent.filter((m) => m.to === CUSTOMER)).toEqual([]);

    const start = twilio.signedInbound(url, { From: CUSTOMER, To: twilio.fromNumber, Body: "START" });
    await hono.request(SMS_INBOUND_PATH, { method: "POST", ...start });
    await takeKitchenStep(database.db, actor, order.id, "ready", { publicUrl: PUBLIC_URL });
    await texter().runOnce();
    expect(twilio.sent.filter((m) => m.to === CUSTOMER).map((m) => m.body)).toEqual([
      expect.stringContaining("is ready for pickup"),
    ]);
  });
});
