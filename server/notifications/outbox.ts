// Every email the site sends is first written to the mail outbox (mail_outbox), in the transaction
// of the change it tells about; the mailer sends it later. The dedupe key is unique: an email asked
// for twice (a webhook delivered again, a page reloaded) is written once.
import { desc } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { mailOutbox, notificationSettings } from "#server/db/schema/index.ts";

export type QueuedEmail = {
  /** The order the email is about, if any (the outbox page links to it). */
  orderId?: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Unique per email: `order:{id}:{kind}`, `inquiry-reply:{messageId}`, … */
  dedupeKey: string;
};

/** Writes one email to the outbox; answers the new row's id, or null when its dedupe key was written before. */
export async function queueEmail(tx: Executor, email: QueuedEmail): Promise<string | null> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      dedupe_key: email.dedupeKey,
      kind: email.kind,
      ...(email.orderId ? { order_id: email.orderId } : {}),
      to_address: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupe_key })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** The kitchen's address for notifications, or null while they are switched off or no address is set. */
export async function readAdminAddress(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({
      email: notificationSettings.admin_email,
      enabled: notificationSettings.email_notifications_enabled,
    })
    .from(notificationSettings)
    .orderBy(desc(notificationSettings.updated_at))
    .limit(1);
  return row?.enabled && row.email.trim() ? row.email.trim() : null;
}
