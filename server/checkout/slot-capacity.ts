// Orders per 30-minute kitchen slot (docs/decisions/060). A checkout into a slot with a capacity
// takes a transaction-level advisory lock on that slot, counts the orders holding it and stores its
// order before the lock is released, so concurrent checkouts (on any number of server instances)
// queue per slot and can never overfill it. Works alike on PGlite and PostgreSQL.
import { sql, type SQL } from "drizzle-orm";
import { parseInstant } from "#domain/business-time.ts";
import { parseSlotCapacity, SLOT_CAPACITY_KEY } from "#domain/slot-capacity.ts";
import { SLOT_STEP_MINUTES } from "#domain/store-hours.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { getSetting } from "#server/settings/service.ts";

/**
 * The orders that hold their slot: not cancelled or refunded, and paid or still waiting for their
 * payment. An unpaid checkout holds its slot until the abandoned-checkout sweep expires it
 * (UNPAID_ORDER_EXPIRY_MINUTES), since until then its payment page can still be paid.
 */
const holdsSlot: SQL = sql`${orders.status} in ('pending', 'confirmed')
  and ${orders.payment_status} in ('unpaid', 'paid')`;

/** Waits for, then holds until the transaction ends, the one lock of this slot. */
async function lockSlot(tx: Executor, slotAt: Date): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('order-slot'), hashtext(${slotAt.toISOString()}))`,
  );
}

export async function countOrdersInSlot(db: Executor, slotAt: Date): Promise<number> {
  const [row] = await executeRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from ${orders}
        where ${orders.slot_at} = ${slotAt.toISOString()}::timestamptz and ${holdsSlot}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Run inside the order's transaction, before its insert: refuses the order when the slot is full.
 * The count runs after the lock is granted, so it sees every order stored by an earlier holder.
 */
export function claimSlot(input: { slotAt: Date; capacity: number; fullMessage: string; field: string }) {
  return async (tx: Executor): Promise<void> => {
    await lockSlot(tx, input.slotAt);
    if ((await countOrdersInSlot(tx, input.slotAt)) >= input.capacity) {
      throw new AppError("CONFLICT", input.fullMessage, { fields: { [input.field]: input.fullMessage } });
    }
  };
}

/** Slots from `from` on that hold `capacity` orders or more, as ISO instants (for the schedule dialog). */
export async function listFullSlots(
  db: Executor,
  input: { capacity: number; from: Date },
): Promise<string[]> {
  const rows = await executeRows<{ slot_at: Date | string }>(
    db,
    sql`select ${orders.slot_at} as slot_at from ${orders}
        where ${orders.slot_at} >= ${input.from.toISOString()}::timestamptz and ${holdsSlot}
        group by ${orders.slot_at}
        having count(*) >= ${input.capacity}
        order by ${orders.slot_at}
        limit 5000`,
  );
  return rows.flatMap((row) => {
    const instant = parseInstant(row.slot_at);
    return instant ? [instant.toISOString()] : [];
  });
}

export type SlotAvailability = {
  /** Slot starts (ISO instants) that take no more orders. */
  fullSlots: string[];
  /** A capacity of 0: no slot takes orders. */
  isEverySlotFull: boolean;
};

/** What the schedule dialog greys out: the full slots from the current one on. */
export async function readSlotAvailability(db: Executor, now = new Date()): Promise<SlotAvailability> {
  const capacity = parseSlotCapacity(await getSetting(db, SLOT_CAPACITY_KEY));
  if (capacity === null) return { fullSlots: [], isEverySlotFull: false };
  if (capacity === 0) return { fullSlots: [], isEverySlotFull: true };
  const from = new Date(now.getTime() - SLOT_STEP_MINUTES * 60_000);
  return { fullSlots: await listFullSlots(db, { capacity, from }), isEverySlotFull: false };
}
