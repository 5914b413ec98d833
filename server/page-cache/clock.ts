// The next instant at which a public page rendered now goes out of date by the clock alone
// (docs/product/02-public-pages.md §2.13): the store's status, the business day, an alert's dates, a dish or
// an option sold out today.
import { and, eq, gt, gte, isNotNull, min, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { alerts, menuItems, modifiers } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";
import { getSiteShell } from "#server/site/service.ts";
import { earliestAfter, nextStoreClockChange } from "#domain/page-expiry.ts";

const asDate = (value: Date | string | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(value);

/** When an active alert's start date arrives or its end date passes (it shows through its end instant). */
async function nextAlertChange(db: Executor, now: Date): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [starts] = await db
    .select({ at: min(alerts.start_date) })
    .from(alerts)
    .where(and(eq(alerts.is_active, true), gt(alerts.start_date, at)));
  const [ends] = await db
    .select({ at: min(alerts.end_date) })
    .from(alerts)
    .where(and(eq(alerts.is_active, true), gte(alerts.end_date, at)));
  const end = asDate(ends?.at);
  return earliestAfter(now, [asDate(starts?.at), end && new Date(end.getTime() + 1)]);
}

/** When the first dish or option now sold out today comes back. */
async function nextSoldOutEnd(db: Executor, now: Date): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [items] = await db
    .select({ at: min(menuItems.sold_out_until) })
    .from(menuItems)
    .where(and(isNotNull(menuItems.sold_out_until), gt(menuItems.sold_out_until, at)));
  const [options] = await db
    .select({ at: min(modifiers.sold_out_until) })
    .from(modifiers)
    .where(and(isNotNull(modifiers.sold_out_until), gt(modifiers.sold_out_until, at)));
  return earliestAfter(now, [asDate(items?.at), asDate(options?.at)]);
}

/** The earliest clock change for any public page; throws when a table cannot be read. */
export async function nextPageClockChange(db: Executor, log: Logger, now = new Date()): Promise<Date> {
  const [shell, alertChange, soldOutEnd] = await Promise.all([
    getSiteShell(db, log),
    nextAlertChange(db, now),
    nextSoldOutEnd(db, now),
  ]);
  const store = nextStoreClockChange(
    shell.storeHours && { hours: shell.storeHours, closures: shell.storeClosures },
    now,
    shell.rules.timeZone,
  );
  return earliestAfter(now, [store, alertChange, soldOutEnd]) ?? store;
}
