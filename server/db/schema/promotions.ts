import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const PROMO_KINDS = ["percent", "amount"] as const;

/**
 * Promo codes (docs/product/03-ordering.md §3.16). `value` is a whole percent (1–100) for "percent" and cents
 * for "amount". Dates are business-time-zone days; null means no bound. Uses are counted from the
 * orders that carry the code, never stored here.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    min_subtotal: integer("min_subtotal").notNull().default(0),
    starts_on: date("starts_on"),
    ends_on: date("ends_on"),
    max_uses: integer("max_uses"),
    max_uses_per_email: integer("max_uses_per_email"),
    first_order_only: boolean("first_order_only").notNull().default(false),
    order_types: jsonb("order_types")
      .$type<string[]>()
      .notNull()
      .default(sql`'["pickup","delivery","catering"]'::jsonb`),
    is_active: boolean("is_active").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_key").on(sql`lower(${t.code})`),
    check("promo_codes_kind_check", sql`${t.kind} in ('percent','amount')`),
    check(
      "promo_codes_value_check",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'amount' and ${t.value} > 0)`,
    ),
    check("promo_codes_code_check", sql`char_length(${t.code}) between 1 and 40`),
    check("promo_codes_min_subtotal_check", sql`${t.min_subtotal} >= 0`),
    check(
      "promo_codes_uses_check",
      sql`(${t.max_uses} is null or ${t.max_uses} >= 1) and (${t.max_uses_per_email} is null or ${t.max_uses_per_email} >= 1)`,
    ),
    check(
      "promo_codes_dates_check",
      sql`${t.starts_on} is null or ${t.ends_on} is null or ${t.starts_on} <= ${t.ends_on}`,
    ),
  ],
);
