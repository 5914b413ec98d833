// Modifier groups, their modifiers and which menu items use them, as the admin changes them. The
// group rules (min ≤ max, max ≥ 1, a required group needs min ≥ 1) are checked by the shared form
// schema and again here, so no caller can store a group the customisation dialog cannot honour.
import { asc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { menuItemModifierGroups, menuItems, modifierGroups, modifiers } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import {
  deleteRow,
  insertRow,
  readRow,
  reorderRows,
  toggleRow,
  updateRow,
} from "#server/admin/ordered-rows.ts";

export type AdminModifier = {
  id: string;
  name: string;
  price_adjustment: number;
  is_active: boolean;
  display_order: number;
  /** Null unless marked "Sold out today" (domain/sold-out.ts). */
  sold_out_until: Date | null;
};

export type AdminModifierGroup = {
  id: string;
  name: string;
  description: string | null;
  is_required: boolean;
  min_selections: number;
  max_selections: number | null;
  is_active: boolean;
  display_order: number;
  modifiers: AdminModifier[];
  item_ids: string[];
};

export type ModifierGroupChoice = { id: string; name: string; is_active: boolean };

export type GroupValues = {
  name: string;
  description?: string;
  is_required: boolean;
  min_selections: number;
  max_selections: number | null;
  is_active: boolean;
};

export type ModifierValues = { name: string; price_adjustment: number; is_active: boolean };

/** The groups an item form offers. */
export function listModifierGroupChoices(db: Executor): Promise<ModifierGroupChoice[]> {
  return db
    .select({ id: modifierGroups.id, name: modifierGroups.name, is_active: modifierGroups.is_active })
    .from(modifierGroups)
    .orderBy(asc(modifierGroups.display_order), asc(modifierGroups.name));
}

export async function listAdminModifierGroups(db: Executor): Promise<AdminModifierGroup[]> {
  const [groups, options, links] = await Promise.all([
    db.select().from(modifierGroups).orderBy(asc(modifierGroups.display_order), asc(modifierGroups.name)),
    db.select().from(modifiers).orderBy(asc(modifiers.display_order), asc(modifiers.created_at)),
    db
      .select({ item: menuItemModifierGroups.menu_item_id, group: menuItemModifierGroups.modifier_group_id })
      .from(menuItemModifierGroups),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    description: group.description,
    is_required: group.is_required,
    min_selections: group.min_selections,
    max_selections: group.max_selections,
    is_active: group.is_active,
    display_order: group.display_order,
    modifiers: options
      .filter((option) => option.modifier_group_id === group.id)
      .map((option) => ({
        id: option.id,
        name: option.name,
        price_adjustment: option.price_adjustment,
        is_active: option.is_active,
        display_order: option.display_order,
        sold_out_until: option.sold_out_until,
      })),
    item_ids: links.filter((link) => link.group === group.id).map((link) => link.item),
  }));
}

/**
 * The rules of docs/product/03-ordering.md §3.3 and docs/product/06-admin.md §6.8 for a group, as the server
 * enforces them.
 */
