import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";

/** Every provider event is recorded once, so a redelivery is recognised and ignored. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    session_id: text("session_id"),
    payload: jsonb("payload").notNull(),
    received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processed_at: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("payment_events_session_idx").on(t.session_id)],
);

/** One row per (order, kind) through `dedupe_key`, so an email is written once. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dedupe_key: text("dedupe_key").notNull(),
    kind: text("kind").notNull(),
    order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_outbox_dedupe_key_key").on(t.dedupe_key),
    index("mail_outbox_due_idx").on(t.status, t.next_attempt_at),
    check("mail_outbox_status_check", sql`${t.status} in ('pending','sent','failed','kept')`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actor_user_id: text("actor_user_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    details: jsonb("details"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.created_at.desc())],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    window_start: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limits_window_idx").on(t.window_start)],
);

/**
 * A counter per watched table, raised by the same trigger that sends NOTIFY. The embedded database
 * cannot deliver NOTIFY from outside connections to the server, so there the server polls this.
 */
export const changeVersions = pgTable("change_versions", {
  table_name: text("table_name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
