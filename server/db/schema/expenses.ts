import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const expenseCategories = pgTable(
  "expense_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    color: text("color"),
    is_active: boolean("is_active").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("expense_categories_name_key").on(t.name)],
);

/** `amount` holds integer cents. */
export const expenses = pgTable(
  "expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    category_id: uuid("category_id").references(() => expenseCategories.id, {
      onDelete: "set null",
    }),
    expense_date: date("expense_date").notNull(),
    vendor: text("vendor"),
    payment_method: text("payment_method"),
    receipt_url: text("receipt_url"),
    notes: text("notes"),
    created_by: text("created_by").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("expenses_date_idx").on(t.expense_date.desc()),
    index("expenses_category_idx").on(t.category_id),
    check("expenses_amount_check", sql`${t.amount} >= 0`),
  ],
);
