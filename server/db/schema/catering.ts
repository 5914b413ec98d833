import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ExternalLinks } from "./menu.ts";

/** One serving size of a catering item; `price` in integer cents. */
export type PriceTier = { name: string; price: number; serves: string };

export const cateringCategories = pgTable(
  "catering_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catering_categories_active_order_idx").on(t.is_active, t.display_order)],
);

export const cateringMenuItems = pgTable(
  "catering_menu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    category_id: uuid("category_id").references(() => cateringCategories.id, {
      onDelete: "set null",
    }),
    image_url: text("image_url"),
    is_active: boolean("is_active").notNull().default(true),
    price_tiers: jsonb("price_tiers").$type<PriceTier[]>().notNull().default([]),
    external_links: jsonb("external_links").$type<ExternalLinks>(),
    display_order: integer("display_order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catering_menu_items_active_category_idx").on(t.is_active, t.category)],
);

export const EVENT_TYPES = ["Wedding", "Corporate", "Birthday", "Family", "Other"] as const;
export const DELIVERY_OPTIONS = ["pickup", "delivery"] as const;

export const cateringRequests = pgTable(
  "catering_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customer_name: text("customer_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    event_date: date("event_date").notNull(),
    event_time: text("event_time").notNull(),
    guest_count: integer("guest_count").notNull(),
    event_type: text("event_type").notNull(),
    delivery_option: text("delivery_option").notNull(),
    special_requests: text("special_requests"),
    status: text("status").notNull().default("pending"),
    /** The staff's own notes; never shown to the customer. */
    internal_notes: text("internal_notes").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catering_requests_event_date_idx").on(t.event_date),
    index("catering_requests_status_created_idx").on(t.status, t.created_at.desc()),
    check("catering_requests_guest_count_check", sql`${t.guest_count} >= 1`),
    check(
      "catering_requests_event_type_check",
      sql`${t.event_type} in ('Wedding','Corporate','Birthday','Family','Other')`,
    ),
    check("catering_requests_delivery_option_check", sql`${t.delivery_option} in ('pickup','delivery')`),
    // The statuses of domain/validation/admin-catering-requests.ts; a request starts as pending.
    check(
      "catering_requests_status_check",
      sql`${t.status} in ('pending','contacted','quoted','confirmed','completed','cancelled')`,
    ),
  ],
);

/** The staff's replies to a catering request, each also emailed to the customer. */
export const cateringRequestMessages = pgTable(
  "catering_request_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    catering_request_id: uuid("catering_request_id")
      .notNull()
      .references(() => cateringRequests.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    sender: text("sender").notNull().default("admin"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catering_request_messages_request_idx").on(t.catering_request_id, t.created_at),
    check("catering_request_messages_sender_check", sql`${t.sender} in ('customer','admin')`),
  ],
);
