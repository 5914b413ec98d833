import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { orders } from "./orders.ts";

/**
 * The devices an admin turned phone alerts on for (docs/product/08-text-messages.md §8, Phone alerts): the
 * browser's push endpoint and its keys. One row per endpoint; an admin removed takes their devices with them.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    // the browser's P-256 public key and auth secret, base64url
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    // "Chrome on Android", as the browser described itself when subscribing
    label: text("label").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.user_id),
  ],
);

/**
 * Every phone alert, written in the transaction that causes it; the pusher sends it later. One row
 * per order, event and device through `dedupe_key`; a device removed takes its alerts with it.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dedupe_key: text("dedupe_key").notNull(),
    kind: text("kind").notNull(),
    subscription_id: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // the admin page a tap opens
    url: text("url").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lease_token: uuid("lease_token"),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_outbox_dedupe_key_key").on(t.dedupe_key),
    index("push_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("push_outbox_subscription_idx").on(t.subscription_id),
    check("push_outbox_status_check", sql`${t.status} in ('pending','sent','failed')`),
  ],
);
