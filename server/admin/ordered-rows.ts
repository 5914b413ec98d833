// Rows the admin keeps in an order, switches on and off and deletes: the website's alerts, hero
// slides, benefits, testimonials and story blocks, the menus' items and categories, modifier groups
// and their modifiers, expense categories. One rule per operation for all of them, and every change
// commits with its audit row in one transaction.
import { and, asc, eq, getTableColumns, inArray, isNull, max, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields, SelectedFieldsFlat } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Executor } from "#server/db/client.ts";
import { alerts, benefits, heroSlides, testimonials } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import { pickName } from "#domain/activity-sentence.ts";

/** Any table whose rows have an id; the other columns an operation needs are found by name. */
export type RowTable = PgTable & { id: AnyPgColumn };
type Row = Record<string, unknown>;

/** A table, how the audit log names it, and the refusal when one of its rows is gone. */
export type RowResource<T extends RowTable = RowTable> = {
  table: T;
  entity: string;
  /** "This alert no longer exists." */
  missing: string;
};

export const ALERTS = { table: alerts, entity: "alerts", missing: "This alert no longer exists." };
export const HERO_SLIDES = {
  table: heroSlides,
  entity: "hero_slides",
  missing: "This slide no longer exists.",
};
export const BENEFITS = { table: benefits, entity: "benefits", missing: "This benefit no longer exists." };
export const TESTIMONIALS = {
  table: testimonials,
  entity: "testimonials",
  missing: "This testimonial no longer exists.",
};

/** The website tables the shared list actions (switch, reorder, delete) answer for. */
export type OrderedResource = RowResource<
  typeof alerts | typeof heroSlides | typeof benefits | typeof testimonials
>;

export const DUPLICATE_IDS_MESSAGE = "Each item may appear only once.";
export const STALE_LIST_MESSAGE = "The list changed meanwhile. Please reload the page and try again.";

function columnOf(table: RowTable, name: string): AnyPgColumn | undefined {
  return (getTableColumns(table) as Record<string, AnyPgColumn | undefined>)[name];
}

/** `updated_at = now()` for the tables that keep one. */
function touched(table: RowTable): Row {
  return columnOf(table, "updated_at") ? { updated_at: sql`now()` } : {};
}

type Access<T extends RowTable> = RowResource<T> & { tx: Executor; id: string };

export type ReadRowOptions<T extends RowTable> = Access<T> & {
  /** Narrows the rows that count (the story blocks among the site's sections). */
  where?: SQL;
  /** Locks the row until the transaction ends, for a change that depends on what it reads. */
  lock?: boolean;
};

/** Reads one row inside a transaction, or answers NOT_FOUND with the resource's message. */
export async function readRow<T extends RowTable>(options: ReadRowOptions<T>): Promise<T["$inferSelect"]> {
  const table: RowTable = options.table;
  const query = options.tx
    .select()
    .from(table)
    .where(and(eq(table.id, options.id), options.where));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", options.missing);
  return row;
}

/** A table's rows as the admin lists them: in the owner's order, the older row first on a tie. */
export function listInDisplayOrder<Columns extends SelectedFields>(
  db: Executor,
  table: RowTable & { display_order: AnyPgColumn; created_at: AnyPgColumn },
  columns: Columns,
) {
  return db.select(columns).from(table).orderBy(asc(table.display_order), asc(table.created_at));
}

/** The order a new row takes: after the last one (of its group, when `where` names one). */
export async function nextDisplayOrder({
  tx,
  table,
  where,
}: {
  tx: Executor;
  table: RowTable & { display_order: AnyPgColumn };
  where?: SQL;
}): Promise<number> {
  const [row] = await tx
    .select({ highest: max(table.display_order) })
    .from(table)
    .where(where);
  return row?.highest == null ? 0 : Number(row.highest) + 1;
}

/**
 * Where a saved item goes in its group: the order the form names; else where it was, when it stays in
 * the same group (`kept`); else after the last of its group.
 */
export async function chooseDisplayOrder(
  asked: number | string | undefined,
  kept: number | null,
  last: () => Promise<number>,
): Promise<number> {
  if (asked !== undefined && asked !== "") return Number(asked);
  return kept ?? last();
}

// Drizzle cannot work out what `returning` answers on a table only known as some table; it is the
// columns asked for, as a select of them answers.
type Returned<Columns extends SelectedFieldsFlat> = SelectResultFields<Columns>[];

/** Inserts a row with its audit row, inside the caller's transaction; answers the columns asked for. */
export async function insertAudited<T extends RowTable, Columns extends SelectedFieldsFlat>(
  tx: Executor,
  options: { table: T; entity: string; values: T["$inferInsert"]; columns: Columns; actor: string },
) {
  const { entity, values, columns, actor } = options;
  const table: RowTable = options.table;
  const rows = (await tx.insert(table).values(values).returning(columns)) as Returned<Columns>;
  const created = rows[0]!;
  const row: Row = created;
  await recordAudit(tx, {
    actorUserId: actor,
    action: "create",
    entity,
    entityId: String(row.id),
    after: row,
  });
  return created;
}

