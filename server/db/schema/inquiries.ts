import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customer_name: text("customer_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    status: text("status").notNull().default("new"),
    priority: text("priority").notNull().default("medium"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inquiries_status_created_idx").on(t.status, t.created_at.desc()),
    check("inquiries_status_check", sql`${t.status} in ('new','in_progress','resolved')`),
    check("inquiries_priority_check", sql`${t.priority} in ('low','medium','high')`),
  ],
);

export const inquiryMessages = pgTable(
  "inquiry_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiry_id: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    sender: text("sender").notNull().default("customer"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inquiry_messages_inquiry_idx").on(t.inquiry_id, t.created_at),
    check("inquiry_messages_sender_check", sql`${t.sender} in ('customer','admin')`),
  ],
);
