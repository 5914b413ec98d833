import { asc } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { storeHours } from "#server/db/schema/index.ts";
import type { StoreHoursRow } from "#domain/store-hours.ts";

export async function listStoreHours(db: Executor): Promise<StoreHoursRow[]> {
  return db
    .select({
      day_of_week: storeHours.day_of_week,
      open_time: storeHours.open_time,
      close_time: storeHours.close_time,
      is_closed: storeHours.is_closed,
    })
    .from(storeHours)
    .orderBy(asc(storeHours.day_of_week));
}
