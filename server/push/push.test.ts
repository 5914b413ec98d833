import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { createPusher } from "#server/adapters/push/outbox-pusher.ts";
import type { PaymentProvider, PaymentSession } from "#server/adapters/payments/types.ts";
import { openDatabase } from "#server/db/client.ts";
import { auditLog, orders, pushOutbox, pushSubscriptions, siteSecrets } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { fulfilOrder } from "#server/payments/service.ts";
import { startTestPushService, type TestPushService } from "#server/test/push-service.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { activitySentence } from "#domain/activity-sentence.ts";
import { deviceLabel } from "#domain/push-alerts.ts";
import { loadVapidKeys } from "./keys.ts";
import { queueNewOrderAlerts, queueTestAlert } from "./outbox.ts";
import { changePhoneAlerts } from "./settings-page.ts";
import {
  BAD_SUBSCRIPTION,
  checkSubscription,
  listDevices,
  removeDevice,
  saveSubscription,
} from "./subscriptions.ts";

const database = useTestDatabase();
const PUBLIC_URL = "http://shop.test";
const log = pino({ level: "silent" });
let push: TestPushService;
let ownerId: string;

beforeAll(async () => {
  push = await startTestPushService();
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  ownerId = userId;
});

afterAll(async () => {
  await push.stop();
});

beforeEach(async () => {
  push.deliveries.length = 0;
  push.refused.length = 0;
  await database.db.execute(sql`delete from push_outbox`);
  await database.db.execute(sql`delete from push_subscriptions`);
  await database.db.execute(sql`delete from mail_outbox`);
  await database.db.execute(sql`delete from sms_outbox`);
  await database.db.execute(sql`delete from orders`);
});

function pusher(db = database.db) {
  // the stand-in push service is on this machine
  return createPusher(db, log, { publicUrl: PUBLIC_URL, baseBackoffMs: 60_000, allowLoopback: true });
}

/** A device subscribed through the stand-in, saved for the owner as the settings page saves it. */
async function subscribeDevice(label = "Chrome on Android") {
  const subscription = push.subscribe();
  const input = checkSubscription(
    { endpoint: subscription.endpoint, ...subscription.keys },
    { allowLoopbackHttp: true },
  );
  const { id } = await saveSubscription(database.db, ownerId, { ...input, label });
  return { id, endpoint: subscription.endpoint, deviceId: subscription.endpoint.split("/").pop()! };
}

let counter = 7000;
async function insertOrder() {
  counter += 1;
  const sessionId = `sess_${randomUUID()}`;
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: `A${counter}`,
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
      subtotal: 3889,
      tax: 321,
      total: 4210,
      payment_provider: "sandbox",
      payment_session_id: sessionId,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
    })
    .returning({ id: orders.id });
  return { id: row!.id, sessionId, number: `A${counter}` };
}

