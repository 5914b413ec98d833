// Settings → Hours → Closures: add, change and remove a closure, one writer at a time so two
// admins cannot save overlapping ranges, each change audited like the week's hours.
import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { storeClosures } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import type { StoreClosure } from "#domain/store-hours.ts";
import { overlapMessage } from "#domain/validation/admin-closures.ts";

const AUDIT_ENTITY = "store_closures";

function snapshot(row: StoreClosure): StoreClosure {
  return {
    start_date: row.start_date,
    end_date: row.end_date,
    kind: row.kind,
    open_time: row.open_time,
    close_time: row.close_time,
    label: row.label,
  };
}

async function lockClosures(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('store_closures'))`);
}

/** Refuses a range that shares a date with another closure, by the start date field. */
async function refuseOverlap(tx: Executor, closure: StoreClosure, exceptId: string | null): Promise<void> {
  const [other] = await tx
    .select({ start_date: storeClosures.start_date, end_date: storeClosures.end_date })
    .from(storeClosures)
    .where(
      and(
        lte(storeClosures.start_date, closure.end_date),
        gte(storeClosures.end_date, closure.start_date),
        exceptId ? ne(storeClosures.id, exceptId) : undefined,
      ),
    )
    .orderBy(storeClosures.start_date)
    .limit(1);
  if (other) {
    const message = overlapMessage(other);
    throw new AppError("VALIDATION", message, { fields: { start_date: message } });
  }
}

async function readClosure(tx: Executor, id: string): Promise<StoreClosure> {
  const [row] = await tx.select().from(storeClosures).where(eq(storeClosures.id, id));
  if (!row) throw new AppError("NOT_FOUND", "That closure no longer exists.");
  return snapshot({ ...row, kind: row.kind === "special" ? "special" : "closed" });
}

export async function createClosure(
  db: Executor,
  actorUserId: string,
  closure: StoreClosure,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockClosures(tx);
    await refuseOverlap(tx, closure, null);
    const [row] = await tx
      .insert(storeClosures)
      .values(snapshot(closure))
      .returning({ id: storeClosures.id });
    if (!row) throw new Error("The closure was not stored");
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: AUDIT_ENTITY,
      entityId: row.id,
      before: null,
      after: snapshot(closure),
    });
    return row.id;
  });
}

export async function updateClosure(
  db: Executor,
  actorUserId: string,
  id: string,
  closure: StoreClosure,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockClosures(tx);
    const before = await readClosure(tx, id);
    await refuseOverlap(tx, closure, id);
    await tx
      .update(storeClosures)
      .set({ ...snapshot(closure), updated_at: new Date() })
      .where(eq(storeClosures.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: AUDIT_ENTITY,
      entityId: id,
      before,
      after: snapshot(closure),
    });
  });
}

export async function deleteClosure(db: Executor, actorUserId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockClosures(tx);
    const before = await readClosure(tx, id);
    await tx.delete(storeClosures).where(eq(storeClosures.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: "delete",
      entity: AUDIT_ENTITY,
      entityId: id,
      before,
      after: null,
    });
  });
}
