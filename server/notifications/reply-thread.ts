// What a contact message (an inquiry) and a catering request share: a thread of messages in which
// a staff reply is stored, emailed to the customer through the outbox and written to the audit log
// in one transaction, and each reply's email state read back for the thread's footnote.
import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
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

/** The customer's side of a thread, as its locked row gives it. */
export type ThreadOwner = { status: string; email: string; customer_name: string };

/** A thread's own row (an inquiry, a catering request): its status moves on when staff answer. */
type OwnerTable = PgTable & { id: AnyPgColumn };
/** A thread's messages: a row names its thread in the column `threadKey`. */
type MessageTable = PgTable & { id: AnyPgColumn };

/** One kind of thread and how a reply is stored in it; every step runs in the reply's transaction. */
export type ReplyThread<Owner extends ThreadOwner> = {
  kind: ReplyEmailKind;
  owners: OwnerTable;
  /** Locks the thread's row, or refuses with NOT_FOUND when it is gone. */
  lock: (tx: Executor, id: string) => Promise<Owner>;
  messages: MessageTable;
  threadKey: string;
  /** The thread's status once staff answered (a new one moves on, any other stays). */
  statusAfterReply: (status: string) => string;
  /** The email's subject and first line, when not the contact form's. */
  wording?: (owner: Owner, reply: StaffReply) => { subject: string; thanks: string };
  /** The audit row's entity and the fields naming the thread. */
  audit: { entity: string; fields: (id: string) => Record<string, unknown> };
};

export type StaffReply = {
  /** The thread answered. */
  id: string;
  actorUserId: string;
  message: string;
  businessName: string;
  replyTo: string | null;
};

/**
 * A staff reply in one transaction: stored in the thread, the thread moved on, the email to the
 * customer written to the outbox, and the audit row. The email carries the staff's words only, never
 * the customer's, so a form filled in with someone else's address cannot send them a stranger's text.
 */
export function replyInThread<Owner extends ThreadOwner>(
  db: Executor,
  thread: ReplyThread<Owner>,
  reply: StaffReply,
): Promise<{ messageId: string }> {
  return db.transaction(async (tx) => {
    const owner = await thread.lock(tx, reply.id);
    const [stored] = await tx
      .insert(thread.messages)
      .values({ [thread.threadKey]: reply.id, message: reply.message, sender: "admin" })
      .returning({ id: thread.messages.id });
    if (!stored) throw new Error("Inserting the reply returned no row");
    const messageId = String(stored.id);
    const nextStatus = thread.statusAfterReply(owner.status);
    await tx
      .update(thread.owners)
      .set({ status: nextStatus, updated_at: new Date() })
      .where(eq(thread.owners.id, reply.id));
    const content = buildInquiryReplyEmail({
      customerName: owner.customer_name,
      reply: reply.message,
      businessName: reply.businessName,
      replyTo: reply.replyTo,
      ...thread.wording?.(owner, reply),
    });
    await queueEmail(tx, {
      dedupeKey: replyDedupeKey(thread.kind, messageId),
      kind: thread.kind,
      to: owner.email,
      ...content,
    });
    await recordAudit(tx, {
      actorUserId: reply.actorUserId,
      action: "create",
      entity: thread.audit.entity,
      entityId: messageId,
      after: {
        ...thread.audit.fields(reply.id),
        length: reply.message.length,
        ...(nextStatus !== owner.status ? { status: nextStatus } : {}),
      },
    });
    return { messageId };
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
