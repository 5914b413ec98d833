import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

/**
 * Every text message and voice call the site makes, written in the transaction that causes it
 * (docs/product/08-text-messages.md §8). One row per order, event and recipient through `dedupe_key`.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dedupe_key: text("dedupe_key").notNull(),
    kind: text("kind").notNull(),
    // "sms" (a text) or "call" (a voice call reading `body` out)
    channel: text("channel").notNull().default("sms"),
    order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    to_number: text("to_number").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lease_token: uuid("lease_token"),
    // the provider's id for the message or call, and its latest status callback
    provider_sid: text("provider_sid"),
    provider_status: text("provider_status"),
    provider_status_at: timestamp("provider_status_at", { withTimezone: true }),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sms_outbox_dedupe_key_key").on(t.dedupe_key),
    index("sms_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("sms_outbox_order_idx").on(t.order_id),
    index("sms_outbox_provider_sid_idx").on(t.provider_sid),
    check("sms_outbox_status_check", sql`${t.status} in ('pending','sent','failed','kept','skipped')`),
    check("sms_outbox_channel_check", sql`${t.channel} in ('sms','call')`),
  ],
);

/** Numbers that answered STOP (opted out) and, after START, opted in again. */
export const smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  opted_out_at: timestamp("opted_out_at", { withTimezone: true }),
  opted_in_at: timestamp("opted_in_at", { withTimezone: true }),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each escalation step of an unanswered order, taken once across every instance. */
export const orderEscalations = pgTable(
  "order_escalations",
  {
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    taken_at: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.step] })],
);

/** Per server instance: when an admin order board stream was last connected to it. */
export const boardPresence = pgTable("board_presence", {
  instance_id: text("instance_id").primaryKey(),
  connected: integer("connected").notNull().default(0),
  last_connected_at: timestamp("last_connected_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row: since when no order board has been connected, and whether the owner was told. */
export const boardWatch = pgTable("board_watch", {
  id: integer("id").primaryKey(),
  offline_since: timestamp("offline_since", { withTimezone: true }),
  offline_texted_at: timestamp("offline_texted_at", { withTimezone: true }),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