export function checkGroupRules(
  values: Pick<GroupValues, "is_required" | "min_selections" | "max_selections">,
) {
  const fields: Record<string, string> = {};
  if (values.min_selections < 0) fields.min_selections = "Minimum cannot be negative";
  if (values.max_selections !== null && values.max_selections < 1) {
    fields.max_selections = "Maximum must be at least 1 (leave it empty for any number)";
  } else if (values.max_selections !== null && values.min_selections > values.max_selections) {
    fields.min_selections = "Minimum cannot be more than the maximum";
  }
  if (values.is_required && values.min_selections < 1) {
    fields.min_selections = "A required group needs a minimum of at least 1";
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError("VALIDATION", first, { fields });
}

const GROUPS = {
  table: modifierGroups,
  entity: "modifier_groups",
  missing: "This modifier group no longer exists.",
};
const MODIFIERS = { table: modifiers, entity: "modifiers", missing: "This modifier no longer exists." };

const readGroup = (tx: Executor, id: string) => readRow({ tx, ...GROUPS, id });

function groupRow(values: GroupValues) {
  return {
    name: values.name,
    description: values.description ? values.description : null,
    is_required: values.is_required,
    min_selections: values.min_selections,
    max_selections: values.max_selections,
    is_active: values.is_active,
  };
}

export async function createModifierGroup(db: Database, actorUserId: string, values: GroupValues) {
  checkGroupRules(values);
  return insertRow({ db, ...GROUPS, values: groupRow(values), actor: actorUserId });
}

export async function updateModifierGroup(
  db: Database,
  actorUserId: string,
  id: string,
  values: GroupValues,
) {
  checkGroupRules(values);
  const { after } = await updateRow({ db, ...GROUPS, id, values: groupRow(values), actor: actorUserId });
  return after;
}

export async function setModifierGroupActive(
  db: Database,
  actorUserId: string,
  id: string,
  isActive: boolean,
) {
  await toggleRow({ db, ...GROUPS, id, value: isActive, actor: actorUserId });
}

/** Deletes a group with its modifiers and its links to items (past orders keep their own copy). */
export async function deleteModifierGroup(db: Database, actorUserId: string, id: string) {
  return deleteRow({ db, ...GROUPS, id, actor: actorUserId });
}

export async function reorderModifierGroups(db: Database, actorUserId: string, ids: string[]) {
  await reorderRows({
    db,
    ...GROUPS,
    missing: "A group in this list no longer exists.",
    ids,
    actor: actorUserId,
  });
}

/** Which items use the group: the list replaces the previous one, in one transaction. */
export async function setGroupItems(db: Database, actorUserId: string, groupId: string, itemIds: string[]) {
  const unique = [...new Set(itemIds)];
  return db.transaction(async (tx) => {
    await readGroup(tx, groupId);
    if (unique.length > 0) {
      const found = await tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(inArray(menuItems.id, unique));
      if (found.length !== unique.length) {
        throw new AppError("VALIDATION", "A chosen menu item no longer exists.", {
          fields: { item_ids: "A chosen menu item no longer exists." },
        });
      }
    }
    const before = await tx
      .select({ item: menuItemModifierGroups.menu_item_id })
      .from(menuItemModifierGroups)
      .where(eq(menuItemModifierGroups.modifier_group_id, groupId));
    const had = new Set(before.map((row) => row.item));
    const removed = [...had].filter((id) => !unique.includes(id));
    const added = unique.filter((id) => !had.has(id));
    if (removed.length > 0) {
      await tx
        .delete(menuItemModifierGroups)
        .where(
          sql`${menuItemModifierGroups.modifier_group_id} = ${groupId} and ${inArray(menuItemModifierGroups.menu_item_id, removed)}`,
        );
    }
    for (const itemId of added) {
      const [row] = await tx
        .select({ highest: max(menuItemModifierGroups.display_order) })
        .from(menuItemModifierGroups)
        .where(eq(menuItemModifierGroups.menu_item_id, itemId));
      await tx.insert(menuItemModifierGroups).values({
        menu_item_id: itemId,
        modifier_group_id: groupId,
        display_order: row?.highest == null ? 0 : row.highest + 1,
      });
    }
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "menu_item_modifier_groups",
      entityId: groupId,
      before: { item_ids: [...had] },
      after: { item_ids: unique },
    });
  });
}

// --- modifiers ---------------------------------------------------------------------------------

export async function createModifier(
  db: Database,
  actorUserId: string,
  groupId: string,
  values: ModifierValues,
) {
  return db.transaction(async (tx) => {
    await readGroup(tx, groupId);
    return insertRow({
      db: tx,
      ...MODIFIERS,
      values: { ...values, modifier_group_id: groupId },
      where: eq(modifiers.modifier_group_id, groupId),
      actor: actorUserId,
    });
  });
}

export async function updateModifier(db: Database, actorUserId: string, id: string, values: ModifierValues) {
  const { after } = await updateRow({ db, ...MODIFIERS, id, values, actor: actorUserId });
  return after;
}

export async function setModifierActive(db: Database, actorUserId: string, id: string, isActive: boolean) {
  await toggleRow({ db, ...MODIFIERS, id, value: isActive, actor: actorUserId });
}

export async function deleteModifier(db: Database, actorUserId: string, id: string) {
  return deleteRow({ db, ...MODIFIERS, id, actor: actorUserId });
}

/** The modifiers of one group in their new order. */
export async function reorderModifiers(db: Database, actorUserId: string, ids: string[]) {
  await reorderRows({
    db,
    ...MODIFIERS,
    missing: "A modifier in this list no longer exists.",
    ids,
    actor: actorUserId,
    scope: {
      groupBy: {
        column: modifiers.modifier_group_id,
        name: "modifier_group_id",
        mixed: "Modifiers can only be reordered within one group.",
      },
    },
  });
}
