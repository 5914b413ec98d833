// Store closures (holidays and special hours) as the public pages and the admin read them.
import { asc, desc, gte, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { storeClosures } from "#server/db/schema/index.ts";
import type { StoreClosure } from "#domain/store-hours.ts";

export type StoreClosureRecord = StoreClosure & { id: string };

const closureColumns = {
  start_date: storeClosures.start_date,
  end_date: storeClosures.end_date,
  kind: storeClosures.kind,
  open_time: storeClosures.open_time,
  close_time: storeClosures.close_time,
  label: storeClosures.label,
};
const columns = { id: storeClosures.id, ...closureColumns };

function toClosure<Row extends { kind: string }>(row: Row): Omit<Row, "kind"> & Pick<StoreClosure, "kind"> {
  return { ...row, kind: row.kind === "special" ? "special" : "closed" };
}

/**
 * The closures the public pages and the checkout need, soonest first: those ending yesterday or
 * later in the business zone. Without reading the zone, the database's date minus two days is
 * never later than that, whatever the zone (a few past ones more change nothing).
 */
export async function listCurrentClosures(db: Executor): Promise<StoreClosure[]> {
  const rows = await db
    .select(closureColumns)
    .from(storeClosures)
    .where(gte(storeClosures.end_date, sql`current_date - 2`))
    .orderBy(asc(storeClosures.start_date));
  return rows.map(toClosure);
}

/** Every closure, newest dates first (the admin's list). */
export async function listAllClosures(db: Executor): Promise<StoreClosureRecord[]> {
  const rows = await db.select(columns).from(storeClosures).orderBy(desc(storeClosures.start_date));
  return rows.map(toClosure);
}
