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
import { orders } from "./orders.ts";

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
    // who holds the row while sending it: the final update counts only for the holder
    lease_token: uuid("lease_token"),
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

/** A line as the sandbox's hosted page shows it; amounts in integer cents. */
export type SandboxSessionLine = {
  title: string;
  description: string | null;
  quantity: number;
  unitAmount: number;
};

/**
 * Checkout sessions of the built-in payment sandbox, shaped like the real provider's: the app's own
 * hosted page reads them, and the webhook handler re-reads them instead of trusting an event.
 * Amounts are integer cents.
 */
export const paymentSandboxSessions = pgTable(
  "payment_sandbox_sessions",
  {
    id: text("id").primaryKey(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    currency: text("currency").notNull().default("usd"),
    amount_subtotal: integer("amount_subtotal").notNull(),
    amount_tax: integer("amount_tax").notNull(),
    amount_tip: integer("amount_tip").notNull().default(0),
    amount_discount: integer("amount_discount").notNull().default(0),
    amount_total: integer("amount_total").notNull(),
    line_items: jsonb("line_items").$type<SandboxSessionLine[]>().notNull(),
    customer_email: text("customer_email"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("open"),
    payment_status: text("payment_status").notNull().default("unpaid"),
    payment_intent_id: text("payment_intent_id"),
    refund_id: text("refund_id"),
    amount_refunded: integer("amount_refunded").notNull().default(0),
    success_url: text("success_url").notNull(),
    cancel_url: text("cancel_url").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp("completed_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("payment_sandbox_sessions_order_idx").on(t.order_id),
    uniqueIndex("payment_sandbox_sessions_payment_intent_key").on(t.payment_intent_id),
    check("payment_sandbox_sessions_status_check", sql`${t.status} in ('open','complete','expired')`),
    check("payment_sandbox_sessions_payment_status_check", sql`${t.payment_status} in ('unpaid','paid')`),
    check(
      "payment_sandbox_sessions_amount_check",
      sql`${t.amount_total} = ${t.amount_subtotal} + ${t.amount_tax} + ${t.amount_tip} - ${t.amount_discount} and ${t.amount_refunded} between 0 and ${t.amount_total}`,
    ),
  ],
);

/** The sandbox's refunds, one per idempotency key, so several partial refunds add up like Stripe's. */
export const paymentSandboxRefunds = pgTable(
  "payment_sandbox_refunds",
  {
    id: text("id").primaryKey(),
    session_id: text("session_id")
      .notNull()
      .references(() => paymentSandboxSessions.id, { onDelete: "cascade" }),
    idempotency_key: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_sandbox_refunds_idempotency_key").on(t.idempotency_key),
    check("payment_sandbox_refunds_amount_check", sql`${t.amount} > 0`),
  ],
);

/** Secrets the server generates once and every instance shares (e.g. the sandbox's webhook key). */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the owner connected from the admin (docs/product/06-admin.md §6.21): one row per connection
 * ("payments", "email"). `sealed` holds the secrets, encrypted with AES-256-GCM under a key kept in
 * site_secrets; `details` holds only what may be shown (a key's last four characters, the mail host).
 */
export const connectionSettings = pgTable(
  "connection_settings",
  {
    name: text("name").primaryKey(),
    sealed: text("sealed").notNull(),
    details: jsonb("details").$type<Record<string, string | number | boolean>>().notNull().default({}),
    updated_by: text("updated_by"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("connection_settings_name_check", sql`${t.name} in ('payments','email')`)],
);
