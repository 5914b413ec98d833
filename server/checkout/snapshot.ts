// Everything a checkout decides on, read in ONE statement: whether the Idempotency-Key already has an
// order, the ordering settings, the store hours and closures, the cart's items and their modifier groups,
// the kitchen's open orders and latest ready times (its ready-time quote), the promo code asked for (and
// the next order number). One
// statement is also one consistent snapshot, which separate reads in a READ COMMITTED
// transaction would not be. Its text is compiled once (server/db/prepared-sql.ts).
import { inArray, sql } from "drizzle-orm";
import type { StoreClosure, StoreHoursRow } from "#domain/store-hours.ts";
import type { Database } from "#server/db/client.ts";
import { prepareSql, runPreparedSql } from "#server/db/prepared-sql.ts";
import { menuItems, orders, siteSettings, storeClosures, storeHours } from "#server/db/schema/index.ts";
import { groupModifierRows, selectModifierRows, type ModifierRow } from "#server/modifiers/service.ts";
import {
  QUOTE_CONTEXT_SETTING_KEYS,
  openKitchenOrdersSql,
  recentReadyTimesSql,
  scheduledHorizon,
  toOpenKitchenOrders,
  toReadyTimes,
  type OpenKitchenOrder,
  type OpenKitchenOrderRow,
} from "#server/orders/quote-service.ts";
import { promoByCodeSql, toPromo, type PromoRow, type StoredPromo } from "#server/promotions/service.ts";
import { CHECKOUT_SETTING_KEYS, type SettingsMap } from "#server/settings/service.ts";
import type { CatalogItem } from "./price-cart.ts";

export type CheckoutSnapshot = {
  existingOrderId: string | null;
  settings: SettingsMap;
  hours: StoreHoursRow[];
  /** Closures that end no earlier than yesterday, in any business time zone. */
  closures: StoreClosure[];
  catalog: Map<string, CatalogItem>;
  /** The number the order gets if it is placed. */
  nextOrderNumber: string;
  /** The kitchen's open orders, earliest paid first, and its latest ready times, newest first. */
  openOrders: OpenKitchenOrder[];
  recentReadyAtMs: number[];
  /** The promo code asked for, when one was and it exists. */
  promo: StoredPromo | null;
};

type SnapshotRow = {
  existing_order_id: string | null;
  settings: SettingsMap | string | null;
  hours: StoreHoursRow[] | string | null;
  closures: StoreClosure[] | string | null;
  items: Omit<CatalogItem, "groups">[] | string | null;
  modifier_rows: ModifierRow[] | string | null;
  next_order_number: string;
  open_orders: OpenKitchenOrderRow[] | string | null;
  recent_ready: string[] | string | null;
  promo: PromoRow | string | null;
};

const itemIds = sql.placeholder("item_ids");
const SETTING_KEYS = [...new Set<string>([...CHECKOUT_SETTING_KEYS, ...QUOTE_CONTEXT_SETTING_KEYS])];

const SNAPSHOT = prepareSql(
  "checkout_snapshot_v7",
  sql`
    select
      (select ${orders.id} from ${orders} where ${orders.idempotency_key} = ${sql.placeholder("idempotency_key")}) as existing_order_id,
      (select json_object_agg(${siteSettings.setting_key}, ${siteSettings.setting_value})
         from ${siteSettings} where ${inArray(siteSettings.setting_key, SETTING_KEYS)}) as settings,
      (select json_agg(json_build_object(
           'day_of_week', ${storeHours.day_of_week}, 'open_time', ${storeHours.open_time},
           'close_time', ${storeHours.close_time}, 'is_closed', ${storeHours.is_closed}))
         from ${storeHours}) as hours,
      -- The business zone's yesterday is never before the database's date minus two, whatever the
      -- zone; yesterday's hours matter for a slot running past midnight.
      (select json_agg(json_build_object(
           'start_date', ${storeClosures.start_date}, 'end_date', ${storeClosures.end_date},
           'kind', ${storeClosures.kind}, 'open_time', ${storeClosures.open_time},
           'close_time', ${storeClosures.close_time}, 'label', ${storeClosures.label}))
         from ${storeClosures} where ${storeClosures.end_date} >= current_date - 2) as closures,
      (select json_agg(json_build_object(
           'id', ${menuItems.id}, 'title', ${menuItems.title}, 'price', ${menuItems.price},
           'available', ${menuItems.available}, 'available_direct', ${menuItems.available_direct},
           'show_add_to_cart', ${menuItems.show_add_to_cart}, 'sold_out_until', ${menuItems.sold_out_until}))
         from ${menuItems} where ${menuItems.id} = any(${itemIds}::uuid[])) as items,
      (select json_agg(r order by r.position) from (${selectModifierRows(itemIds).getSQL()}) r) as modifier_rows,
      (select json_agg(q order by q.paid_at, q.id)
         from (${openKitchenOrdersSql(sql.placeholder("horizon"))}) q) as open_orders,
      (select json_agg(r.at order by r.at desc) from (${recentReadyTimesSql()}) r) as recent_ready,
      (select row_to_json(p) from (${promoByCodeSql(sql.placeholder("promo_code"))}) p) as promo,
      -- Numbered here, so the order and its payment session can be written together with the number.
      -- A refused cart leaves a gap in the numbers, as any sequence does.
      'IS-' || nextval('order_number_seq') as next_order_number
  `,
);

/** json arrives parsed from node-postgres and PGlite alike; text only if a driver is set up otherwise. */
function parsed<T>(value: T | string | null): T | null {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

export async function loadCheckoutSnapshot(
  db: Database,
  input: { idempotencyKey: string; itemIds: readonly string[]; promoCode: string | null; now: Date },
): Promise<CheckoutSnapshot> {
  const [row] = await runPreparedSql<SnapshotRow>(db, SNAPSHOT, {
    idempotency_key: input.idempotencyKey,
    item_ids: [...new Set(input.itemIds)],
    horizon: scheduledHorizon(input.now).toISOString(),
    promo_code: input.promoCode ?? "",
  });
  if (!row) throw new Error("The checkout snapshot returned no row");
  const items = parsed(row.items) ?? [];
  const groups = groupModifierRows(
    items.map((item) => item.id),
    parsed(row.modifier_rows) ?? [],
  );
  return {
    existingOrderId: row.existing_order_id,
    settings: parsed(row.settings) ?? {},
    hours: parsed(row.hours) ?? [],
    closures: parsed(row.closures) ?? [],
    catalog: new Map(items.map((item) => [item.id, { ...item, groups: groups[item.id] ?? [] }])),
    nextOrderNumber: row.next_order_number,
    openOrders: toOpenKitchenOrders(parsed(row.open_orders) ?? [], input.now),
    recentReadyAtMs: toReadyTimes((parsed(row.recent_ready) ?? []).map((at) => ({ at }))),
    promo: toPromo(parsed(row.promo) ?? undefined),
  };
}
