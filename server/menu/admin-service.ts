// Menu items and their categories as the admin changes them. Every change runs in one transaction
// with its audit row; the change triggers then tell open pages (server/events) to reload.
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import {
  menuItemCategory,
  menuItemModifierGroups,
  menuItems,
  modifierGroups,
  orderItems,
  type ExternalLinks,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import {
  CATEGORY_LIST_MISSING,
  createCategory,
  deleteCategory,
  renameCategory,
  type CategoryKind,
} from "#server/admin/categories.ts";
import {
  chooseDisplayOrder,
  deleteOrSwitchOff,
  type DeleteOutcome,
  insertAudited,
  nextDisplayOrder,
  reorderRows,
  SOFT_DELETE_PERFORMED,
  toggleRow,
  updateAudited,
} from "#server/admin/ordered-rows.ts";
import {
  parseExternalLinks,
  publicColumns as itemColumns,
  type PublicMenuItem,
} from "#server/menu/service.ts";
import type { ImageCleanup } from "#server/uploads/image-cleanup.ts";
import type { MenuItemValues } from "#domain/validation/admin-catalogue.ts";

/**
 * The marker of docs/product/06-admin.md §6.7: the item was ordered before, so it was only set unavailable.
 */
export { SOFT_DELETE_PERFORMED };

const MENU_ITEMS = { table: menuItems, entity: "menu_items", missing: "This menu item no longer exists." };

/** The item the public menu lists, and the modifier groups the admin linked to it. */
export type AdminMenuItem = PublicMenuItem & { modifier_group_ids: string[] };

export type AdminMenuCategory = {
  id: string;
  name: string;
  display_order: number;
  is_active: boolean;
  item_count: number;
};

export type { DeleteOutcome };

/** Every item, available or not, in the public order, with the modifier groups each one uses. */
export async function listAdminMenuItems(db: Executor): Promise<AdminMenuItem[]> {
  const [rows, links] = await Promise.all([
    db
      .select(itemColumns)
      .from(menuItems)
      .orderBy(asc(menuItems.category), asc(menuItems.display_order), asc(menuItems.created_at)),
    db
      .select({ item: menuItemModifierGroups.menu_item_id, group: menuItemModifierGroups.modifier_group_id })
      .from(menuItemModifierGroups)
      .orderBy(asc(menuItemModifierGroups.display_order)),
  ]);
  const groupsOf = new Map<string, string[]>();
  for (const link of links) groupsOf.set(link.item, [...(groupsOf.get(link.item) ?? []), link.group]);
  return rows.map((row) => ({
    ...row,
    external_links: parseExternalLinks(row.external_links),
    modifier_group_ids: groupsOf.get(row.id) ?? [],
  }));
}

/** Every category, active or not, in display order, with how many items each holds. */
export async function listAdminMenuCategories(db: Executor): Promise<AdminMenuCategory[]> {
  const [categories, counts] = await Promise.all([
    db
      .select({
        id: menuItemCategory.id,
        name: menuItemCategory.name,
        display_order: menuItemCategory.display_order,
        is_active: menuItemCategory.is_active,
      })
      .from(menuItemCategory)
      .orderBy(asc(menuItemCategory.display_order), asc(menuItemCategory.name)),
    db.select({ name: menuItems.category, total: count() }).from(menuItems).groupBy(menuItems.category),
  ]);
  const countOf = new Map(counts.map((row) => [row.name, Number(row.total)]));
  return categories.map((category) => ({ ...category, item_count: countOf.get(category.name) ?? 0 }));
}

function fieldError(field: string, message: string): AppError {
  return new AppError("VALIDATION", message, { fields: { [field]: message } });
}

async function checkReferences(tx: Executor, input: MenuItemValues): Promise<void> {
  const [category] = await tx
    .select({ id: menuItemCategory.id })
    .from(menuItemCategory)
    .where(eq(menuItemCategory.name, input.category));
  if (!category) throw fieldError("category", "Choose a category that exists");
  const wanted = [...new Set(input.modifier_group_ids)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: modifierGroups.id })
      .from(modifierGroups)
      .where(inArray(modifierGroups.id, wanted));
    if (found.length !== wanted.length)
      throw fieldError("modifier_group_ids", "A chosen modifier group no longer exists");
  }
}

function cleanLinks(links: MenuItemValues["external_links"]): ExternalLinks {
  return {
    ...(links.doordashUrl ? { doordashUrl: links.doordashUrl } : {}),
    ...(links.uberEatsUrl ? { uberEatsUrl: links.uberEatsUrl } : {}),
    showDoordash: links.showDoordash,
    showUberEats: links.showUberEats,
    showExternalButtons: links.showExternalButtons,
    customLinks: links.customLinks,
  };
}

function rowValues(input: MenuItemValues) {
  return {
    title: input.title,
    description: input.description ?? "",
    price: input.price,
    category: input.category,
    image_url: input.image_url ? input.image_url : null,
    featured: input.featured,
    available: input.available,
    available_direct: input.available_direct,
    available_doordash: input.available_doordash,
    available_ubereats: input.available_ubereats,
    allergens: [...new Set(input.allergens)],
    show_add_to_cart: input.show_add_to_cart,
    external_links: cleanLinks(input.external_links),
  };
}

const nextItemOrder = (tx: Executor, category: string) =>
  nextDisplayOrder({ tx, table: menuItems, where: eq(menuItems.category, category) });

