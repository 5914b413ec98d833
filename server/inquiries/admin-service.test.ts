import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, inquiries, inquiryMessages, mailOutbox } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { createInquiry } from "./service.ts";
import {
  changeInquiryPriority,
  changeInquiryStatus,
  countNewInquiries,
  listInquiries,
  readInquiryThread,
  readReplyDelivery,
  replyToInquiry,
} from "./admin-service.ts";

const database = useTestDatabase();
const OPTIONS = { businessName: "Island Spice Kitchen", replyTo: "hello@islandspice.example" };
const VISITOR_TEXT = "Please call me back about <b>something</b> at 555-0100";

async function owner(): Promise<string> {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  return userId;
}

describe("inquiries in the admin", () => {
  let ownerId = "";
  let first = "";
  let second = "";

  it("lists every inquiry with its last message, newest activity first, and counts the new ones", async () => {
    ownerId = await owner();
    first = (
      await createInquiry(database.db, {
        name: "Ana Lopez",
        email: "ana@example.com",
        subject: "Birthday party",
        message: VISITOR_TEXT,
      })
    ).id;
    second = (
      await createInquiry(database.db, {
        name: "Ben Cole",
        email: "ben@example.com",
        subject: "Gluten free?",
        message: "Is the jerk chicken gluten free?",
      })
    ).id;
    const rows = await listInquiries(database.db);
    expect(rows.map((row) => row.id)).toEqual([second, first]);
    expect(rows[0]).toMatchObject({
      customerName: "Ben Cole",
      status: "new",
      priority: "medium",
      messageCount: 1,
      lastSender: "customer",
      preview: "Is the jerk chicken gluten free?",
    });
    expect(await countNewInquiries(database.db)).toBe(2);
  });

  it("a reply is kept in the thread, emailed with the staff's words only, moves a new inquiry on, and is audited", async () => {
    const { messageId } = await replyToInquiry(
      database.db,
      ownerId,
      first,
      { message: "Hi Ana,\n\nWe would love to cater it. What date?" },
      OPTIONS,
    );
    const thread = await readInquiryThread(database.db, first);
    expect(thread?.status).toBe("in_progress");
    expect(thread?.messages.map((message) => [message.sender, message.message])).toEqual([
      ["customer", VISITOR_TEXT],
      ["admin", "Hi Ana,\n\nWe would love to cater it. What date?"],
    ]);

    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "inquiry-reply"));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to_address).toBe("ana@example.com");
    expect(mail?.dedupe_key).toBe(`inquiry-reply:${messageId}`);
    expect(mail?.subject).toBe("A reply from Island Spice Kitchen");
    expect(mail?.text).toContain("We would love to cater it. What date?");
    expect(mail?.text).toContain("hello@islandspice.example");
    // Neither the visitor's message nor their subject travels in the email.
    expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toContain("something");
    expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toContain("Birthday party");
    expect(await readReplyDelivery(database.db, [messageId])).toEqual({ [messageId]: "pending" });

    const audit = await database.db
      .select({ actor: auditLog.actor_user_id, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "inquiry_messages"), eq(auditLog.entity_id, messageId)));
    expect(audit).toEqual([{ actor: ownerId, action: "create" }]);

    const rows = await listInquiries(database.db);
    expect(rows[0]).toMatchObject({ id: first, lastSender: "admin", messageCount: 2 });
    expect(await countNewInquiries(database.db)).toBe(1);
  });

  it("escapes the reply in the HTML part", async () => {
    await replyToInquiry(database.db, ownerId, second, { message: "Yes <script>x</script> & more" }, OPTIONS);
    const [mail] = await database.db
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, "ben@example.com"));
    expect(mail?.html).toContain("Yes &lt;script&gt;x&lt;/script&gt; &amp; more");
    expect(mail?.html).not.toContain("<script>");
  });

  it("changes status and priority with an audit row each, and records nothing when nothing changes", async () => {
    await changeInquiryStatus(database.db, ownerId, first, "resolved");
    await changeInquiryPriority(database.db, ownerId, first, "high");
    await changeInquiryPriority(database.db, ownerId, first, "high");
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, first));
    expect(row).toMatchObject({ status: "resolved", priority: "high" });
    const audit = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "inquiries"), eq(auditLog.entity_id, first)));
    expect(audit.map((entry) => entry.details)).toEqual([
      { before: { status: "in_progress" }, after: { status: "resolved" } },
      { before: { priority: "medium" }, after: { priority: "high" } },
    ]);
  });

  it("refuses an inquiry that does not exist and stores nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const before = await database.db.select({ id: inquiryMessages.id }).from(inquiryMessages);
    for (const work of [
      replyToInquiry(database.db, ownerId, missing, { message: "Hello" }, OPTIONS),
      changeInquiryStatus(database.db, ownerId, missing, "resolved"),
    ]) {
      const error = await work.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isAppError(error) && error.code).toBe("NOT_FOUND");
    }
    expect(await database.db.select({ id: inquiryMessages.id }).from(inquiryMessages)).toHaveLength(
      before.length,
    );
    expect(await readInquiryThread(database.db, missing)).toBeNull();
  });
});
