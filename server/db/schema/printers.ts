import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { orders } from "./orders.ts";

/** Which orders a kitchen printer takes: every order, or one order type. */
export const PRINTER_TAKES = ["all", "pickup", "delivery", "catering"] as const;

/**
 * Star CloudPRNT printers that poll /api/cloudprnt (docs/product/06-admin.md §6.22). The printer's URL
 * carries its secret: `secret_hash` (SHA-256) finds the printer, `secret_sealed` lets the settings page show
 * the URL again (decision 175).
 */
export const printers = pgTable(
  "printers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // lower case, colon separated: 00:11:62:0a:1b:2c
    mac_address: text("mac_address").notNull(),
    takes: text("takes").notNull().default("all"),
    secret_hash: text("secret_hash").notNull(),
    secret_sealed: text("secret_sealed").notNull(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }),
    // the printer's own status code and words, e.g. "200 OK", "410 Out of paper"
    last_status: text("last_status"),
    // how often the printer polls, in seconds, as it answered the GetPollInterval client action;
    // null until it has (it is offline after twice this plus 5 s)
    poll_interval_seconds: integer("poll_interval_seconds"),
    // when the printer was last asked its polling interval (asked again after an hour)
    poll_interval_asked_at: timestamp("poll_interval_asked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("printers_mac_address_key").on(t.mac_address),
    uniqueIndex("printers_secret_hash_key").on(t.secret_hash),
    check("printers_takes_check", sql`${t.takes} in ('all','pickup','delivery','catering')`),
  ],
);

/**
 * One row per order a printer is to print (`kind = order`, at most one per printer and order) and per
 * reprint asked for on the order page or the board (`kind = reprint`, at most one waiting per printer
 * and order). A job is offered to its printer until the printer confirms it printed (`printed_at`) or
 * gives up on it (`failed_at`: a DELETE with a failure code); a job that failed is never offered
 * again, Print again makes a new one.
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    printer_id: uuid("printer_id")
      .notNull()
      .references(() => printers.id, { onDelete: "cascade" }),
    order_id: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("order"),
    requested_by: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    // the printer's last GET of the job: a confirmation without a token is this printer's latest
    fetched_at: timestamp("fetched_at", { withTimezone: true }),
    printed_at: timestamp("printed_at", { withTimezone: true }),
    failed_at: timestamp("failed_at", { withTimezone: true }),
    // downloads that timed out (520) and were offered again; the third gives up
    timeouts: integer("timeouts").notNull().default(0),
    // the printer's code for the last attempt, e.g. "OK", "200 OK", "510 Incompatible media"
    last_code: text("last_code"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("print_jobs_order_once_key")
      .on(t.printer_id, t.order_id)
      .where(sql`${t.kind} = 'order'`),
    uniqueIndex("print_jobs_reprint_waiting_key")
      .on(t.printer_id, t.order_id)
      .where(sql`${t.kind} = 'reprint' and ${t.printed_at} is null and ${t.failed_at} is null`),
    index("print_jobs_waiting_idx")
      .on(t.printer_id, t.created_at)
      .where(sql`${t.printed_at} is null and ${t.failed_at} is null`),
    index("print_jobs_order_idx").on(t.order_id),
    // the job a printer fetched last, for a confirmation that names none
    index("print_jobs_fetched_idx")
      .on(t.printer_id, t.fetched_at)
      .where(sql`${t.fetched_at} is not null`),
    // the board's tickets that did not print
    index("print_jobs_failed_idx")
      .on(t.failed_at)
      .where(sql`${t.failed_at} is not null`),
    check("print_jobs_kind_check", sql`${t.kind} in ('order','reprint')`),
  ],
);
