import { and, eq, Placeholder, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { offeredGroups, type ModifierGroupView } from "#domain/modifiers.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { menuItemModifierGroups, modifierGroups, modifiers } from "#server/db/schema/index.ts";

/** One active option of an active group linked to an item; `position` is the display order. */
export type ModifierRow = {
  item_id: string;
  group_id: string;
  group_name: string;
  description: string | null;
  is_required: boolean;
  min_selections: number;
  max_selections: number | null;
  modifier_id: string;
  modifier_name: string;
  price_adjustment: number;
  /** Driver-dependent: a Date, or text when read through json. */
  sold_out_until: Date | string | null;
  position: number;
};

const queryBuilder = new QueryBuilder();

/**
 * The query behind every modifier lookup: inner joins drop inactive groups, inactive options and
 * groups left without an active option (docs/product/03-ordering.md §3.3 hides them). Columns carry their own
 * names and the query needs no database handle, so the checkout can compile it into its snapshot
 * statement once.
 */
export function selectModifierRows(itemIds: readonly string[] | Placeholder) {
  // One array parameter keeps the statement's text the same for any number of items.
  const ids = itemIds instanceof Placeholder ? itemIds : sql.param([...itemIds]);
  return queryBuilder
    .select({
      item_id: sql<string>`${menuItemModifierGroups.menu_item_id}`.as("item_id"),
      group_id: sql<string>`${modifierGroups.id}`.as("group_id"),
      group_name: sql<string>`${modifierGroups.name}`.as("group_name"),
      description: sql<string | null>`${modifierGroups.description}`.as("description"),
      is_required: sql<boolean>`${modifierGroups.is_required}`.as("is_required"),
      min_selections: sql<number>`${modifierGroups.min_selections}`.as("min_selections"),
      max_selections: sql<number | null>`${modifierGroups.max_selections}`.as("max_selections"),
      modifier_id: sql<string>`${modifiers.id}`.as("modifier_id"),
      modifier_name: sql<string>`${modifiers.name}`.as("modifier_name"),
      price_adjustment: sql<number>`${modifiers.price_adjustment}`.as("price_adjustment"),
      sold_out_until: sql<Date | string | null>`${modifiers.sold_out_until}`.as("sold_out_until"),
      position:
        sql<number>`(row_number() over (order by ${menuItemModifierGroups.menu_item_id}, ${menuItemModifierGroups.display_order}, ${modifierGroups.display_order}, ${modifierGroups.name}, ${modifierGroups.id}, ${modifiers.display_order}, ${modifiers.name}, ${modifiers.id}))::int`.as(
          "position",
        ),
    })
    .from(menuItemModifierGroups)
    .innerJoin(
      modifierGroups,
      and(
        eq(modifierGroups.id, menuItemModifierGroups.modifier_group_id),
        eq(modifierGroups.is_active, true),
      ),
    )
    .innerJoin(
      modifiers,
      and(eq(modifiers.modifier_group_id, modifierGroups.id), eq(modifiers.is_active, true)),
    )
    .where(sql`${menuItemModifierGroups.menu_item_id} = any(${ids}::uuid[])`)
    .orderBy(sql`"position"`);
}

/** Rows (in `position` order) into each requested item's groups; every requested id gets an entry. */
export function groupModifierRows(
  itemIds: readonly string[],
  rows: readonly ModifierRow[],
): Record<string, ModifierGroupView[]> {
  const result: Record<string, ModifierGroupView[]> = Object.fromEntries(itemIds.map((id) => [id, []]));
  for (const row of rows) {
    const groups = (result[row.item_id] ??= []);
    let group = groups.at(-1);
    if (group?.id !== row.group_id) {
      group = {
        id: row.group_id,
        name: row.group_name,
        description: row.description,
        is_required: row.is_required,
        min_selections: row.min_selections,
        max_selections: row.max_selections,
        modifiers: [],
      };
      groups.push(group);
    }
    group.modifiers.push({
      id: row.modifier_id,
      name: row.modifier_name,
      price_adjustment: row.price_adjustment,
      // Only a marked option carries the field, so the usual answer stays as small as before.
      ...(row.sold_out_until === null ? {} : { sold_out_until: new Date(row.sold_out_until).toISOString() }),
    });
  }
  return result;
}

/**
 * The groups a customer can choose from (those with options), of the dishes that have any: what a
 * menu page sends with its HTML so each card shows its button at once (docs/product/03-ordering.md §3.3).
 */
export async function listOfferedModifierGroups(
  db: Executor,
  itemIds: readonly string[],
): Promise<Record<string, ModifierGroupView[]>> {
  const all = await listModifierGroupsForItems(db, itemIds);
  const offered: Record<string, ModifierGroupView[]> = {};
  for (const [itemId, groups] of Object.entries(all)) {
    const withOptions = offeredGroups(groups);
    if (withOptions.length > 0) offered[itemId] = withOptions;
  }
  return offered;
}

/**
 * The active groups of each item with their active options, in display order, in one query,
 * as `Record<itemId, ModifierGroupView[]>`.
 */
export async function listModifierGroupsForItems(
  db: Executor,
  itemIds: readonly string[],
): Promise<Record<string, ModifierGroupView[]>> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return {};
  const rows = await executeRows<ModifierRow>(db, selectModifierRows(ids).getSQL());
  return groupModifierRows(ids, rows);
}