const payments = {} as PaymentProvider;
function pay(sessionId: string) {
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

describe(`phone alerts (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("keeps one VAPID key pair with the data, the same for every caller", async () => {
    const [first, second] = await Promise.all([loadVapidKeys(database.db), loadVapidKeys(database.db)]);
    expect(first).toEqual(second);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    const rows = await database.db
      .select()
      .from(siteSecrets)
      .where(eq(siteSecrets.name, "web_push_vapid_keys"));
    expect(rows).toHaveLength(1);
  });

  it("a paid order pushes one encrypted, signed alert to each subscribed device, however often it is paid", async () => {
    const phone = await subscribeDevice("Chrome on Android");
    const tablet = await subscribeDevice("Safari on iPad");
    const order = await insertOrder();
    expect(await pay(order.sessionId)).toBe("fulfilled");
    expect(await pay(order.sessionId)).toBe("already-paid");
    expect(await queueNewOrderAlerts(database.db, order.id)).toBe(0);

    expect(await pusher().runOnce()).toEqual({ sent: 2, failed: 0, retrying: 0, removed: 0 });
    expect(push.refused).toEqual([]);
    expect(push.deliveries.map((d) => d.deviceId).sort()).toEqual([phone.deviceId, tablet.deviceId].sort());
    const keys = await loadVapidKeys(database.db);
    for (const delivery of push.deliveries) {
      expect(delivery.payload).toEqual({
        title: `New order #${order.number}, $42.10`,
        body: "Island Spice Kitchen: tap to open the order.",
        url: `/admin/orders/${order.id}`,
        tag: `order-${order.id}`,
      });
      expect(delivery.vapidKey).toBe(keys.publicKey);
      expect(delivery.subject).toBe("mailto:owner@example.com");
      expect(delivery.ttl).toBeGreaterThan(0);
    }
    expect(await pusher().runOnce()).toEqual({ sent: 0, failed: 0, retrying: 0, removed: 0 });
    expect(push.deliveries).toHaveLength(2);
  });

  it("two instances sending at once deliver each alert once", async () => {
    await subscribeDevice();
    await subscribeDevice();
    await subscribeDevice();
    for (let i = 0; i < 4; i += 1) await pay((await insertOrder()).sessionId);
    const second = database.url
      ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 3 })
      : null;
    try {
      const results = await Promise.all([pusher().runOnce(), pusher(second?.db ?? database.db).runOnce()]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    } finally {
      await second?.close();
    }
    expect(push.deliveries).toHaveLength(12);
    const pairs = new Set(push.deliveries.map((d) => `${d.deviceId}:${d.payload.url}`));
    expect(pairs.size).toBe(12);
  });

  it("sends nothing to a removed device, and its waiting alerts go with it", async () => {
    const kept = await subscribeDevice("Chrome on Android");
    const removed = await subscribeDevice("Firefox on Windows");
    const first = await insertOrder();
    await pay(first.sessionId);
    expect(await removeDevice(database.db, ownerId, removed.id)).toEqual({ label: "Firefox on Windows" });
    const second = await insertOrder();
    await pay(second.sessionId);
    await pusher().runOnce();
    expect(push.deliveries.map((d) => d.deviceId)).toEqual([kept.deviceId, kept.deviceId]);
    const error = await removeDevice(database.db, ownerId, removed.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("NOT_FOUND");
    expect(
      ((await removeDevice(database.db, ownerId, "not-an-id").catch((e: unknown) => e)) as AppError).code,
    ).toBe("NOT_FOUND");
  });

  it("a 410 from the push service removes the device; a 404 too", async () => {
    const gone = await subscribeDevice();
    const alive = await subscribeDevice();
    push.expire(gone.endpoint);
    const order = await insertOrder();
    await pay(order.sessionId);
    const result = await pusher().runOnce();
    expect(result).toMatchObject({ sent: 1, removed: 1 });
    expect(push.refused).toEqual([{ deviceId: gone.deviceId, status: 410, reason: "subscription expired" }]);
    const left = await database.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
    expect(left).toEqual([{ id: alive.id }]);
    expect(
      await database.db.select().from(pushOutbox).where(eq(pushOutbox.subscription_id, gone.id)),
    ).toEqual([]);

    // an endpoint the push service does not know (404) is dropped the same way
    const unknown = await saveSubscription(database.db, ownerId, {
      ...checkSubscription(
        { endpoint: `${push.url}/push/${randomUUID()}`, ...push.subscribe().keys },
        { allowLoopbackHttp: true },
      ),
      label: "Old phone",
    });
    await queueTestAlert(database.db, ownerId);
    expect(await pusher().runOnce()).toMatchObject({ sent: 1, removed: 1 });
    expect(
      await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, unknown.id)),
    ).toEqual([]);
  });

  it("retries a 429 or a 5xx with back-off and gives up after the last attempt", async () => {
    await subscribeDevice();
    await pay((await insertOrder()).sessionId);
    push.failNext(503);
    const sender = pusher();
    expect(await sender.runOnce()).toMatchObject({ retrying: 1, sent: 0 });
    const [row] = await database.db.select().from(pushOutbox);
    expect(row!.status).toBe("pending");
    expect(row!.last_error).toContain("503");
    expect(row!.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await sender.runOnce()).toMatchObject({ retrying: 0, sent: 0 });
    await database.db.update(pushOutbox).set({ next_attempt_at: new Date(Date.now() - 1000) });
    push.failNext(429);
    expect(await sender.runOnce()).toMatchObject({ retrying: 1 });
    const [again] = await database.db.select().from(pushOutbox);
    expect(again!.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(110_000);
    await database.db.update(pushOutbox).set({ next_attempt_at: new Date(Date.now() - 1000) });
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    expect(push.deliveries).toHaveLength(1);

    // a refusal that is not worth repeating (400) fails the alert at once
    await pay((await insertOrder()).sessionId);
    push.failNext(400);
    expect(await sender.runOnce()).toMatchObject({ failed: 1 });
  });

  it("refuses an endpoint outside http(s), a private address, and keys of the wrong size", () => {
    const good = push.subscribe();
    const fields = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", ...good.keys };
    expect(checkSubscription(fields, { allowLoopbackHttp: false }).endpoint).toBe(fields.endpoint);
    const refused = (changes: Record<string, unknown>, allowLoopbackHttp = false) => {
      const error = (() => {
        try {
          checkSubscription({ ...fields, ...changes }, { allowLoopbackHttp });
        } catch (e) {
          return e;
        }
        return null;
      })();
      return error instanceof AppError && error.code === "VALIDATION";
    };
    expect(refused({ endpoint: "javascript:alert(1)" })).toBe(true);
    expect(refused({ endpoint: "file:///etc/passwd" })).toBe(true);
    expect(refused({ endpoint: "ftp://push.example.com/x" })).toBe(true);
    expect(refused({ endpoint: "data:text/plain,hi" })).toBe(true);
    expect(refused({ endpoint: "not a url" })).toBe(true);
    expect(refused({ endpoint: "https://user:pw@push.example.com/x" })).toBe(true);
    expect(refused({ endpoint: "https://10.0.0.5/push" })).toBe(true);
    expect(refused({ endpoint: "https://169.254.169.254/latest" })).toBe(true);
    expect(refused({ endpoint: "http://push.example.com/x" })).toBe(true);
    expect(refused({ endpoint: good.endpoint })).toBe(true); // http on loopback while the site is live
    expect(refused({ endpoint: good.endpoint }, true)).toBe(false);
    expect(refused({ endpoint: `https://push.example.com/${"x".repeat(2100)}` })).toBe(true);
    expect(refused({ p256dh: good.keys.p256dh.slice(0, 40) })).toBe(true);
    expect(refused({ p256dh: "A".repeat(2000) })).toBe(true);
    expect(refused({ auth: randomBytes(32).toString("base64url") })).toBe(true);
    expect(refused({ auth: "not base64!" })).toBe(true);
    expect(refused({ endpoint: 42 })).toBe(true);
    expect(refused({ auth: undefined })).toBe(true);
  });

  it("turning alerts on refuses a push address whose name resolves to this machine, a private network or a metadata address", async () => {
    const keys = push.subscribe().keys;
    const endpoint = "https://push.example.test/fcm/send/device-1";
    const subscribe = (answer: () => Promise<string[]>) =>
      changePhoneAlerts(database.db, {
        actorUserId: ownerId,
        publicUrl: "https://shop.example",
        userAgent: null,
        fields: { intent: "push-subscribe", endpoint, ...keys },
        resolveHost: answer,
      });
    const refusals: string[][] = [
      ["10.1.2.3"],
      ["127.0.0.1"],
      ["169.254.169.254"],
      ["fd00:ec2::254"],
      ["::ffff:127.0.0.1"],
      ["::ffff:192.168.1.1"],
      ["100.100.100.200"],
      ["fe80::1"],
      ["0.0.0.0"],
      ["224.0.0.1"],
      // one private answer among public ones is enough
      ["142.250.80.10", "192.168.0.4"],
      [],
    ];
    for (const answers of refusals) {
      const error = await subscribe(() => Promise.resolve(answers)).catch((e: unknown) => e);
      expect(error, answers.join(", ")).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("VALIDATION");
      expect((error as AppError).message).toBe(BAD_SUBSCRIPTION);
    }
    const unknown = await subscribe(() => Promise.reject(new Error("ENOTFOUND"))).catch((e: unknown) => e);
    expect((unknown as AppError).code).toBe("VALIDATION");
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);

    // a push service on the internet is taken
    const answer = await subscribe(() => Promise.resolve(["142.250.80.10", "2607:f8b0:4004:c1b::5f"]));
    expect(answer).toMatchObject({ ok: true });
    expect(
      await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions),
    ).toEqual([{ endpoint }]);
  });

  it("an alert goes to the address its push host was checked at, looked up once, and never to this machine or a private network on a live site", async () => {
    // a live site (not on this machine): a push address on this machine gets nothing, not even a connection
    await subscribeDevice();
    await queueTestAlert(database.db, ownerId);
    const live = createPusher(database.db, log, { publicUrl: "https://shop.example", baseBackoffMs: 60_000 });
    expect(await live.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect(push.deliveries).toEqual([]);
    expect(push.refused).toEqual([]);
    await database.db.execute(sql`delete from push_outbox`);
    await database.db.execute(sql`delete from push_subscriptions`);

    // a device whose push address is a name: the name is looked up once per alert and the alert goes
    // to the address that was checked (here this machine, as in tests); the machine's own resolver
    // does not know the name at all
    const device = push.subscribe();
    const endpoint = device.endpoint.replace("127.0.0.1", "push.example.test");
    await saveSubscription(database.db, ownerId, { endpoint, ...device.keys, label: "Pixel" });
    const answers = new Map<string, string[]>([["push.example.test", ["127.0.0.1"]]]);
    const asked: string[] = [];
    const resolveHost = (host: string) => {
      asked.push(host);
      return Promise.resolve(answers.get(host) ?? []);
    };
    const sender = createPusher(database.db, log, {
      publicUrl: PUBLIC_URL,
      baseBackoffMs: 60_000,
      allowLoopback: true,
      resolveHost,
    });
    await queueTestAlert(database.db, ownerId);
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    expect(push.deliveries.map((delivery) => delivery.deviceId)).toEqual([endpoint.split("/").pop()]);
    expect(asked).toEqual(["push.example.test"]);

    // the same name now answers a private or metadata address (DNS rebinding): nothing is sent there
    for (const rebound of [["10.9.8.7"], ["127.0.0.1", "169.254.169.254"], ["::ffff:10.0.0.1"]]) {
      answers.set("push.example.test", rebound);
      await queueTestAlert(database.db, ownerId);
      expect(await sender.runOnce(), rebound.join(", ")).toMatchObject({ sent: 0, failed: 1 });
    }
    expect(push.deliveries).toHaveLength(1);
    expect(push.refused).toEqual([]);
    expect(asked).toHaveLength(4);
  });

  it("a test alert goes to the asking admin's devices; the list, the audit and the activity log name the device", async () => {
    const error = await queueTestAlert(database.db, ownerId).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("VALIDATION");
    const device = await subscribeDevice(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
      ),
    );
    // subscribing the same device again keeps one row
    const again = checkSubscription(
      { endpoint: device.endpoint, ...push.subscribe().keys },
      { allowLoopbackHttp: true },
    );
    await saveSubscription(database.db, ownerId, { ...again, label: "Chrome on Android" });
    const devices = await listDevices(database.db, ownerId);
    expect(devices).toMatchObject([
      { id: device.id, label: "Chrome on Android", adminName: "Olive Owner", isMine: true },
    ]);
    expect(await queueTestAlert(database.db, ownerId)).toEqual({ count: 1 });
    await database.db.execute(sql`select 1`);
    const audit = await database.db
      .select({ action: auditLog.action, entity: auditLog.entity, details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.entity} in ('push_subscriptions', 'push_outbox')`);
    const sentences = audit.map((row) => {
      const details = row.details as { before?: unknown; after?: unknown; name?: string };
      return activitySentence({
        actorUserId: ownerId,
        actorName: "Olive Owner",
        action: row.action,
        entity: row.entity,
        name: details.name ?? null,
        before: details.before,
        after: details.after,
      });
    });
    expect(sentences).toContain("Olive Owner turned on phone alerts on Chrome on Android");
    expect(sentences).toContain("Olive Owner sent a test phone alert");
  });
});
