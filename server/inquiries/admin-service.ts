// The Inquiries page: contact messages as threads, their status and priority, and the staff's
// replies, each stored in the thread and emailed to the customer through the outbox in one
// transaction. Every change is written to the audit log in the same transaction.
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { inquiries, inquiryMessages } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import {
  readReplyDeliveries,
  replyInThread,
  toThreadMessages,
  type ReplyThread,
  type ThreadMessage,
} from "#server/notifications/reply-thread.ts";
import type { InquiryPriority, InquiryStatus } from "#domain/validation/admin-inquiries.ts";

export type InquirySummary = {
  id: string;
  customerName: string;
  email: string;
  subject: string;
  status: string;
  priority: string;
  createdAt: string;
  lastMessageAt: string;
  lastSender: string;
  messageCount: number;
  preview: string;
};

export type InquiryMessage = ThreadMessage;

export type InquiryThread = Omit<
  InquirySummary,
  "lastMessageAt" | "lastSender" | "messageCount" | "preview"
> & {
  updatedAt: string;
  messages: InquiryMessage[];
};

const NOT_FOUND = "That inquiry no longer exists.";

/** Every inquiry, newest activity first, with the count and a preview of its last message. */
export async function listInquiries(db: Executor): Promise<InquirySummary[]> {
  const last = db
    .select({
      inquiry_id: inquiryMessages.inquiry_id,
      message_count: sql<number>`count(*)::int`.as("message_count"),
      last_at: sql<Date>`max(${inquiryMessages.created_at})`.as("last_at"),
      last_message:
        sql<string>`(array_agg(${inquiryMessages.message} order by ${inquiryMessages.created_at} desc))[1]`.as(
          "last_message",
        ),
      last_sender:
        sql<string>`(array_agg(${inquiryMessages.sender} order by ${inquiryMessages.created_at} desc))[1]`.as(
          "last_sender",
        ),
    })
    .from(inquiryMessages)
    .groupBy(inquiryMessages.inquiry_id)
    .as("last");
  const rows = await db
    .select({
      id: inquiries.id,
      customerName: inquiries.customer_name,
      email: inquiries.email,
      subject: inquiries.subject,
      status: inquiries.status,
      priority: inquiries.priority,
      createdAt: inquiries.created_at,
      lastAt: last.last_at,
      lastSender: last.last_sender,
      messageCount: last.message_count,
      lastMessage: last.last_message,
    })
    .from(inquiries)
    .leftJoin(last, eq(last.inquiry_id, inquiries.id))
    .orderBy(desc(sql`coalesce(${last.last_at}, ${inquiries.created_at})`), desc(inquiries.id));
  return rows.map((row) => ({
    id: row.id,
    customerName: row.customerName,
    email: row.email,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: new Date(row.lastAt ?? row.createdAt).toISOString(),
    lastSender: row.lastSender ?? "customer",
    messageCount: row.messageCount ?? 0,
    preview: (row.lastMessage ?? "").slice(0, 160),
  }));
}

/** The sidebar's badge: inquiries nobody has looked at yet. */
export async function countNewInquiries(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries).where(eq(inquiries.status, "new"));
  return row?.total ?? 0;
}

export async function readInquiryThread(db: Executor, id: string): Promise<InquiryThread | null> {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!inquiry) return null;
  const messages = await db
    .select()
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiry_id, id))
    .orderBy(asc(inquiryMessages.created_at), asc(inquiryMessages.id));
  return {
    id: inquiry.id,
    customerName: inquiry.customer_name,
    email: inquiry.email,
    subject: inquiry.subject,
    status: inquiry.status,
    priority: inquiry.priority,
    createdAt: inquiry.created_at.toISOString(),
    updatedAt: inquiry.updated_at.toISOString(),
    messages: toThreadMessages(messages),
  };
}

async function lockInquiry(tx: Executor, id: string) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update").limit(1);
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}

async function changeField(
  db: Executor,
  actorUserId: string,
  id: string,
  field: "status" | "priority",
  value: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInquiry(tx, id);
    if (before[field] === value) return;
    await tx
      .update(inquiries)
      .set({ [field]: value, updated_at: new Date() })
      .where(eq(inquiries.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "inquiries",
      entityId: id,
      before: { [field]: before[field] },
      after: { [field]: value },
    });
  });
}

export function changeInquiryStatus(db: Executor, actorUserId: string, id: string, status: InquiryStatus) {
  return changeField(db, actorUserId, id, "status", status);
}

export function changeInquiryPriority(
  db: Executor,
  actorUserId: string,
  id: string,
  priority: InquiryPriority,
) {
  return changeField(db, actorUserId, id, "priority", priority);
}

const INQUIRY_THREAD: ReplyThread<typeof inquiries.$inferSelect> = {
  kind: "inquiry-reply",
  owners: inquiries,
  lock: lockInquiry,
  messages: inquiryMessages,
  threadKey: "inquiry_id",
  statusAfterReply: (status) => (status === "new" ? "in_progress" : status),
  audit: { entity: "inquiry_messages", fields: (id) => ({ inquiry_id: id, sender: "admin" }) },
};

/**
 * A staff reply: stored as a message from the admin, emailed to the customer through the outbox,
 * and a new inquiry moves to In progress, all in one transaction (server/notifications/reply-thread.ts).
 */
export function replyToInquiry(
  db: Executor,
  actorUserId: string,
  id: string,
  input: { message: string },
  options: { businessName: string; replyTo: string | null },
): Promise<{ messageId: string }> {
  return replyInThread(db, INQUIRY_THREAD, { id, actorUserId, message: input.message, ...options });
}

/** Whether an inquiry's email has a reply waiting in or sent from the outbox (for the thread's footnote). */
export function readReplyDelivery(db: Executor, messageIds: string[]): Promise<Record<string, string>> {
  return readReplyDeliveries(db, "inquiry-reply", messageIds);
}
