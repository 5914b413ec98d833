// What Twilio tells us (docs/product/08-text-messages.md §8): delivery reports of our texts and calls, and
// texts people send back. STOP and its kin opt a number out (stored), START, YES and UNSTOP opt it in again.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { smsOptOuts, smsOutbox } from "#server/db/schema/index.ts";
import { toE164 } from "#domain/phone-numbers.ts";
import { readKeyword } from "#domain/texts.ts";

/** Records a provider's status report on the text or call it names; false when none matches. */
export async function recordTextStatus(db: Executor, sid: string, status: string): Promise<boolean> {
  const updated = await db
    .update(smsOutbox)
    .set({ provider_status: status.slice(0, 40), provider_status_at: sql`now()` })
    .where(eq(smsOutbox.provider_sid, sid))
    .returning({ id: smsOutbox.id });
  return updated.length > 0;
}

/** Handles one inbound text: answers what it did with the number ("out", "in" or nothing). */
export async function handleInboundText(
  db: Executor,
  input: { from: string; body: string },
): Promise<"out" | "in" | null> {
  const keyword = readKeyword(input.body);
  const phone = toE164(input.from);
  if (!keyword || !phone) return null;
  const now = new Date();
  const change =
    keyword === "out" ? { opted_out_at: now, updated_at: now } : { opted_in_at: now, updated_at: now };
  await db
    .insert(smsOptOuts)
    .values({ phone, ...change })
    .onConflictDoUpdate({ target: smsOptOuts.phone, set: change });
  return keyword;
}
