import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { openDatabase } from "#server/db/client.ts";
import { auditLog, orderEvents, orders, siteSettings, smsOutbox } from "#server/db/schema/index.ts";
import { readOrderingControls, resumeOrdering } from "#server/settings/ordering-controls-admin-service.ts";
import { KITCHEN_NOT_ANSWERING, pausedOrderingMessage, readOrderingPause } from "#domain/ordering-pause.ts";
import { acknowledgeOrder, type Actor } from "#server/orders/admin-service.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { runEscalationPass } from "./escalation.ts";
import { saveTextSettings } from "./settings.ts";

const database = useTestDatabase();
const OWNER = "+14045550199";
let actor: Actor;
const PAID_AT = new Date("2026-11-25T17:00:00Z");
const at = (minutes: number) => new Date(PAID_AT.getTime() + minutes * 60_000);

beforeAll(async () => {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  actor = { userId, name: "Olive Owner" };
  await saveTextSettings(database.db, userId, { ownerPhones: [OWNER], retextMinutes: 3, callMinutes: 8 });
});

beforeEach(async () => {
  await database.db.execute(sql`delete from sms_outbox`);
  await database.db.execute(sql`delete from orders`);
  await database.db.delete(siteSettings).where(eq(siteSettings.setting_key, "ordering_paused_until"));
});

async function paidOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: `IS-${Math.floor(Math.random() * 1e6)}`,
      customer_name: "Ada",
      customer_email: "ada@example.com",
      subtotal: 3889,
      tax: 321,
      total: 4210,
      payment_provider: "sandbox",
      payment_status: "paid",
      paid_at: PAID_AT,
      access_token: randomBytes(24).toString("base64url"),
      ...overrides,
    })
    .returning({ id: orders.id });
  return row!.id;
}

async function stepsOf(orderId: string) {
  const texts = await database.db
    .select({ kind: smsOutbox.kind, channel: smsOutbox.channel, body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.order_id, orderId));
  const events = await database.db
    .select({ kind: orderEvents.kind })
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId));
  return { texts, events: events.map((event) => event.kind).sort() };
}

describe("escalation of an unanswered order (fake clock)", () => {
  it("texts again at N minutes and calls at M, each once, on the timeline", async () => {
    const id = await paidOrder();
    expect(await runEscalationPass(database.db, { now: at(2) })).toBe(0);
    expect(await runEscalationPass(database.db, { now: at(3) })).toBe(1);
    expect(await runEscalationPass(database.db, { now: at(4) })).toBe(0);
    expect(await runEscalationPass(database.db, { now: at(8) })).toBe(1);
    expect(await runEscalationPass(database.db, { now: at(9) })).toBe(0);
    const { texts, events } = await stepsOf(id);
    expect(texts.map((text) => [text.kind, text.channel]).sort()).toEqual([
      ["call", "call"],
      ["reminder", "sms"],
    ]);
    expect(texts.find((text) => text.kind === "reminder")!.body).toContain(
      "still not acknowledged after 3 min",
    );
    expect(events).toEqual(["escalation-call", "escalation-text"]);
  });

  it("stops the moment someone acknowledges", async () => {
    const id = await paidOrder();
    await runEscalationPass(database.db, { now: at(3) });
    await acknowledgeOrder(database.db, actor, id);
    expect(await runEscalationPass(database.db, { now: at(10) })).toBe(0);
    expect((await stepsOf(id)).texts.map((text) => text.kind)).toEqual(["reminder"]);
  });

  it("two instances running at once take each step once", async () => {
    const id = await paidOrder();
    const second = database.url
      ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 3 })
      : null;
    try {
      const results = await Promise.all([
        runEscalationPass(database.db, { now: at(9) }),
        runEscalationPass(second?.db ?? database.db, { now: at(9) }),
      ]);
      expect(results[0] + results[1]).toBe(2);
    } finally {
      await second?.close();
    }
    expect((await stepsOf(id)).texts).toHaveLength(2);
  });
});

describe("the automatic pause at K minutes (fake clock)", () => {
  beforeAll(async () => {
    await saveTextSettings(database.db, actor.userId, { pauseMinutes: 12 });
  });
  afterAll(async () => {
    await saveTextSettings(database.db, actor.userId, { pauseMinutes: null });
  });

  it("pauses online ordering once at K, with the kitchen notice, on the timeline and in the audit log", async () => {
    const id = await paidOrder();
    await runEscalationPass(database.db, { now: at(11) });
    expect((await readOrderingControls(database.db, at(11))).pausedUntil).toBeNull();
    expect(await runEscalationPass(database.db, { now: at(12) })).toBe(1);
    const controls = await readOrderingControls(database.db, at(12));
    expect(controls.pausedUntil).toBe(KITCHEN_NOT_ANSWERING);
    const pause = readOrderingPause(controls.pausedUntil, at(12));
    expect(pausedOrderingMessage(pause, "America/New_York")).toBe(
      "We're not taking online orders right now: the kitchen isn't answering. Please call us.",
    );
    const { texts, events } = await stepsOf(id);
    expect(events).toContain("escalation-pause");
    expect(texts.filter((text) => text.kind === "paused")).toHaveLength(1);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity_id, id));
    expect(audits.map((row) => row.action)).toContain("escalate");
    // once per order: after the owner resumes, the same order does not pause again
    await resumeOrdering(database.db, actor.userId);
    expect(await runEscalationPass(database.db, { now: at(20) })).toBe(0);
    expect((await readOrderingControls(database.db, at(20))).pausedUntil).toBeNull();
  });

  it("a sandbox (test) order nobody answers never texts or calls the owner's phone, nor pauses ordering", async () => {
    const id = await paidOrder({ is_test: true });
    for (const minutes of [3, 8, 12, 20]) {
      expect(await runEscalationPass(database.db, { now: at(minutes) })).toBe(0);
    }
    expect(await stepsOf(id)).toEqual({ texts: [], events: [] });
    expect((await readOrderingControls(database.db, at(20))).pausedUntil).toBeNull();
  });

  it("does not pause after an acknowledgement", async () => {
    const id = await paidOrder();
    await acknowledgeOrder(database.db, actor, id);
    expect(await runEscalationPass(database.db, { now: at(15) })).toBe(0);
    expect((await readOrderingControls(database.db, at(15))).pausedUntil).toBeNull();
    expect((await stepsOf(id)).events).not.toContain("escalation-pause");
  });
});
