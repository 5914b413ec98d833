import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const storeHours = pgTable(
  "store_hours",
  {
    id: serial("id").primaryKey(),
    day_of_week: text("day_of_week").notNull(),
    open_time: text("open_time").notNull().default("09:00"),
    close_time: text("close_time").notNull().default("21:00"),
    is_closed: boolean("is_closed").notNull().default(false),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("store_hours_day_of_week_key").on(t.day_of_week),
    check(
      "store_hours_day_of_week_check",
      sql`${t.day_of_week} in ('sunday','monday','tuesday','wednesday','thursday','friday','saturday')`,
    ),
    check("store_hours_open_time_check", sql`${t.open_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("store_hours_close_time_check", sql`${t.close_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** Holidays and special hours: dates (inclusive range) that override the weekly store_hours. */
export const storeClosures = pgTable(
  "store_closures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }).notNull(),
    kind: text("kind").notNull().default("closed"),
    open_time: text("open_time"),
    close_time: text("close_time"),
    label: text("label").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("store_closures_end_date_idx").on(t.end_date),
    check("store_closures_dates_check", sql`${t.start_date} <= ${t.end_date}`),
    check("store_closures_kind_check", sql`${t.kind} in ('closed','special')`),
    check(
      "store_closures_times_check",
      sql`(${t.kind} = 'closed' and ${t.open_time} is null and ${t.close_time} is null) or (${t.kind} = 'special' and ${t.open_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.close_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check("store_closures_label_check", sql`char_length(${t.label}) <= 80`),
  ],
);

export const siteSettings = pgTable(
  "site_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    setting_key: text("setting_key").notNull(),
    setting_value: text("setting_value").notNull().default(""),
    setting_group: text("setting_group").notNull().default("general"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("site_settings_setting_key_key").on(t.setting_key),
    index("site_settings_group_key_idx").on(t.setting_group, t.setting_key),
  ],
);

export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull().default(""),
    message: text("message").notNull(),
    alert_type: text("alert_type").notNull().default("info"),
    is_active: boolean("is_active").notNull().default(true),
    is_dismissible: boolean("is_dismissible").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    start_date: timestamp("start_date", { withTimezone: true }),
    end_date: timestamp("end_date", { withTimezone: true }),
    background_color: text("background_color"),
    text_color: text("text_color"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("alerts_active_order_idx").on(t.is_active, t.display_order, t.created_at.desc()),
    check(
      "alerts_dates_check",
      sql`${t.start_date} is null or ${t.end_date} is null or ${t.start_date} <= ${t.end_date}`,
    ),
  ],
);

export const heroSlides = pgTable(
  "hero_slides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    image_url: text("image_url"),
    badge_text: text("badge_text"),
    heading_text: text("heading_text").notNull().default(""),
    heading_highlight: text("heading_highlight"),
    subtitle: text("subtitle"),
    cta_text: text("cta_text"),
    cta_link: text("cta_link"),
    background_color: text("background_color").notNull().default("#F97316"),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("hero_slides_active_order_idx").on(t.is_active, t.display_order)],
);

export const benefits = pgTable(
  "benefits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    icon_name: text("icon_name").notNull().default("star"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("benefits_active_order_idx").on(t.is_active, t.display_order)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    location: text("location"),
    text: text("text").notNull(),
    rating: integer("rating").notNull().default(5),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("testimonials_active_order_idx").on(t.is_active, t.display_order),
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export type SectionContent = {
  text?: string;
  imageUrl?: string;
  imageAlt?: string;
  reversed?: boolean;
};

export const siteSections = pgTable(
  "site_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    page_name: text("page_name").notNull(),
    section_name: text("section_name").notNull(),
    title: text("title"),
    subtitle: text("subtitle"),
    is_active: boolean("is_active").notNull().default(true),
    content: jsonb("content").$type<SectionContent>().notNull().default({}),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("site_sections_page_section_key").on(t.page_name, t.section_name)],
);
