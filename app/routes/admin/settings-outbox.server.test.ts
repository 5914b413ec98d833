import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { account, mailOutbox, notificationSettings, user } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { formPost, makePageContext, sessionCookieFor } from "#server/test/page-context.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeOutbox, loadOutbox } from "./settings-outbox.server.ts";
import { changeNotificationSettings } from "./settings-notifications.server.ts";

const database = useTestDatabase();
const OUTBOX_URL = "http://shop.test/admin/settings/outbox";
const NOTIFICATIONS_URL = "http://shop.test/admin/settings/notifications";
let adminCookie = "";
let staffCookie = "";

const cookieFor = (email: string, password: string) => sessionCookieFor(database.db, email, password);

beforeAll(async () => {
  await createFirstAdmin(database.db, {
    name: "Owner",
    email: "owner@example.com",
    password: "Owner-Password-1",
  });
  // Setup saves the first admin's email as the kitchen's; these tests start without one.
  await database.db.delete(notificationSettings);
  const staffId = randomUUID();
  await database.db.insert(user).values({ id: staffId, name: "Staff", email: "staff@example.com" });
  await database.db.insert(account).values({
    id: randomUUID(),
    accountId: staffId,
    providerId: "credential",
    userId: staffId,
    password: await hashPassword("Staff-Password-1"),
  });
  adminCookie = await cookieFor("owner@example.com", "Owner-Password-1");
  staffCookie = await cookieFor("staff@example.com", "Staff-Password-1");
});

const as = (cookie: string) => makePageContext(database.db, { headers: { Cookie: cookie } });

type Answer = {
  data?: { error?: { code: string; fields?: Record<string, string> } };
  init?: { status: number };
};

describe("Settings → Emails sent and the test email", () => {
  it("sends a signed-out visitor to sign in and refuses a non-admin, changing nothing", async () => {
    const signedOut = await loadOutbox(new Request(OUTBOX_URL), makePageContext(database.db)).catch(
      (thrown: unknown) => thrown,
    );
    expect((signedOut as Response).status).toBe(302);
    for (const work of [
      () => loadOutbox(new Request(OUTBOX_URL), as(staffCookie)),
      () => changeOutbox(formPost(OUTBOX_URL, { intent: "retry", id: randomUUID() }), as(staffCookie)),
      () =>
        changeNotificationSettings(formPost(NOTIFICATIONS_URL, { intent: "test-email" }), as(staffCookie)),
    ]) {
      const thrown = (await work().catch((error: unknown) => error)) as Answer;
      expect(thrown.init?.status).toBe(403);
    }
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("a test email is queued to the kitchen and listed in the outbox", async () => {
    const context = as(adminCookie);
    const refused = (await runAction(() =>
      changeNotificationSettings(formPost(NOTIFICATIONS_URL, { intent: "test-email" }), context),
    )) as Answer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.error?.fields?.admin_email).toBe("Save a kitchen email first.");

    await runAction(() =>
      changeNotificationSettings(
        formPost(NOTIFICATIONS_URL, { intent: "email", admin_email: "Kitchen@Example.com" }),
        context,
      ),
    );
    const queued = await runAction(() =>
      changeNotificationSettings(formPost(NOTIFICATIONS_URL, { intent: "test-email" }), context),
    );
    // No mail server in this context: the answer never claims the email goes out (docs/product/07-emails.md
    // §7).
    expect(queued).toEqual({
      ok: true,
      emailNotSetUp: true,
      message: "Test email saved; the email was not sent: email is not set up",
    });
    const withMail = makePageContext(database.db, {
      headers: { Cookie: adminCookie },
      env: { SMTP_URL: "smtp://mail.test:2525" },
    });
    expect(
      await runAction(() =>
        changeNotificationSettings(formPost(NOTIFICATIONS_URL, { intent: "test-email" }), withMail),
      ),
    ).toEqual({ ok: true, emailNotSetUp: false, message: "Test email queued for kitchen@example.com" });
    const page = await loadOutbox(new Request(`${OUTBOX_URL}?status=pending`), context);
    expect(page.entries.map((entry) => [entry.to, entry.subject])).toEqual([
      ["kitchen@example.com", "Test email from Island Spice Kitchen"],
      ["kitchen@example.com", "Test email from Island Spice Kitchen"],
    ]);
    // a bad filter in the address shows everything rather than an error
    expect((await loadOutbox(new Request(`${OUTBOX_URL}?status=nope&page=x`), context)).total).toBe(2);
  });

  it("retries a failed email; a forged id answers 404 and a waiting one 409", async () => {
    const context = as(adminCookie);
    const [failed] = await database.db
      .insert(mailOutbox)
      .values({
        dedupe_key: "order:x:customer-confirmation",
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
    for (const bad of [randomUUID(), "not-an-id", "1 or 1=1"]) {
      const answer = (await runAction(() =>
        changeOutbox(formPost(OUTBOX_URL, { intent: "retry", id: bad }), context),
      )) as Answer;
      expect(answer.init?.status).toBe(404);
    }
    const [waiting] = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "test"));
    const conflict = (await runAction(() =>
      changeOutbox(formPost(OUTBOX_URL, { intent: "retry", id: waiting!.id }), context),
    )) as Answer;
    expect(conflict.init?.status).toBe(409);
    expect(
      await runAction(() => changeOutbox(formPost(OUTBOX_URL, { intent: "retry", id: failed!.id }), context)),
    ).toEqual({
      ok: true,
      emailNotSetUp: true,
      message: "Saved; the email was not sent: email is not set up",
    });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
  });
});