/**
 * Saves new values over a row read before (`before`, as the audit row shows it), with its audit
 * row, inside the caller's transaction; answers the columns asked for.
 */
export async function updateAudited<T extends RowTable, Columns extends SelectedFieldsFlat>(
  tx: Executor,
  options: {
    table: T;
    entity: string;
    id: string;
    before: Row;
    values: Partial<T["$inferInsert"]>;
    columns: Columns;
    actor: string;
  },
) {
  const { entity, id, before, values, columns, actor } = options;
  const table: RowTable = options.table;
  const rows = (await tx
    .update(table)
    .set({ ...values, ...touched(table) })
    .where(eq(table.id, id))
    .returning(columns)) as Returned<Columns>;
  const after = rows[0]!;
  await recordAudit(tx, { actorUserId: actor, action: "update", entity, entityId: id, before, after });
  return after;
}

type Change<T extends RowTable> = RowResource<T> & { db: Executor; id: string; actor: string };

/** Adds a row after the last one (of its group, when `where` names one) with its audit row; answers it. */
export async function insertRow<T extends RowTable & { display_order: AnyPgColumn }>(
  options: Omit<RowResource<T>, "missing"> & {
    db: Executor;
    values: Omit<T["$inferInsert"], "display_order">;
    actor: string;
    where?: SQL;
  },
): Promise<T["$inferSelect"]> {
  const { db, entity, values, actor, where } = options;
  const table: RowTable & { display_order: AnyPgColumn } = options.table;
  return db.transaction(async (tx) => {
    const display_order = await nextDisplayOrder({ tx, table, where });
    const created = await insertAudited(tx, {
      table,
      entity,
      values: { ...values, display_order },
      columns: getTableColumns(table),
      actor,
    });
    return created;
  });
}

/** Saves new values over a row with its audit row (before and after); answers both. */
export async function updateRow<T extends RowTable>(
  options: Change<T> & { values: Partial<T["$inferInsert"]>; where?: SQL },
): Promise<{ before: T["$inferSelect"]; after: T["$inferSelect"] }> {
  const { db, entity, id, values, actor } = options;
  const table: RowTable = options.table;
  return db.transaction(async (tx) => {
    const before = await readRow({ ...options, tx, lock: true });
    const after = await updateAudited(tx, {
      table,
      entity,
      id,
      before,
      values,
      columns: getTableColumns(table),
      actor,
    });
    return { before, after };
  });
}

export type ToggleRowOptions<T extends RowTable> = Change<T> & {
  value: boolean;
  /** The switch's column: is_active unless said (a menu item's featured or available). */
  field?: string;
  where?: SQL;
};

/**
 * Sets a row's switch to the value asked for and answers the row as it is then. A switch that already
 * holds the value changes nothing and writes no audit row.
 */
export async function toggleRow<T extends RowTable>(
  options: ToggleRowOptions<T>,
): Promise<T["$inferSelect"]> {
  const { db, entity, id, actor, value, field = "is_active" } = options;
  const table: RowTable = options.table;
  return db.transaction(async (tx) => {
    const before = await readRow({ ...options, tx, lock: true });
    const previous: unknown = before[field as keyof typeof before];
    if (previous === value) return before;
    const [after] = await tx
      .update(table)
      .set({ [field]: value, ...touched(table) })
      .where(eq(table.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor,
      action: "update",
      entity,
      entityId: id,
      before: { [field]: previous },
      after: { [field]: value },
      name: pickName(before, entity),
    });
    return after as T["$inferSelect"];
  });
}

/** How the rows a reorder covers are chosen, when not the whole table. */
export type ReorderScope = {
  /** Only these rows take part (the story blocks, not the heading). */
  where?: SQL;
  /** The rows fall in groups by this column (an item's category): a list holds one whole group. */
  groupBy?: {
    column: AnyPgColumn;
    /** The group's name in the audit row ("category"). */
    name: string;
    /** "Items can only be reordered within one category." */
    mixed: string;
  };
};

export type ReorderRowsOptions<T extends RowTable> = Omit<Change<T>, "id"> & {
  ids: string[];
  scope?: ReorderScope;
  /** Stores the order some other way than display_order = position (the story blocks' names). */
  write?: (tx: Executor, ids: string[]) => Promise<void>;
};

const sameGroup = (column: AnyPgColumn, value: unknown) =>
  value === null ? isNull(column) : eq(column, value);

async function checkReorderList(tx: Executor, options: ReorderRowsOptions<RowTable>) {
  const { table, ids, scope } = options;
  const group = scope?.groupBy;
  const found = await tx
    .select({ id: table.id, group: group ? group.column : sql`null` })
    .from(table)
    .where(and(inArray(table.id, ids), scope?.where));
  if (found.length !== ids.length) throw new AppError("NOT_FOUND", options.missing);
  const groups = new Set(found.map((row) => row.group));
  if (group && groups.size > 1) throw new AppError("VALIDATION", group.mixed);
  const groupValue = found[0]?.group ?? null;
  const [all] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(and(scope?.where, group ? sameGroup(group.column, groupValue) : undefined));
  if (Number(all?.total ?? 0) !== ids.length) throw new AppError("CONFLICT", STALE_LIST_MESSAGE);
  return groupValue;
}

