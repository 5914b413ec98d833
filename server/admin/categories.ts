// The categories of the menu and of the catering menu as the admin changes them: the same rules for
// both (a unique name whatever its case, a display order, an on/off switch, no deleting a category
// that still holds items), each change in one transaction with its audit row. What differs is how
// a table's items point at their category, which each kind says.
import { and, eq, inArray, max, ne, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import type { cateringCategories, menuItemCategory } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";

type CategoryTable = typeof menuItemCategory | typeof cateringCategories;
type CategoryRow = { id: string; name: string; is_active: boolean; display_order: number; created_at: Date };

export type CategoryKind = {
  table: CategoryTable;
  /** The table's name in the audit log. */
  entity: string;
  /** "This category no longer exists." */
  missing: string;
  /** The unique index on the name, when the table has one (a race past the check lands there). */
  uniqueName?: string;
  /** Points the category's items at its new name (they name their category). */
  renameItems: (tx: Executor, before: CategoryRow, name: string) => Promise<void>;
  /** How many items the category holds. */
  countItems: (tx: Executor, category: CategoryRow) => Promise<number>;
  /** The refusal to delete a category that holds `total` items. */
  stillHolds: (name: string, total: number) => string;
};

export const DUPLICATE_CATEGORY_MESSAGE = "A category with this name already exists";

function duplicateName(): AppError {
  return new AppError("VALIDATION", DUPLICATE_CATEGORY_MESSAGE, {
    fields: { name: DUPLICATE_CATEGORY_MESSAGE },
  });
}

/** Runs `work`, answering the duplicate-name message when the name's unique index refuses it. */
async function guardingName<T>(kind: CategoryKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (kind.uniqueName && isUniqueViolation(error, kind.uniqueName)) throw duplicateName();
    throw error;
  }
}

async function readCategory(tx: Executor, kind: CategoryKind, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(kind.table).where(eq(kind.table.id, id));
  if (!row) throw new AppError("NOT_FOUND", kind.missing);
  return row;
}

async function checkNameFree(tx: Executor, kind: CategoryKind, name: string, exceptId?: string) {
  const sameName: SQL = sql`lower(${kind.table.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(exceptId ? and(sameName, ne(kind.table.id, exceptId)) : sameName);
  if (taken) throw duplicateName();
}

export async function createCategory(db: Database, kind: CategoryKind, actorUserId: string, name: string) {
  return guardingName(kind, () =>
    db.transaction(async (tx) => {
      await checkNameFree(tx, kind, name);
      const [row] = await tx.select({ highest: max(kind.table.display_order) }).from(kind.table);
      const [created] = await tx
        .insert(kind.table)
        .values({ name, display_order: row?.highest == null ? 0 : row.highest + 1 })
        .returning();
      await recordAudit(tx, {
        actorUserId,
        action: "create",
        entity: kind.entity,
        entityId: created!.id,
        after: created,
      });
      return created!;
    }),
  );
}

/** Renames a category; its items follow. */
export async function renameCategory(
  db: Database,
  kind: CategoryKind,
  actorUserId: string,
  id: string,
  name: string,
) {
  return guardingName(kind, () =>
    db.transaction(async (tx) => {
      const before = await readCategory(tx, kind, id);
      await checkNameFree(tx, kind, name, id);
      const [after] = await tx.update(kind.table).set({ name }).where(eq(kind.table.id, id)).returning();
      if (before.name !== name) await kind.renameItems(tx, before, name);
      await recordAudit(tx, {
        actorUserId,
        action: "update",
        entity: kind.entity,
        entityId: id,
        before,
        after,
      });
      return after!;
    }),
  );
}

export async function setCategoryActive(
  db: Database,
  kind: CategoryKind,
  actorUserId: string,
  id: string,
  isActive: boolean,
) {
  return db.transaction(async (tx) => {
    const before = await readCategory(tx, kind, id);
    const [after] = await tx
      .update(kind.table)
      .set({ is_active: isActive })
      .where(eq(kind.table.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: kind.entity,
      entityId: id,
      before: { is_active: before.is_active },
      after: { is_active: after!.is_active },
    });
    return after!;
  });
}

export async function reorderCategories(
  db: Database,
  kind: CategoryKind,
  actorUserId: string,
  ids: string[],
) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: kind.table.id })
      .from(kind.table)
      .where(inArray(kind.table.id, unique));
    if (rows.length !== unique.length)
      throw new AppError("NOT_FOUND", "A category in this list no longer exists.");
    for (const [index, id] of unique.entries()) {
      await tx.update(kind.table).set({ display_order: index }).where(eq(kind.table.id, id));
    }
    await recordAudit(tx, {
      actorUserId,
      action: "reorder",
      entity: kind.entity,
      entityId: null,
      after: { ids: unique },
    });
  });
}

/** Deletes an empty category; one that still holds items is refused until they move. */
export async function deleteCategory(db: Database, kind: CategoryKind, actorUserId: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await readCategory(tx, kind, id);
    const total = await kind.countItems(tx, before);
    if (total > 0) throw new AppError("CONFLICT", kind.stillHolds(before.name, total));
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recordAudit(tx, { actorUserId, action: "delete", entity: kind.entity, entityId: id, before });
  });
}
