import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { auditLog, mailOutbox, notificationSettings } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { updateNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { createMailer } from "#server/adapters/mail/outbox-mailer.ts";
import { loadConfig } from "#server/config.ts";
import { listOutbox, queueTestEmail, retryOutboxEmail } from "./outbox-admin-service.ts";

const database = useTestDatabase();
const BUSINESS = { businessName: "Island <Spice> Kitchen" };

async function owner(): Promise<string> {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  // Setup saves the first admin's email as the kitchen's; these tests start without one.
  await database.db.delete(notificationSettings);
  return userId;
}

async function failedEmail(): Promise<string> {
  const [row] = await database.db
    .insert(mailOutbox)
    .values({
      dedupe_key: `order:${crypto.randomUUID()}:customer-confirmation`,
      kind: "customer-confirmation",
      to_address: "ana@example.com",
      subject: "Your order",
      html: "<p>Thanks</p>",
      text: "Thanks",
      status: "failed",
      attempts: 6,
      last_error: "Connection refused",
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

async function failure(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("the outbox in the admin", () => {
  let ownerId = "";

  it("refuses a test email while no kitchen email is saved, writing nothing", async () => {
    ownerId = await owner();
    const error = await failure(queueTestEmail(database.db, ownerId, BUSINESS));
    expect(error.code).toBe("VALIDATION");
    expect(error.fields?.admin_email).toBe("Save a kitchen email first.");
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("queues a test email to the kitchen, with escaped HTML, audited; the mailer keeps it without SMTP", async () => {
    await updateNotificationSettings(database.db, ownerId, { admin_email: "kitchen@example.com" });
    const queued = await queueTestEmail(database.db, ownerId, BUSINESS);
    expect(queued.to).toBe("kitchen@example.com");
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row).toMatchObject({
      kind: "test",
      to_address: "kitchen@example.com",
      subject: "Test email from Island <Spice> Kitchen",
      status: "pending",
    });
    expect(row?.html).toContain("Island &lt;Spice&gt; Kitchen");
    expect(row?.html).not.toContain("<Spice>");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "mail_outbox"), eq(auditLog.entity_id, queued.id)));
    expect(audit).toHaveLength(1);
    // a second one is a new email, not a duplicate dropped by the dedupe key
    await queueTestEmail(database.db, ownerId, BUSINESS);
    const mailer = createMailer(
      loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test", PAYMENT_PROVIDER: "sandbox" }),
      database.db,
      pino({ level: "silent" }),
    );
    expect((await mailer.runOnce()).kept).toBe(2);
    const page = await listOutbox(database.db, { status: "kept" });
    expect(page.entries.map((entry) => entry.subject)).toEqual([
      "Test email from Island <Spice> Kitchen",
      "Test email from Island <Spice> Kitchen",
    ]);
    expect(page.entries[0]?.text).toContain("If you can read it");
    expect(page.counts).toEqual({ pending: 0, sent: 0, kept: 2, failed: 0 });
  });

  it("lists by state, newest first, with attempts and the last error", async () => {
    const id = await failedEmail();
    const failed = await listOutbox(database.db, { status: "failed" });
    expect(failed.total).toBe(1);
    expect(failed.entries[0]).toMatchObject({
      id,
      to: "ana@example.com",
      status: "failed",
      attempts: 6,
      lastError: "Connection refused",
    });
    const all = await listOutbox(database.db);
    expect(all.total).toBe(3);
    expect(all.entries[0]?.id).toBe(id);
  });

  it("retries a failed email: waiting, due now, attempts afresh, audited", async () => {
    const id = await failedEmail();
    await retryOutboxEmail(database.db, ownerId, id);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lease_token: null });
    expect(row!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "retry"), eq(auditLog.entity_id, id)));
    expect(audit?.details).toEqual({
      before: { status: "failed", attempts: 6, last_error: "Connection refused" },
      after: { status: "pending", attempts: 0 },
    });
    // once waiting, a second retry is refused: it must not be sent twice
    const again = await failure(retryOutboxEmail(database.db, ownerId, id));
    expect(again.code).toBe("CONFLICT");
  });

  it("answers not found for an id that is not an email, whatever its shape", async () => {
    for (const bad of ["x", "00000000-0000-4000-8000-000000000000", "'; drop table mail_outbox; --"]) {
      const error = await failure(retryOutboxEmail(database.db, ownerId, bad));
      expect(error.code).toBe("NOT_FOUND");
    }
  });
});
