import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { inquiries, inquiryMessages, mailOutbox } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createInquiry } from "#server/inquiries/service.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeInquiry, loadInquiry } from "./inquiry.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/inquiries";

const adminCookie = () => signInFirstAdmin(database.db);

type Failure = {
  data: { error: { code: string; message: string; fields?: Record<string, string> } };
  init: { status: number };
};

async function counts() {
  const [messages, mails] = await Promise.all([
    database.db.select({ id: inquiryMessages.id }).from(inquiryMessages),
    database.db.select({ id: mailOutbox.id }).from(mailOutbox),
  ]);
  return { messages: messages.length, mails: mails.length };
}

describe("the inquiry page's loader and action", () => {
  let cookie = "";
  let id = "";

  it("signed out, sends the visitor to sign in with the way back; signed in, reads the thread", async () => {
    id = (
      await createInquiry(database.db, {
        name: "Ana Lopez",
        email: "ana@example.com",
        subject: "Party",
        message: "Do you cater on Sundays?",
      })
    ).id;
    const signedOut = await loadInquiry(
      new Request(`${URL_BASE}/${id}`),
      makePageContext(database.db),
      id,
    ).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(signedOut).toBeInstanceOf(Response);
    expect((signedOut as Response).headers.get("Location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent(`/admin/inquiries/${id}`)}`,
    );

    cookie = await adminCookie();
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const page = await loadInquiry(new Request(`${URL_BASE}/${id}`), context, id);
    expect(page.thread.messages.map((message) => message.message)).toEqual(["Do you cater on Sundays?"]);
  });

  it("answers 404 for an id that is not an inquiry, whatever its shape", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    for (const bad of [
      "x",
      "00000000-0000-4000-8000-000000000000",
      "'; drop table inquiries; --",
      "\u0000",
    ]) {
      const thrown = await loadInquiry(new Request(`${URL_BASE}/x`), context, bad).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({ init: { status: 404 } });
      const answer = (await runAction(() =>
        changeInquiry(formPost(`${URL_BASE}/x`, { intent: "reply", message: "Hi" }), context, bad),
      )) as Failure;
      expect(answer.init.status).toBe(404);
    }
  });

  it("refuses an empty or over-long reply and an unknown status by the field, storing nothing", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const before = await counts();
    const cases: [Record<string, string>, string, string][] = [
      [{ intent: "reply", message: "   " }, "message", "Reply is required"],
      [{ intent: "reply", message: "x".repeat(5001) }, "message", "Reply must be 5000 characters or fewer"],
      [{ intent: "status", status: "deleted" }, "status", "Choose New, In progress or Resolved"],
      [{ intent: "priority", priority: "" }, "priority", "Choose Low, Medium or High"],
    ];
    for (const [fields, field, message] of cases) {
      const answer = (await runAction(() =>
        changeInquiry(formPost(`${URL_BASE}/${id}`, fields), context, id),
      )) as Failure;
      expect(answer.init.status).toBe(400);
      expect(answer.data.error.fields?.[field]).toBe(message);
    }
    const unknown = (await runAction(() =>
      changeInquiry(formPost(`${URL_BASE}/${id}`, { intent: "delete" }), context, id),
    )) as Failure;
    expect(unknown.init.status).toBe(400);
    expect(await counts()).toEqual(before);
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ status: "new", priority: "medium" });
  });

  it("a reply, a status and a priority go through", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const post = (fields: Record<string, string>) =>
      runAction(() => changeInquiry(formPost(`${URL_BASE}/${id}`, fields), context, id));
    // No mail server in this test: the answer says the reply was kept, not emailed.
    expect(await post({ intent: "reply", message: "Yes, every Sunday." })).toEqual({
      ok: true,
      intent: "reply",
      emailNotSetUp: true,
    });
    expect(await post({ intent: "priority", priority: "high" })).toEqual({ ok: true, intent: "priority" });
    expect(await post({ intent: "status", status: "resolved" })).toEqual({ ok: true, intent: "status" });
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ status: "resolved", priority: "high" });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, "ana@example.com"));
    expect(mail?.text).toContain("Yes, every Sunday.");
  });
});
