// What the website tables (alerts, hero slides, benefits, testimonials) share: an id, an on/off
// switch and a display order. Each change commits with its audit row, in one transaction.
import { eq, inArray, max, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { alerts, benefits, heroSlides, testimonials } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";

export type OrderedTable = typeof alerts | typeof heroSlides | typeof benefits | typeof testimonials;

/** How a table is named in the audit log and in messages. */
export type OrderedResource = {
  table: OrderedTable;
  entity: string;
  /** "This alert no longer exists." */
  missing: string;
};

export const ALERTS: OrderedResource = {
  table: alerts,
  entity: "alerts",
  missing: "This alert no longer exists.",
};
export const HERO_SLIDES: OrderedResource = {
  table: heroSlides,
  entity: "hero_slides",
  missing: "This slide no longer exists.",
};
export const BENEFITS: OrderedResource = {
  table: benefits,
  entity: "benefits",
  missing: "This benefit no longer exists.",
};
export const TESTIMONIALS: OrderedResource = {
  table: testimonials,
  entity: "testimonials",
  missing: "This testimonial no longer exists.",
};

/** The order a new row takes: after the last one. */
export async function nextDisplayOrder(tx: Executor, table: OrderedTable): Promise<number> {
  const [row] = await tx.select({ highest: max(table.display_order) }).from(table);
  return row?.highest == null ? 0 : row.highest + 1;
}

/** Reads a row for a change inside its transaction, or answers NOT_FOUND. */
export async function readRow(tx: Executor, resource: OrderedResource, id: string) {
  const [row] = await tx.select().from(resource.table).where(eq(resource.table.id, id));
  if (!row) throw new AppError("NOT_FOUND", resource.missing);
  return row as Record<string, unknown>;
}

export async function setRowActive(
  db: Database,
  actorUserId: string,
  resource: OrderedResource,
  id: string,
  isActive: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readRow(tx, resource, id);
    await tx
      .update(resource.table)
      .set({ is_active: isActive, updated_at: sql`now()` })
      .where(eq(resource.table.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: resource.entity,
      entityId: id,
      before: { is_active: before.is_active },
      after: { is_active: isActive },
    });
  });
}

/** Writes the order of every row at once; a list that is not exactly the table's rows is refused. */
export async function reorderRows(
  db: Database,
  actorUserId: string,
  resource: OrderedResource,
  ids: string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const [found, all] = await Promise.all([
      tx.select({ id: resource.table.id }).from(resource.table).where(inArray(resource.table.id, unique)),
      tx.select({ id: resource.table.id }).from(resource.table),
    ]);
    if (found.length !== unique.length) throw new AppError("NOT_FOUND", resource.missing);
    if (all.length !== unique.length) {
      throw new AppError("CONFLICT", "The list changed meanwhile. Please reload the page and try again.");
    }
    for (const [index, id] of unique.entries()) {
      await tx
        .update(resource.table)
        .set({ display_order: index, updated_at: sql`now()` })
        .where(eq(resource.table.id, id));
    }
    await recordAudit(tx, {
      actorUserId,
      action: "reorder",
      entity: resource.entity,
      entityId: null,
      after: { ids: unique },
    });
  });
}

/** Deletes one row; answers what it held (so an unused upload can be removed afterwards). */
export async function deleteRow(
  db: Database,
  actorUserId: string,
  resource: OrderedResource,
  id: string,
): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    const before = await readRow(tx, resource, id);
    await tx.delete(resource.table).where(eq(resource.table.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: resource.entity, entityId: id, before });
    return before;
  });
}
