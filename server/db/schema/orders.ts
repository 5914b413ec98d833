import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cateringMenuItems, cateringRequests } from "./catering.ts";
import { menuItems } from "./menu.ts";
import { user } from "./auth.ts";
import { promoCodes } from "./promotions.ts";

export const ORDER_STATUSES = ["pending", "confirmed", "cancelled", "refunded"] as const;
export const PAYMENT_STATUSES = ["unpaid", "paid", "failed", "expired", "refunded"] as const;
export const ORDER_TYPES = ["pickup", "delivery", "catering"] as const;
/** The kitchen's progress, apart from `status` (docs/product/03-ordering.md §3.13) and `payment_status`. */
export const KITCHEN_STATUSES = ["new", "preparing", "ready", "completed"] as const;

/** Human order numbers count up from here; orders are never reached by them. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1001 });

/** Money columns (`total`, `subtotal`, `tax`, `refund_amount`) hold integer cents. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    order_number: text("order_number"),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email").notNull(),
    customer_phone: text("customer_phone"),
    subtotal: integer("subtotal").notNull(),
    tax: integer("tax").notNull().default(0),
    total: integer("total").notNull(),
    // the customer's tip and the promo code's discount, cents (docs/product/03-ordering.md §3.15, §3.16)
    tip: integer("tip").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    promo_code_id: uuid("promo_code_id").references(() => promoCodes.id, { onDelete: "set null" }),
    // the code as the customer typed it, kept when the code is deleted
    promo_code: text("promo_code"),
    status: text("status").notNull().default("pending"),
    payment_status: text("payment_status").notNull().default("unpaid"),
    payment_method: text("payment_method").notNull().default("card"),
    payment_provider: text("payment_provider").notNull(),
    // unguessable handles: the provider's checkout session id and our own token
    payment_session_id: text("payment_session_id"),
    payment_intent_id: text("payment_intent_id"),
    // when the payment page closes (the session's expires_at): an unpaid order holds a promo code's
    // use until then; null for an order paid in person (and rows from before it was kept)
    payment_expires_at: timestamp("payment_expires_at", { withTimezone: true }),
    // when the provider is next asked about an unpaid order's session, in case its webhook is lost
    // (server/payments/check-pending.ts); null: a minute after the order was placed
    payment_next_check_at: timestamp("payment_next_check_at", { withTimezone: true }),
    access_token: text("access_token").notNull(),
    idempotency_key: text("idempotency_key"),
    // SHA-256 of the checkout body sent with idempotency_key: the same key with another body is refused
    idempotency_body_hash: text("idempotency_body_hash"),
    // taken through the payment sandbox: no money moved
    is_test: boolean("is_test").notNull().default(false),
    order_type: text("order_type").notNull().default("pickup"),
    scheduled: boolean("scheduled").notNull().default(false),
    scheduled_date: date("scheduled_date"),
    scheduled_time: text("scheduled_time"),
    // the start of the 30-minute kitchen slot the order takes (scheduled, or the slot it was placed in)
    slot_at: timestamp("slot_at", { withTimezone: true }),
    special_instructions: text("special_instructions"),
    refund_amount: integer("refund_amount"),
    event_date: date("event_date"),
    event_type: text("event_type"),
    guest_count: integer("guest_count"),
    special_requests: text("special_requests"),
    catering_request_id: uuid("catering_request_id").references(() => cateringRequests.id, {
      onDelete: "set null",
    }),
    cancellation_reason: text("cancellation_reason"),
    cancelled_by: text("cancelled_by"),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    kitchen_status: text("kitchen_status").notNull().default("new"),
    estimated_ready_at: timestamp("estimated_ready_at", { withTimezone: true }),
    // the ready time quoted at checkout for an order placed for now (docs/product/03-ordering.md §3.14)
    quoted_ready_at: timestamp("quoted_ready_at", { withTimezone: true }),
    quoted_minutes: integer("quoted_minutes"),
    quoted_orders_ahead: integer("quoted_orders_ahead"),
    // a staff member saw the new order (silences the new-order alarm on every device)
    acknowledged_at: timestamp("acknowledged_at", { withTimezone: true }),
    // the customer ticked "Text me order updates" at this time (docs/product/08-text-messages.md §8)
    text_updates_at: timestamp("text_updates_at", { withTimezone: true }),
    // the request key of the refund being sent to the payment provider: one refund at a time
    refund_claim: text("refund_claim"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_number_key").on(t.order_number),
    uniqueIndex("orders_payment_session_id_key").on(t.payment_session_id),
    uniqueIndex("orders_access_token_key").on(t.access_token),
    uniqueIndex("orders_idempotency_key_key").on(t.idempotency_key),
    index("orders_status_created_idx").on(t.status, t.created_at.desc()),
    index("orders_created_idx").on(t.created_at.desc()),
    index("orders_slot_at_idx").on(t.slot_at),
    index("orders_promo_code_idx").on(t.promo_code_id),
    // the payment check's candidates: orders still waiting for their payment, a handful at a time
    index("orders_awaiting_payment_idx")
      .on(t.created_at)
      .where(sql`${t.status} = 'pending' and ${t.payment_status} = 'unpaid'`),
    check("orders_status_check", sql`${t.status} in ('pending','confirmed','cancelled','refunded')`),
    check(
      "orders_payment_status_check",
      sql`${t.payment_status} in ('unpaid','paid','failed','expired','refunded')`,
    ),
    check("orders_kitchen_status_check", sql`${t.kitchen_status} in ('new','preparing','ready','completed')`),
    // the board's "Needs action" and the alarm read paid orders the kitchen has not taken yet
    index("orders_kitchen_new_idx")
      .on(t.paid_at)
      .where(sql`${t.kitchen_status} = 'new' and ${t.paid_at} is not null`),
    // the kitchen's open queue (ready-time quotes, read by every checkout): the same predicate as
    // openKitchenOrdersSql, so unpaid and finished orders, nearly all rows, are never scanned
    index("orders_kitchen_open_idx")
      .on(t.paid_at)
      .where(
        sql`${t.kitchen_status} in ('new', 'preparing') and ${t.status} not in ('cancelled', 'refunded') and ${t.order_type} <> 'catering' and (${t.payment_status} = 'paid' or (${t.payment_method} = 'in_person' and ${t.payment_status} = 'unpaid'))`,
      ),
    check("orders_order_type_check", sql`${t.order_type} in ('pickup','delivery','catering')`),
    check(
      "orders_money_check",
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.tip} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.subtotal} and ${t.total} = ${t.subtotal} + ${t.tax} + ${t.tip} - ${t.discount}`,
    ),
    check(
      "orders_refund_check",
      sql`${t.refund_amount} is null or (${t.refund_amount} >= 0 and ${t.refund_amount} <= ${t.total})`,
    ),
    check(
      "orders_scheduled_check",
      sql`not ${t.scheduled} or (${t.scheduled_date} is not null and ${t.scheduled_time} is not null)`,
    ),
  ],
);

export type SelectedModifier = {
  groupName: string;
  selectedOptions: { name: string; priceAdjustment: number }[];
};

/** `price` is the unit price in integer cents, modifiers included. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    menu_item_id: uuid("menu_item_id").references(() => menuItems.id, { onDelete: "restrict" }),
    catering_menu_item_id: uuid("catering_menu_item_id").references(() => cateringMenuItems.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    quantity: integer("quantity").notNull(),
    price: integer("price").notNull(),
    special_instructions: text("special_instructions"),
    item_type: text("item_type").notNull().default("regular"),
    tier_name: text("tier_name"),
    selected_modifiers: jsonb("selected_modifiers").$type<SelectedModifier[]>().notNull().default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_items_order_idx").on(t.order_id),
    index("order_items_menu_item_idx").on(t.menu_item_id),
    check("order_items_quantity_check", sql`${t.quantity} between 1 and 99`),
    check("order_items_price_check", sql`${t.price} >= 0`),
    check("order_items_item_type_check", sql`${t.item_type} in ('regular','catering')`),
    check(
      "order_items_source_check",
      sql`(${t.item_type} = 'regular' and ${t.menu_item_id} is not null) or ${t.item_type} = 'catering'`,
    ),
  ],
);

export const ORDER_EVENT_KINDS = [
  "acknowledged",
  "confirmed",
  "ready",
  "completed",
  "cancelled",
  "refunded",
] as const;

/**
 * An order's timeline beyond what the order row itself says (placed: created_at, paid: paid_at):
 * each kitchen step, who took it and when.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actor_user_id: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actor_name: text("actor_name"),
    note: text("note"),
    // a refund's request key: the same refund asked twice is recorded once
    request_key: text("request_key"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_events_order_idx").on(t.order_id, t.created_at),
    // the latest ready times, read by every checkout's quote: newest first without a sort
    index("order_events_ready_idx")
      .on(t.created_at)
      .where(sql`${t.kind} = 'ready'`),
    uniqueIndex("order_events_request_key").on(t.request_key),
  ],
);
