import type { ContactMessageInput } from "#domain/validation/contact.ts";
import type { Database } from "#server/db/client.ts";
import { inquiries, inquiryMessages } from "#server/db/schema/index.ts";

/** Stores a contact message as a new inquiry and its first message, both or neither. */
export async function createInquiry(db: Database, input: ContactMessageInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        customer_name: input.name,
        email: input.email,
        subject: input.subject,
        status: "new",
        priority: "medium",
      })
      .returning({ id: inquiries.id });
    if (!inquiry) throw new Error("Inserting the inquiry returned no row");
    await tx
      .insert(inquiryMessages)
      .values({ inquiry_id: inquiry.id, message: input.message, sender: "customer" });
    return { id: inquiry.id };
  });
}
