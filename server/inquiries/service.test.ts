import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { inquiries, inquiryMessages } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createInquiry } from "./service.ts";

const database = useTestDatabase();
beforeEach(async () => {
  await database.db.delete(inquiries);
});

const message = {
  name: "Ana Lopez",
  email: "ana@example.com",
  subject: "Party of twelve",
  message: "Do you cater on Sundays?",
};

describe("createInquiry", () => {
  it("stores a new inquiry and its first customer message", async () => {
    const { id } = await createInquiry(database.db, message);
    const stored = await database.db
      .select({
        id: inquiries.id,
        customer_name: inquiries.customer_name,
        email: inquiries.email,
        subject: inquiries.subject,
        status: inquiries.status,
        priority: inquiries.priority,
      })
      .from(inquiries);
    expect(stored).toEqual([
      {
        id,
        customer_name: "Ana Lopez",
        email: "ana@example.com",
        subject: "Party of twelve",
        status: "new",
        priority: "medium",
      },
    ]);
    const messages = await database.db
      .select({
        inquiry_id: inquiryMessages.inquiry_id,
        message: inquiryMessages.message,
        sender: inquiryMessages.sender,
      })
      .from(inquiryMessages);
    expect(messages).toEqual([{ inquiry_id: id, message: "Do you cater on Sundays?", sender: "customer" }]);
  });

  it("stores nothing when the message cannot be stored", async () => {
    await database.db.execute(sql`alter table inquiry_messages rename to inquiry_messages_away`);
    try {
      await expect(createInquiry(database.db, message)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table inquiry_messages_away rename to inquiry_messages`);
    }
    expect(await database.db.select({ id: inquiries.id }).from(inquiries)).toEqual([]);
  });
});
