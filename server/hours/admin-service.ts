// Settings → Hours: the seven days saved together, in one transaction with an audit row per day
// that changed. The store_hours trigger tells open pages, so footers and store status follow.
import { sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { storeHours } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import type { StoreHoursRow } from "#domain/store-hours.ts";
import { listStoreHours } from "./service.ts";

function sameDay(a: StoreHoursRow | undefined, b: StoreHoursRow): boolean {
  return (
    a !== undefined &&
    a.open_time === b.open_time &&
    a.close_time === b.close_time &&
    a.is_closed === b.is_closed
  );
}

/** Stores the week; returns how many days changed (0 when the form was saved as it was). */
export async function saveStoreHours(
  db: Executor,
  actorUserId: string,
  week: StoreHoursRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    // One writer at a time, so two admins saving at once leave one week, not a mix of both.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('store_hours'))`);
    const before = await listStoreHours(tx);
    let changed = 0;
    for (const day of week) {
      const previous = before.find((row) => row.day_of_week.trim().toLowerCase() === day.day_of_week);
      if (sameDay(previous, day)) continue;
      changed += 1;
      await tx
        .insert(storeHours)
        .values({ ...day, updated_at: new Date() })
        .onConflictDoUpdate({
          target: storeHours.day_of_week,
          set: {
            open_time: day.open_time,
            close_time: day.close_time,
            is_closed: day.is_closed,
            updated_at: new Date(),
          },
        });
      await recordAudit(tx, {
        actorUserId,
        action: previous ? "update" : "create",
        entity: "store_hours",
        entityId: day.day_of_week,
        before: previous ? { ...previous } : null,
        after: { ...day },
      });
    }
    return changed;
  });
}
