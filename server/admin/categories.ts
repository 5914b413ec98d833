// The categories of the menu, of the catering menu and of the expenses as the admin names them: a
// name unique whatever its case, checked before the write and, for a race past the check, by the
// table's unique index. The menus' categories also keep an order and items: a rename reaches the
// items that name their category, and a category that still holds items cannot be deleted. The
// switch, the order and the delete themselves are the shared ordered-row operations.
import { and, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "#server/db/client.ts";
import type { cateringCategories, menuItemCategory } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { deleteRow, insertRow, updateRow, type RowResource, type RowTable } from "./ordered-rows.ts";

type CategoryTable = typeof menuItemCategory | typeof cateringCategories;
type CategoryRow = CategoryTable["$inferSelect"];

export type CategoryKind = RowResource<CategoryTable> & {
  /** The unique index on the name, when the table has one (a race past the check lands there). */
  uniqueName?: string;
  /** Points the category's items at its new name (they name their category). */
  renameItems: (tx: Executor, before: CategoryRow, name: string) => Promise<void>;
  /** How many items the category holds. */
  countItems: (tx: Executor, category: CategoryRow) => Promise<number>;
  /** The refusal to delete a category that holds `total` items. */
  stillHolds: (name: string, total: number) => string;
};

/** A reorder naming a category that is gone. */
export const CATEGORY_LIST_MISSING = "A category in this list no longer exists.";
export const DUPLICATE_CATEGORY_MESSAGE = "A category with this name already exists";

function duplicateName(): AppError {
  return new AppError("VALIDATION", DUPLICATE_CATEGORY_MESSAGE, {
    fields: { name: DUPLICATE_CATEGORY_MESSAGE },
  });
}

/** Runs `work`, answering the duplicate-name message when the name's unique index refuses it. */
export async function guardingName<T>(uniqueName: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueName && isUniqueViolation(error, uniqueName)) throw duplicateName();
    throw error;
  }
}

/** Refuses a name another category of the table holds already, whatever its case. */
export async function checkNameFree(
  tx: Executor,
  table: RowTable & { name: AnyPgColumn },
  name: string,
  exceptId?: string,
) {
  const sameName: SQL = sql`lower(${table.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(sameName, ne(table.id, exceptId)) : sameName)
    .limit(1);
  if (taken) throw duplicateName();
}

export async function createCategory(db: Executor, kind: CategoryKind, actorUserId: string, name: string) {
  return guardingName(kind.uniqueName, () =>
    db.transaction(async (tx) => {
      await checkNameFree(tx, kind.table, name);
      return insertRow({ db: tx, ...kind, values: { name }, actor: actorUserId });
    }),
  );
}

/** Renames a category; its items follow. */
export async function renameCategory(
  db: Executor,
  kind: CategoryKind,
  actorUserId: string,
  id: string,
  name: string,
) {
  return guardingName(kind.uniqueName, () =>
    db.transaction(async (tx) => {
      await checkNameFree(tx, kind.table, name, id);
      const { before, after } = await updateRow({
        db: tx,
        ...kind,
        id,
        values: { name },
        actor: actorUserId,
      });
      if (before.name !== name) await kind.renameItems(tx, before, name);
      return after;
    }),
  );
}

/** Deletes an empty category; one that still holds items is refused until they move. */
export async function deleteCategory(db: Executor, kind: CategoryKind, actorUserId: string, id: string) {
  await deleteRow({
    db,
    ...kind,
    id,
    actor: actorUserId,
    inUse: async (tx, category) => {
      const total = await kind.countItems(tx, category);
      return total > 0 ? kind.stillHolds(category.name, total) : null;
    },
  });
}
