// When scheduled orders reach the kitchen, in the database's own terms (docs/product/06-admin.md §6.4,
// domain/kitchen-due.ts): the board's "Needs action" view and the new-order alarm take a scheduled
// pickup or delivery at its promised time less its predicted preparation, from the same figures the
// ready-time quotes use. The instant is computed in the query, so the view's paging and counts, the
// alarm and every instance agree without a stored copy that would go stale as the figures change.
import { inArray, sql, type SQL } from "drizzle-orm";
import { QUOTE_SETTING_KEYS, readQuoteSettings, type KitchenFigures } from "#domain/ready-quote.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { orders, siteSettings } from "#server/db/schema/index.ts";
import { loadKitchenFigures } from "./quote-service.ts";

/** The kitchen's figures as the quotes use them now (learned ones are kept ten minutes). */
export async function readKitchenFigures(db: Executor, now: Date): Promise<KitchenFigures> {
  const rows = await db
    .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
    .from(siteSettings)
    .where(inArray(siteSettings.setting_key, [...QUOTE_SETTING_KEYS]));
  const settings = readQuoteSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  return loadKitchenFigures(db, settings, now);
}

/** A scheduled pickup or delivery with its promised instant: its start is timed from the promise. */
export const isTimedFromPromiseSql = sql`(${orders.scheduled} and ${orders.order_type} <> 'catering'
  and ${orders.slot_at} is not null)`;

const reachedAt = sql`coalesce(${orders.paid_at}, ${orders.created_at})`;

/**
 * The minutes of preparation, margin and confirmation the model gives the order's lines, rounded
 * up as domain/kitchen-due.ts kitchenLeadMinutes does.
 */
function leadMinutesSql(figures: KitchenFigures): SQL {
  const prep = sql`(${figures.baseMinutes}::float8 + coalesce((
      select sum(oi.quantity * coalesce((${JSON.stringify(figures.itemMinutes)}::jsonb ->> oi.menu_item_id::text)::float8,
                                        ${figures.unitMinutes}::float8))
        from order_items oi where oi.order_id = ${orders.id}), 0))`;
  return sql`ceil((${prep} + (${figures.marginMinutes}::float8 + ${figures.marginFactor}::float8 * greatest(0::float8, ${prep})))
    + ${figures.confirmMinutes}::float8)`;
}

/**
 * When the order reaches the kitchen (timestamptz): a scheduled pickup or delivery at its promise
 * less its lead minutes, or when paid if that is later; any other order when paid.
 */
export function kitchenDueAtSql(figures: KitchenFigures): SQL {
  return sql`(case when ${isTimedFromPromiseSql}
      then greatest(${orders.slot_at} - ${leadMinutesSql(figures)} * interval '1 minute', ${reachedAt})
      else ${reachedAt} end)`;
}

/** Whether the order has reached the kitchen at `now`. */
export function isKitchenDueSql(figures: KitchenFigures, now: Date): SQL {
  return sql`(not ${isTimedFromPromiseSql}
    or ${orders.slot_at} - ${leadMinutesSql(figures)} * interval '1 minute' <= ${now.toISOString()}::timestamptz)`;
}

/**
 * The next instant a scheduled order the kitchen has not taken comes due (paid or to be paid in
 * person, pending, new), or null when none waits: the board reads its orders again then.
 */
export async function nextKitchenDueAt(
  db: Executor,
  figures: KitchenFigures,
  now: Date,
): Promise<Date | null> {
  const at = now.toISOString();
  const [row] = await executeRows<{ due: Date | string | null }>(
    db,
    sql`select min(${orders.slot_at} - ${leadMinutesSql(figures)} * interval '1 minute') as due
          from ${orders}
         where ${isTimedFromPromiseSql}
           and ${orders.slot_at} > ${at}::timestamptz
           and ${orders.status} = 'pending' and ${orders.kitchen_status} = 'new'
           and (${orders.payment_status} = 'paid'
                or (${orders.payment_method} = 'in_person' and ${orders.payment_status} = 'unpaid'))
           and ${orders.slot_at} - ${leadMinutesSql(figures)} * interval '1 minute' > ${at}::timestamptz`,
  );
  if (!row?.due) return null;
  const due = row.due instanceof Date ? row.due : new Date(row.due);
  return Number.isNaN(due.getTime()) ? null : due;
}