/**
 * Saves a new order, first to last. The list must name every row of its scope exactly once: a
 * repeated id, an unknown one, or a list that leaves a row out (someone changed the list meanwhile)
 * is refused and nothing moves.
 */
export async function reorderRows<T extends RowTable>(options: ReorderRowsOptions<T>): Promise<void> {
  const { db, entity, ids, actor, scope, write } = options;
  const table: RowTable = options.table;
  if (new Set(ids).size !== ids.length) throw new AppError("VALIDATION", DUPLICATE_IDS_MESSAGE);
  await db.transaction(async (tx) => {
    const groupValue = await checkReorderList(tx, options);
    if (write) await write(tx, ids);
    else {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(table)
          .set({ display_order: index, ...touched(table) })
          .where(eq(table.id, id));
      }
    }
    const group = scope?.groupBy;
    await recordAudit(tx, {
      actorUserId: actor,
      action: "reorder",
      entity,
      entityId: null,
      after: group ? { [group.name]: groupValue, ids } : { ids },
    });
  });
}

export type DeleteRowOptions<T extends RowTable> = Change<T> & {
  where?: SQL;
  /** Why the row must stay (a category that still holds items), or null when it may go. */
  inUse?: (tx: Executor, row: T["$inferSelect"]) => Promise<string | null>;
};

/** Deletes one row and answers what it held (so an unused upload can be removed afterwards). */
export async function deleteRow<T extends RowTable>(
  options: DeleteRowOptions<T>,
): Promise<T["$inferSelect"]> {
  const { db, entity, id, actor, inUse } = options;
  const table: RowTable = options.table;
  return db.transaction(async (tx) => {
    const before = await readRow({ ...options, tx, lock: true });
    const refusal = inUse ? await inUse(tx, before) : null;
    if (refusal) throw new AppError("CONFLICT", refusal);
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, {
      actorUserId: actor,
      action: "delete",
      entity,
      entityId: id,
      before: before,
    });
    return before;
  });
}

/** The reason a delete only switched a row off: past orders name it. */
export const SOFT_DELETE_PERFORMED = "SOFT_DELETE_PERFORMED";

/** What a delete did: removed the row, or only switched it off because past orders name it. */
export type DeleteOutcome =
  | { outcome: "deleted"; message: string; imageUrl: string | null }
  | { outcome: "soft-deleted"; code: typeof SOFT_DELETE_PERFORMED; message: string; imageUrl: null };

/** A dish's table: its rows have a title and may show an image. */
type DishTable = RowTable & { title: AnyPgColumn; image_url: AnyPgColumn };

export type DeleteOrSwitchOffOptions<T extends DishTable> = Change<T> & {
  /** The column set to false instead of deleting (is_active, or a menu item's available). */
  field: string;
  /** The column of past records that names the row (an order line's menu_item_id). */
  referencedBy: AnyPgColumn;
  /** How the message says the row was kept: "switched off", "marked unavailable". */
  keptAs: string;
};

/**
 * Deletes a dish, unless past records name it: then it is only switched off (SOFT_DELETE_PERFORMED)
 * so those records keep it. The answer says which, in words, with the image a deleted dish leaves.
 */
export async function deleteOrSwitchOff<T extends DishTable>(
  options: DeleteOrSwitchOffOptions<T>,
): Promise<DeleteOutcome> {
  const { db, entity, id, actor, field, referencedBy, keptAs } = options;
  const table: RowTable = options.table;
  return db.transaction(async (tx) => {
    const before: Row = await readRow({ ...options, tx, lock: true });
    const [referenced] = await tx
      .select({ id: sql`1` })
      .from(referencedBy.table)
      .where(eq(referencedBy, id))
      .limit(1);
    const title = String(before.title);
    if (referenced) {
      await tx
        .update(table)
        .set({ [field]: false, ...touched(table) })
        .where(eq(table.id, id));
      await recordAudit(tx, {
        actorUserId: actor,
        action: "update",
        entity,
        entityId: id,
        before: { [field]: before[field] },
        after: { [field]: false, reason: SOFT_DELETE_PERFORMED },
        name: title,
      });
      return {
        outcome: "soft-deleted" as const,
        code: SOFT_DELETE_PERFORMED,
        message: `"${title}" is part of past orders, so it was kept and ${keptAs} instead of deleted.`,
        imageUrl: null,
      };
    }
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, { actorUserId: actor, action: "delete", entity, entityId: id, before });
    const imageUrl = typeof before.image_url === "string" ? before.image_url : null;
    return { outcome: "deleted" as const, message: `"${title}" was deleted.`, imageUrl };
  });
}
