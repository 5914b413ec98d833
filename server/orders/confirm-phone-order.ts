// A phone order paid in person is confirmed by taking it (docs/decisions/100): staff accepted it on
// the phone, so it does not wait on the board for a Confirm. An order paid by a payment link is not:
// it may be paid hours later, so it reaches the board as a web order does, with the alarm.
// The kitchen's Confirm without a chosen time: status confirmed, preparing, ready in 20 minutes
// (or at the scheduled time), acknowledged, so no alarm.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { estimateReadyAt } from "#domain/kitchen-flow.ts";
import type { Executor } from "#server/db/client.ts";
import { orderEvents, orders } from "#server/db/schema/index.ts";

const DEFAULT_READY_MINUTES = 20;

type ConfirmInput = {
  orderId: string;
  now: Date;
  /** Who confirmed it; null when the payment did (the provider's webhook). */
  actor: { userId: string; name: string } | null;
  /** The timeline's words before the ready time, e.g. "Taken by phone". */
  reason: string;
};

/**
 * Confirms an order still new and pending (in the order's transaction); false when it was not (already
 * confirmed, cancelled or unknown), so a second call changes nothing.
 */
async function confirmNewOrder(tx: Executor, input: ConfirmInput, onlyWhen?: SQL): Promise<boolean> {
  const [order] = await tx
    .select({ scheduled: orders.scheduled, slot_at: orders.slot_at })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) return false;
  // A scheduled order's promised time is its slot (a slot past midnight is on the next day).
  const promisedAt = order.scheduled ? order.slot_at : null;
  const updated = await tx
    .update(orders)
    .set({
      status: "confirmed",
      kitchen_status: "preparing",
      estimated_ready_at: estimateReadyAt({ now: input.now, promisedAt }),
      acknowledged_at: sql`coalesce(${orders.acknowledged_at}, now())`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, input.orderId),
        eq(orders.status, "pending"),
        eq(orders.kitchen_status, "new"),
        onlyWhen,
      ),
    )
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  await tx.insert(orderEvents).values({
    order_id: input.orderId,
    kind: "confirmed",
    actor_user_id: input.actor?.userId ?? null,
    actor_name: input.actor?.name ?? null,
    note: promisedAt
      ? `${input.reason}: confirmed for the scheduled time`
      : `${input.reason}: ready in about ${DEFAULT_READY_MINUTES} minutes`,
    // After the "placed by staff" entry written a moment earlier in the same transaction, whose
    // now() is the transaction's start: the timeline lists them in that order.
    created_at: sql`clock_timestamp()`,
  });
  return true;
}

/** Staff placed the order and took it for the kitchen at once (paid in person). */
export function confirmPlacedPhoneOrder(
  tx: Executor,
  input: { orderId: string; now: Date; actor: { userId: string; name: string } },
): Promise<boolean> {
  return confirmNewOrder(tx, { ...input, reason: "Taken by phone" });
}
