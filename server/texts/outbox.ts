// Every text and call is first written to the text outbox (sms_outbox), in the transaction of the
// change it tells about (docs/product/08-text-messages.md §8); the texter sends it later. The dedupe key is
// unique per order, event and recipient, so a text asked for twice is written once. A number that replied
// STOP is never texted: its row is written as skipped, so the owner sees why nothing went.
import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { smsOptOuts, smsOutbox } from "#server/db/schema/index.ts";

export type QueuedText = {
  orderId?: string;
  kind: string;
  channel?: "sms" | "call";
  /** E.164 */
  to: string;
  body: string;
  /** Unique per text: `order:{id}:{kind}:{number}`, `test:{uuid}`, … */
  dedupeKey: string;
};

export const OPTED_OUT_ERROR = "opted-out";

/** True when the number replied STOP and has not replied START since. */
export async function isOptedOut(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ out: smsOptOuts.opted_out_at, in: smsOptOuts.opted_in_at })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone));
  if (!row?.out) return false;
  return !row.in || row.in < row.out;
}

/** Writes one text to the outbox; answers the new row's id, or null when its dedupe key was written before. */
export async function queueText(tx: Executor, text: QueuedText): Promise<string | null> {
  const optedOut = await isOptedOut(tx, text.to);
  const [row] = await tx
    .insert(smsOutbox)
    .values({
      dedupe_key: text.dedupeKey,
      kind: text.kind,
      channel: text.channel ?? "sms",
      ...(text.orderId ? { order_id: text.orderId } : {}),
      to_number: text.to,
      body: text.body,
      ...(optedOut ? { status: "skipped", last_error: OPTED_OUT_ERROR } : {}),
    })
    .onConflictDoNothing({ target: smsOutbox.dedupe_key })
    .returning({ id: smsOutbox.id });
  return row?.id ?? null;
}
