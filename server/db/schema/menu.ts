import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type CustomLink = { id: string; name: string; url: string; showButton: boolean };

export type ExternalLinks = {
  doordashUrl?: string;
  uberEatsUrl?: string;
  showDoordash?: boolean;
  showUberEats?: boolean;
  showExternalButtons?: boolean;
  customLinks?: CustomLink[];
};

export const menuItemCategory = pgTable(
  "menu_item_category",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    display_order: integer("display_order").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("menu_item_category_name_key").on(t.name),
    index("menu_item_category_active_order_idx").on(t.is_active, t.display_order),
  ],
);

/** `price` holds integer cents (see docs/decisions/002-money-in-cents.md). */
export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    category: text("category").notNull(),
    image_url: text("image_url"),
    featured: boolean("featured").notNull().default(false),
    available: boolean("available").notNull().default(true),
    available_direct: boolean("available_direct").notNull().default(true),
    available_doordash: boolean("available_doordash").notNull().default(false),
    available_ubereats: boolean("available_ubereats").notNull().default(false),
    allergens: text("allergens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    show_add_to_cart: boolean("show_add_to_cart").notNull().default(true),
    // Sold out until this instant (the store's next opening), then orderable again on its own.
    sold_out_until: timestamp("sold_out_until", { withTimezone: true }),
    external_links: jsonb("external_links").$type<ExternalLinks>(),
    display_order: integer("display_order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("menu_items_listing_idx").on(t.category, t.display_order, t.created_at),
    index("menu_items_featured_idx")
      .on(t.display_order)
      .where(sql`${t.featured} and ${t.available}`),
    check("menu_items_price_check", sql`${t.price} >= 0`),
  ],
);

export const modifierGroups = pgTable(
  "modifier_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    is_required: boolean("is_required").notNull().default(false),
    min_selections: integer("min_selections").notNull().default(0),
    // null means any number may be chosen; 1 means pick one
    max_selections: integer("max_selections"),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("modifier_groups_min_check", sql`${t.min_selections} >= 0`),
    check(
      "modifier_groups_max_check",
      sql`${t.max_selections} is null or (${t.max_selections} >= 1 and ${t.max_selections} >= ${t.min_selections})`,
    ),
  ],
);

/** `price_adjustment` holds integer cents and may be negative. */
export const modifiers = pgTable(
  "modifiers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    modifier_group_id: uuid("modifier_group_id")
      .notNull()
      .references(() => modifierGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    price_adjustment: integer("price_adjustment").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    // Sold out until this instant (the store's next opening), then orderable again on its own.
    sold_out_until: timestamp("sold_out_until", { withTimezone: true }),
    display_order: integer("display_order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("modifiers_group_order_idx").on(t.modifier_group_id, t.display_order)],
);

export const menuItemModifierGroups = pgTable(
  "menu_item_modifier_groups",
  {
    menu_item_id: uuid("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    modifier_group_id: uuid("modifier_group_id")
      .notNull()
      .references(() => modifierGroups.id, { onDelete: "cascade" }),
    display_order: integer("display_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.menu_item_id, t.modifier_group_id] }),
    index("menu_item_modifier_groups_group_idx").on(t.modifier_group_id),
  ],
);
