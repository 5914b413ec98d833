// An order nobody answers (docs/product/08-text-messages.md §8): paid, not acknowledged, not confirmed, and
// not a
// sandbox (test) order, which anyone may place on a demo site and which never rings a phone. After N minutes
// the owner's numbers are texted again, after M minutes they are called, after K minutes (when set)
// online ordering pauses itself with the notice that the kitchen is not answering. Each step is taken once per
// order across every instance: the order row is locked and the step's row in order_escalations
// (primary key: order and step) is written in the same transaction as its texts, its timeline entry
// and its audit row; an acknowledgement, which locks the same row, stops every later step.
import { and, eq, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { orderEscalations, orderEvents, orders } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { lockSetting, storeSetting } from "#server/settings/write-setting.ts";
import { ownerTexts } from "#domain/texts.ts";
import { KITCHEN_NOT_ANSWERING, ORDERING_PAUSED_UNTIL_KEY, UNTIL_RESUMED } from "#domain/ordering-pause.ts";
import { loadOrderTextContext } from "./order-texts.ts";
import { queueText } from "./outbox.ts";
import { readTextSettings } from "./settings.ts";

type Step = { step: "text" | "call" | "pause"; minutes: number };

/** One pass: takes every step that is due now; answers how many steps were taken. */
export async function runEscalationPass(db: Executor, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const settings = await readTextSettings(db);
  const steps: Step[] = [];
  if (settings.ownerPhones.length > 0) {
    steps.push({ step: "text", minutes: settings.retextMinutes });
    if (settings.callMinutes !== null) steps.push({ step: "call", minutes: settings.callMinutes });
  }
  // the automatic pause needs no numbers: the public pages carry its notice
  if (settings.pauseMinutes !== null) steps.push({ step: "pause", minutes: settings.pauseMinutes });
  if (steps.length === 0) return 0;
  const earliest = Math.min(...steps.map((step) => step.minutes));
  const waiting = await db
    .select({ id: orders.id, paidAt: orders.paid_at })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paid_at),
        eq(orders.is_test, false),
        isNull(orders.acknowledged_at),
        eq(orders.kitchen_status, "new"),
        notInArray(orders.status, ["cancelled", "refunded", "confirmed"]),
        sql`${orders.paid_at} <= ${new Date(now.getTime() - earliest * 60_000)}`,
        // an order paid hours ago and never answered is not phoned about at night
        sql`${orders.paid_at} > ${new Date(now.getTime() - 2 * 60 * 60_000)}`,
      ),
    );
  let taken = 0;
  for (const order of waiting) {
    for (const step of steps) {
      if (!order.paidAt || now.getTime() - order.paidAt.getTime() < step.minutes * 60_000) continue;
      if (await takeStep(db, order.id, step, settings.ownerPhones)) taken += 1;
    }
  }
  return taken;
}

async function takeStep(db: Executor, orderId: string, step: Step, phones: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ acknowledged: orders.acknowledged_at, kitchen: orders.kitchen_status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order || order.acknowledged || order.kitchen !== "new") return false;
    const inserted = await tx
      .insert(orderEscalations)
      .values({ order_id: orderId, step: step.step })
      .onConflictDoNothing()
      .returning({ step: orderEscalations.step });
    if (inserted.length === 0) return false;
    const context = await loadOrderTextContext(tx, orderId);
    if (!context) return false;
    if (step.step === "pause") {
      await pauseForUnansweredOrder(
        tx,
        orderId,
        step.minutes,
        phones,
        ownerTexts.paused(context.order, step.minutes),
      );
      return true;
    }
    for (const phone of phones) {
      await queueText(tx, {
        dedupeKey: `order:${orderId}:escalation-${step.step}:${phone}`,
        kind: step.step === "call" ? "call" : "reminder",
        channel: step.step === "call" ? "call" : "sms",
        orderId,
        to: phone,
        body:
          step.step === "call"
            ? ownerTexts.call(context.order)
            : ownerTexts.reminder(context.order, step.minutes),
      });
    }
    const note =
      step.step === "call"
        ? `Called the owner after ${step.minutes} minutes without an answer`
        : `Texted the owner again after ${step.minutes} minutes without an answer`;
    await tx.insert(orderEvents).values({ order_id: orderId, kind: `escalation-${step.step}`, note });
    await recordAudit(tx, {
      actorUserId: null,
      action: "escalate",
      entity: "orders",
      entityId: orderId,
      after: { step: step.step, minutes: step.minutes },
    });
    return true;
  });
}

/**
 * The automatic pause (docs/product/08-text-messages.md §8): online ordering stops until someone resumes it,
 * with the public notice that the kitchen is not answering; a pause the owner set until resumed is kept.
 */
async function pauseForUnansweredOrder(
  tx: Executor,
  orderId: string,
  minutes: number,
  phones: string[],
  ownerText: string,
): Promise<void> {
  const before = (await lockSetting(tx, ORDERING_PAUSED_UNTIL_KEY)) ?? "";
  if (before !== UNTIL_RESUMED && before !== KITCHEN_NOT_ANSWERING) {
    await storeSetting(tx, ORDERING_PAUSED_UNTIL_KEY, KITCHEN_NOT_ANSWERING, "ordering");
    await recordAudit(tx, {
      actorUserId: null,
      action: "pause-ordering",
      entity: "site_settings",
      entityId: ORDERING_PAUSED_UNTIL_KEY,
      before: { paused_until: before || null },
      after: { paused_until: KITCHEN_NOT_ANSWERING, order_id: orderId },
    });
  }
  for (const phone of phones) {
    await queueText(tx, {
      dedupeKey: `order:${orderId}:escalation-pause:${phone}`,
      kind: "paused",
      orderId,
      to: phone,
      body: ownerText,
    });
  }
  await tx.insert(orderEvents).values({
    order_id: orderId,
    kind: "escalation-pause",
    note: `Paused online ordering after ${minutes} minutes without an answer`,
  });
  await recordAudit(tx, {
    actorUserId: null,
    action: "escalate",
    entity: "orders",
    entityId: orderId,
    after: { step: "pause", minutes },
  });
}
