// The text outbox as the admin area sees it (docs/product/08-text-messages.md §8): every text and call the
// site wrote, whether it was sent, is waiting, was kept (texts not set up), skipped (the number replied
// STOP) or failed; and a test text to the owner's numbers.
import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { smsOutbox } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import { toPageRequest, type Paged } from "#domain/paging.ts";
import { ownerTexts } from "#domain/texts.ts";
import { queueText } from "./outbox.ts";
import { readTextSettings } from "./settings.ts";

export const TEXT_STATUSES = ["pending", "sent", "kept", "skipped", "failed"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];
export const TEXTS_PAGE_SIZE = 20;
export const NO_OWNER_PHONE = "Save a phone number for texts first.";

export type TextEntry = {
  id: string;
  kind: string;
  channel: "sms" | "call";
  to: string;
  body: string;
  status: TextStatus;
  attempts: number;
  lastError: string | null;
  deliveryStatus: string | null;
  orderId: string | null;
  createdAt: string;
  sentAt: string | null;
};

function isStatus(value: string): value is TextStatus {
  return (TEXT_STATUSES as readonly string[]).includes(value);
}

export async function listTexts(
  db: Executor,
  filters: { status?: TextStatus; page?: number } = {},
): Promise<Paged<TextEntry> & { counts: Record<TextStatus, number> }> {
  const { page, pageSize, offset } = toPageRequest(filters.page, TEXTS_PAGE_SIZE);
  const rows = await db
    .select({
      id: smsOutbox.id,
      kind: smsOutbox.kind,
      channel: smsOutbox.channel,
      to: smsOutbox.to_number,
      body: smsOutbox.body,
      status: smsOutbox.status,
      attempts: smsOutbox.attempts,
      lastError: smsOutbox.last_error,
      deliveryStatus: smsOutbox.provider_status,
      orderId: smsOutbox.order_id,
      createdAt: smsOutbox.created_at,
      sentAt: smsOutbox.sent_at,
    })
    .from(smsOutbox)
    .where(filters.status ? eq(smsOutbox.status, filters.status) : undefined)
    .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.id))
    .limit(pageSize)
    .offset(offset);
  const grouped = await db
    .select({ status: smsOutbox.status, n: count() })
    .from(smsOutbox)
    .groupBy(smsOutbox.status);
  const counts: Record<TextStatus, number> = { pending: 0, sent: 0, kept: 0, skipped: 0, failed: 0 };
  for (const row of grouped) if (isStatus(row.status)) counts[row.status] = Number(row.n);
  const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    entries: rows.map((row) => ({
      ...row,
      channel: row.channel === "call" ? "call" : "sms",
      status: isStatus(row.status) ? row.status : "pending",
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    counts,
    total,
    page,
    pageSize,
  };
}

/** The texts of one order that could not be sent, for the order page. */
export async function listFailedOrderTexts(db: Executor, orderId: string) {
  const rows = await db
    .select({
      kind: smsOutbox.kind,
      to: smsOutbox.to_number,
      status: smsOutbox.status,
      error: smsOutbox.last_error,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.order_id, orderId));
  return rows.filter((row) => row.status === "failed");
}

/** Writes one test text to each of the owner's numbers; answers how many. */
export async function queueTestText(
  db: Executor,
  actorUserId: string,
  options: { businessName: string },
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const { ownerPhones } = await readTextSettings(tx);
    if (ownerPhones.length === 0)
      throw new AppError("VALIDATION", NO_OWNER_PHONE, { fields: { owner_phones: NO_OWNER_PHONE } });
    const batch = randomUUID();
    const body = ownerTexts.test(options.businessName);
    for (const phone of ownerPhones) {
      const id = await queueText(tx, { dedupeKey: `test:${batch}:${phone}`, kind: "test", to: phone, body });
      await recordAudit(tx, {
        actorUserId,
        action: "create",
        entity: "sms_outbox",
        entityId: id,
        after: { kind: "test" },
      });
    }
    return { count: ownerPhones.length };
  });
}
