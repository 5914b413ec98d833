// The mail outbox as the admin area sees it: every email the site wrote, whether it was sent, is
// waiting, is kept (no SMTP) or failed; a retry of a failed one; and a test email to the kitchen. An
// owner without SMTP reads every email here.
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import { readNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { OUTBOX_STATUSES, type OutboxStatus } from "#domain/validation/admin-outbox.ts";
import { isUuid } from "#domain/validation/id.ts";
import { toPageRequest, type Paged } from "#domain/paging.ts";
import { escapeHtml } from "./order-emails.ts";
import { queueEmail } from "./outbox.ts";

export const OUTBOX_PAGE_SIZE = 20;
export const EMAIL_NOT_FOUND = "That email no longer exists.";
export const NO_KITCHEN_EMAIL = "Save a kitchen email first.";

export type OutboxEntry = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  /** The plain-text body; the HTML version is never shown in the admin. */
  text: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};

export type OutboxPage = Paged<OutboxEntry> & { counts: Record<OutboxStatus, number> };

function isStatus(value: string): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly string[]).includes(value);
}

/** The newest emails first, optionally of one status, a page at a time, with a count per status. */
export async function listOutbox(
  db: Executor,
  filters: { status?: OutboxStatus; page?: number } = {},
): Promise<OutboxPage> {
  const { page, pageSize, offset } = toPageRequest(filters.page, OUTBOX_PAGE_SIZE);
  const where = filters.status ? eq(mailOutbox.status, filters.status) : undefined;
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.last_error,
      createdAt: mailOutbox.created_at,
      sentAt: mailOutbox.sent_at,
      nextAttemptAt: mailOutbox.next_attempt_at,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(pageSize)
    .offset(offset);
  const grouped = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, kept: 0, failed: 0 };
  for (const row of grouped) if (isStatus(row.status)) counts[row.status] = Number(row.n);
  const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    entries: rows.map((row) => ({
      ...row,
      status: isStatus(row.status) ? row.status : "pending",
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
    })),
    counts,
    total,
    page,
    pageSize,
  };
}

/**
 * Gives a failed email back to the mailer: waiting, due now, with its attempts counted afresh. Only
 * a failed email: one that was sent or is waiting must not be sent twice.
 */
export async function retryOutboxEmail(db: Executor, actorUserId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", EMAIL_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.last_error })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", EMAIL_NOT_FOUND);
    if (row.status !== "failed") throw new AppError("CONFLICT", "Only an email that failed can be retried.");
    const updated = await tx
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, lease_token: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) throw new AppError("CONFLICT", "Only an email that failed can be retried.");
    await recordAudit(tx, {
      actorUserId,
      action: "retry",
      entity: "mail_outbox",
      entityId: id,
      before: { status: row.status, attempts: row.attempts, last_error: row.lastError },
      after: { status: "pending", attempts: 0 },
    });
  });
}

/** Writes a test email to the kitchen's address into the outbox; answers its id and recipient. */
export async function queueTestEmail(
  db: Executor,
  actorUserId: string,
  options: { businessName: string; now?: Date },
): Promise<{ id: string; to: string }> {
  return db.transaction(async (tx) => {
    const settings = await readNotificationSettings(tx);
    const to = settings.admin_email.trim();
    if (!to)
      throw new AppError("VALIDATION", NO_KITCHEN_EMAIL, { fields: { admin_email: NO_KITCHEN_EMAIL } });
    const subject = `Test email from ${options.businessName}`;
    const text =
      `This is a test email from the ${options.businessName} website.\n\n` +
      "If you can read it, order and inquiry emails reach this address.\n" +
      (settings.email_notifications_enabled
        ? ""
        : "Email notifications about new orders are switched off in Settings → Notifications.\n");
    const html = text
      .split("\n\n")
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
      .join("");
    const id = await queueEmail(tx, {
      dedupeKey: `test:${randomUUID()}`,
      kind: "test",
      to,
      subject,
      html,
      text,
    });
    if (!id) throw new Error("Inserting the test email returned no row");
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: "mail_outbox",
      entityId: id,
      after: { kind: "test", to_address: to, subject },
    });
    return { id, to };
  });
}