async function replaceLinks(tx: Executor, itemId: string, groupIds: string[]): Promise<void> {
  await tx.delete(menuItemModifierGroups).where(eq(menuItemModifierGroups.menu_item_id, itemId));
  const unique = [...new Set(groupIds)];
  if (unique.length > 0) {
    await tx.insert(menuItemModifierGroups).values(
      unique.map((groupId, index) => ({
        menu_item_id: itemId,
        modifier_group_id: groupId,
        display_order: index,
      })),
    );
  }
}

async function readItem(tx: Executor, id: string) {
  const [row] = await tx.select(itemColumns).from(menuItems).where(eq(menuItems.id, id));
  if (!row) throw new AppError("NOT_FOUND", "This menu item no longer exists.");
  return row;
}

/** Creates an item; without a display order it goes after the last one of its category. */
export async function createMenuItem(db: Database, actorUserId: string, input: MenuItemValues) {
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const display_order = await chooseDisplayOrder(input.display_order, null, () =>
      nextItemOrder(tx, input.category),
    );
    const created = await insertAudited(tx, {
      ...MENU_ITEMS,
      values: { ...rowValues(input), display_order },
      columns: itemColumns,
      actor: actorUserId,
    });
    await replaceLinks(tx, created.id, input.modifier_group_ids);
    return created;
  });
}

/**
 * Saves every field of an item; answers the row and the image it no longer uses. That upload is
 * removed after the commit, when `cleanup` is given.
 */
export async function updateMenuItem(
  db: Database,
  actorUserId: string,
  id: string,
  input: MenuItemValues,
  cleanup?: ImageCleanup,
) {
  const saved = await db.transaction(async (tx) => {
    const before = await readItem(tx, id);
    await checkReferences(tx, input);
    const kept = before.category === input.category ? before.display_order : null;
    const display_order = await chooseDisplayOrder(input.display_order, kept, () =>
      nextItemOrder(tx, input.category),
    );
    const after = await updateAudited(tx, {
      ...MENU_ITEMS,
      id,
      before,
      values: { ...rowValues(input), display_order },
      columns: itemColumns,
      actor: actorUserId,
    });
    await replaceLinks(tx, id, input.modifier_group_ids);
    const replacedImage = before.image_url && before.image_url !== after.image_url ? before.image_url : null;
    return { item: after, replacedImage };
  });
  if (saved.replacedImage) await cleanup?.forgetUnused([saved.replacedImage]);
  return saved;
}

/** Toggle featured / available (docs/product/06-admin.md §6.7): sets the flag to the value asked for. */
export async function setMenuItemFlag(
  db: Database,
  actorUserId: string,
  id: string,
  flag: "featured" | "available",
  value: boolean,
) {
  return toggleRow({ db, ...MENU_ITEMS, id, field: flag, value, actor: actorUserId });
}

/** Bulk reorder: the items of one category in their new order, saved together or not at all. */
export async function reorderMenuItems(db: Database, actorUserId: string, ids: string[]) {
  await reorderRows({
    db,
    ...MENU_ITEMS,
    missing: "An item in this list no longer exists.",
    ids,
    actor: actorUserId,
    scope: {
      groupBy: {
        column: menuItems.category,
        name: "category",
        mixed: "Items can only be reordered within one category.",
      },
    },
  });
}

/**
 * Deletes an item, unless some order names it: then it is only set unavailable (docs/product/06-admin.md
 * §6.7, SOFT_DELETE_PERFORMED) so past orders keep their dish. A deleted item's upload goes after the commit.
 */
export async function deleteMenuItem(
  db: Database,
  actorUserId: string,
  id: string,
  cleanup?: ImageCleanup,
): Promise<DeleteOutcome> {
  const result = await deleteOrSwitchOff({
    db,
    ...MENU_ITEMS,
    id,
    actor: actorUserId,
    field: "available",
    referencedBy: orderItems.menu_item_id,
    keptAs: "marked unavailable",
  });
  if (result.outcome === "deleted") await cleanup?.forgetUnused([result.imageUrl]);
  return result;
}

// --- categories ------------------------------------------------------------------------------

/** Menu items name their category (menu_items.category holds its name). */
const MENU_CATEGORIES: CategoryKind = {
  table: menuItemCategory,
  entity: "menu_item_category",
  missing: "This category no longer exists.",
  uniqueName: "menu_item_category_name_key",
  renameItems: async (tx, before, name) => {
    await tx
      .update(menuItems)
      .set({ category: name, updated_at: sql`now()` })
      .where(eq(menuItems.category, before.name));
  },
  countItems: async (tx, category) => {
    const [row] = await tx
      .select({ total: count() })
      .from(menuItems)
      .where(eq(menuItems.category, category.name));
    return Number(row?.total ?? 0);
  },
  stillHolds: (name, total) =>
    `"${name}" still holds ${total} ${total === 1 ? "item" : "items"}. Move ${total === 1 ? "it" : "them"} to another category before deleting it.`,
};

export const createMenuCategory = (db: Database, actorUserId: string, name: string) =>
  createCategory(db, MENU_CATEGORIES, actorUserId, name);
export const renameMenuCategory = (db: Database, actorUserId: string, id: string, name: string) =>
  renameCategory(db, MENU_CATEGORIES, actorUserId, id, name);
export const setMenuCategoryActive = (db: Database, actorUserId: string, id: string, isActive: boolean) =>
  toggleRow({ db, ...MENU_CATEGORIES, id, value: isActive, actor: actorUserId });
export const reorderMenuCategories = (db: Database, actorUserId: string, ids: string[]) =>
  reorderRows({ db, ...MENU_CATEGORIES, missing: CATEGORY_LIST_MISSING, ids, actor: actorUserId });
export const deleteMenuCategory = (db: Database, actorUserId: string, id: string) =>
  deleteCategory(db, MENU_CATEGORIES, actorUserId, id);
