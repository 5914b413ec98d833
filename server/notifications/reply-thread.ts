// What a contact message (an inquiry) and a catering request share: a thread of messages in which
// a staff reply is stored, emailed to the customer through the outbox and written to the audit log
// in one transaction, and each reply's email state read back for the thread's footnote.
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { buildInquiryReplyEmail } from "#server/inquiries/reply-email.ts";
import { queueEmail } from "./outbox.ts";

export type ReplyEmailKind = "inquiry-reply" | "catering-reply";

export type ThreadMessage = { id: string; sender: string; message: string; createdAt: string };

/** A thread's stored rows as the admin page shows them. */
export function toThreadMessages(
  rows: readonly { id: string; sender: string; message: string; created_at: Date }[],
): ThreadMessage[] {
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  }));
}

function replyDedupeKey(kind: ReplyEmailKind, messageId: string): string {
  return `${kind}:${messageId}`;
}

export type StaffReplyDelivery = {
  kind: ReplyEmailKind;
  /** The stored reply: one email per reply. */
  messageId: string;
  to: string;
  email: Parameters<typeof buildInquiryReplyEmail>[0];
  audit: { actorUserId: string; entity: string; after: Record<string, unknown> };
};

/**
 * What follows a reply stored in its thread, inside the same transaction: its email to the customer
 * through the outbox, and the audit entry. The email carries the staff's words only.
 */
export async function deliverStaffReply(tx: Executor, reply: StaffReplyDelivery): Promise<void> {
  const content = buildInquiryReplyEmail(reply.email);
  await queueEmail(tx, {
    dedupeKey: replyDedupeKey(reply.kind, reply.messageId),
    kind: reply.kind,
    to: reply.to,
    ...content,
  });
  await recordAudit(tx, {
    actorUserId: reply.audit.actorUserId,
    action: "create",
    entity: reply.audit.entity,
    entityId: reply.messageId,
    after: reply.audit.after,
  });
}

/** Each reply's email state in the outbox (pending, sent, failed…), by the reply's id. */
export async function readReplyDeliveries(
  db: Executor,
  kind: ReplyEmailKind,
  messageIds: string[],
): Promise<Record<string, string>> {
  if (messageIds.length === 0) return {};
  const rows = await db
    .select({ key: mailOutbox.dedupe_key, status: mailOutbox.status })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        inArray(
          mailOutbox.dedupe_key,
          messageIds.map((messageId) => replyDedupeKey(kind, messageId)),
        ),
      ),
    );
  const delivery: Record<string, string> = {};
  for (const row of rows) delivery[row.key.slice(kind.length + 1)] = row.status;
  return delivery;
}
