// The catering menu and its categories as the admin changes them: one transaction per save with
// its audit row. Items name their category twice (category_id and the category's name, which the
// public catering page groups by), so a rename updates both.
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import {
  cateringCategories,
  cateringMenuItems,
  orderItems,
  type ExternalLinks,
  type PriceTier,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { parseExternalLinks } from "#server/menu/service.ts";
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
  insertAudited,
  nextDisplayOrder,
  reorderRows,
  toggleRow,
  updateAudited,
  type DeleteOutcome,
} from "#server/admin/ordered-rows.ts";
import type { ImageCleanup } from "#server/uploads/image-cleanup.ts";
import type { CateringItemValues } from "#domain/validation/admin-catalogue.ts";

export type AdminCateringCategory = {
  id: string;
  name: string;
  is_active: boolean;
  display_order: number;
  item_count: number;
};

export type AdminCateringItem = {
  id: string;
  title: string;
  description: string;
  category: string;
  category_id: string | null;
  image_url: string | null;
  is_active: boolean;
  price_tiers: PriceTier[];
  external_links: ExternalLinks | null;
  display_order: number;
};

const itemColumns = {
  id: cateringMenuItems.id,
  title: cateringMenuItems.title,
  description: cateringMenuItems.description,
  category: cateringMenuItems.category,
  category_id: cateringMenuItems.category_id,
  image_url: cateringMenuItems.image_url,
  is_active: cateringMenuItems.is_active,
  price_tiers: cateringMenuItems.price_tiers,
  external_links: cateringMenuItems.external_links,
  display_order: cateringMenuItems.display_order,
};

/** Older rows may hold the tiers as JSON text. */
function readTiers(value: unknown): PriceTier[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? (list as PriceTier[]) : [];
}

export async function listAdminCateringItems(db: Executor): Promise<AdminCateringItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(cateringMenuItems)
    .orderBy(
      asc(cateringMenuItems.category),
      asc(cateringMenuItems.display_order),
      asc(cateringMenuItems.created_at),
    );
  return rows.map((row) => ({
    ...row,
    price_tiers: readTiers(row.price_tiers),
    external_links: parseExternalLinks(row.external_links),
  }));
}

export async function listAdminCateringCategories(db: Executor): Promise<AdminCateringCategory[]> {
  const [categories, counts] = await Promise.all([
    db
      .select({
        id: cateringCategories.id,
        name: cateringCategories.name,
        is_active: cateringCategories.is_active,
        display_order: cateringCategories.display_order,
      })
      .from(cateringCategories)
      .orderBy(asc(cateringCategories.display_order), asc(cateringCategories.name)),
    db
      .select({ id: cateringMenuItems.category_id, total: count() })
      .from(cateringMenuItems)
      .groupBy(cateringMenuItems.category_id),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, Number(row.total)]));
  return categories.map((category) => ({ ...category, item_count: countOf.get(category.id) ?? 0 }));
}

function fieldError(field: string, message: string): AppError {
  return new AppError("VALIDATION", message, { fields: { [field]: message } });
}

const CATERING_ITEMS = {
  table: cateringMenuItems,
  entity: "catering_menu_items",
  missing: "This catering item no longer exists.",
};

async function readItem(tx: Executor, id: string) {
  const [row] = await tx.select(itemColumns).from(cateringMenuItems).where(eq(cateringMenuItems.id, id));
  if (!row) throw new AppError("NOT_FOUND", "This catering item no longer exists.");
  return row;
}

async function rowValues(tx: Executor, input: CateringItemValues) {
  const [category] = await tx
    .select()
    .from(cateringCategories)
    .where(eq(cateringCategories.id, input.category_id));
  if (!category) throw fieldError("category_id", "Choose a category that exists");
  return {
    title: input.title,
    description: input.description ?? "",
    category: category.name,
    category_id: category.id,
    image_url: input.image_url ? input.image_url : null,
    is_active: input.is_active,
    price_tiers: input.price_tiers.map((tier) => ({
      name: tier.name,
      price: tier.price,
      serves: tier.serves ?? "",
    })),
  };
}

const nextItemOrder = (tx: Executor, categoryId: string) =>
  nextDisplayOrder({ tx, table: cateringMenuItems, where: eq(cateringMenuItems.category_id, categoryId) });

export async function createCateringItem(db: Database, actorUserId: string, input: CateringItemValues) {
  return db.transaction(async (tx) => {
    const values = await rowValues(tx, input);
    const display_order = await chooseDisplayOrder(input.display_order, null, () =>
      nextItemOrder(tx, values.category_id),
    );
    return insertAudited(tx, {
      ...CATERING_ITEMS,
      values: { ...values, display_order },
      columns: itemColumns,
      actor: actorUserId,
    });
  });
}

/** Saves an item; an upload it no longer shows is removed after the commit, when `cleanup` is given. */
export async function updateCateringItem(
  db: Database,
  actorUserId: string,
  id: string,
  input: CateringItemValues,
  cleanup?: ImageCleanup,
) {
  const saved = await db.transaction(async (tx) => {
    const before = await readItem(tx, id);
    const values = await rowValues(tx, input);
    const kept = before.category_id === values.category_id ? before.display_order : null;
    const display_order = await chooseDisplayOrder(input.display_order, kept, () =>
      nextItemOrder(tx, values.category_id),
    );
    const after = await updateAudited(tx, {
      ...CATERING_ITEMS,
      id,
      before,
      values: { ...values, display_order },
      columns: itemColumns,
      actor: actorUserId,
    });
    const replacedImage = before.image_url && before.image_url !== after.image_url ? before.image_url : null;
    return { item: after, replacedImage };
  });
  if (saved.replacedImage) await cleanup?.forgetUnused([saved.replacedImage]);
  return saved;
}

export async function setCateringItemActive(
  db: Database,
  actorUserId: string,
  id: string,
  isActive: boolean,
) {
  await toggleRow({ db, ...CATERING_ITEMS, id, value: isActive, actor: actorUserId });
}

/** The items of one category in their new order, saved together or not at all. */
export async function reorderCateringItems(db: Database, actorUserId: string, ids: string[]) {
  await reorderRows({
    db,
    ...CATERING_ITEMS,
    missing: "An item in this list no longer exists.",
    ids,
    actor: actorUserId,
    scope: {
      groupBy: {
        column: cateringMenuItems.category_id,
        name: "category_id",
        mixed: "Items can only be reordered within one category.",
      },
    },
  });
}

/**
 * Deletes a catering item; one that past orders name is only switched off (like a menu item's
 * SOFT_DELETE_PERFORMED), so those orders keep it. A deleted item's upload goes after the commit.
 */
export async function deleteCateringItem(
  db: Database,
  actorUserId: string,
  id: string,
  cleanup?: ImageCleanup,
): Promise<DeleteOutcome> {
  const result = await deleteOrSwitchOff({
    db,
    ...CATERING_ITEMS,
    id,
    actor: actorUserId,
    field: "is_active",
    referencedBy: orderItems.catering_menu_item_id,
    keptAs: "switched off",
  });
  if (result.outcome === "deleted") await cleanup?.forgetUnused([result.imageUrl]);
  return result;
}

// --- categories ------------------------------------------------------------------------------

/** Catering items point at their category by id and keep its name (the public page groups by it). */
const CATERING_CATEGORIES: CategoryKind = {
  table: cateringCategories,
  entity: "catering_categories",
  missing: "This catering category no longer exists.",
  renameItems: async (tx, before, name) => {
    await tx
      .update(cateringMenuItems)
      .set({ category: name, updated_at: sql`now()` })
      .where(eq(cateringMenuItems.category_id, before.id));
  },
  countItems: async (tx, category) => {
    const [row] = await tx
      .select({ total: count() })
      .from(cateringMenuItems)
      .where(eq(cateringMenuItems.category_id, category.id));
    return Number(row?.total ?? 0);
  },
  stillHolds: (name, total) =>
    `"${name}" is used by ${total} catering ${total === 1 ? "item" : "items"}. Move ${total === 1 ? "it" : "them"} to another category before deleting it.`,
};

export const createCateringCategory = (db: Database, actorUserId: string, name: string) =>
  createCategory(db, CATERING_CATEGORIES, actorUserId, name);
/** Update by id (docs/product/06-admin.md §6.10): a new name reaches the items that show it. */
export const renameCateringCategory = (db: Database, actorUserId: string, id: string, name: string) =>
  renameCategory(db, CATERING_CATEGORIES, actorUserId, id, name);
export const setCateringCategoryActive = (db: Database, actorUserId: string, id: string, isActive: boolean) =>
  toggleRow({ db, ...CATERING_CATEGORIES, id, value: isActive, actor: actorUserId });
export const reorderCateringCategories = (db: Database, actorUserId: string, ids: string[]) =>
  reorderRows({ db, ...CATERING_CATEGORIES, missing: CATEGORY_LIST_MISSING, ids, actor: actorUserId });
/** Delete by id (docs/product/06-admin.md §6.10), refused while items use the category. */
export const deleteCateringCategory = (db: Database, actorUserId: string, id: string) =>
  deleteCategory(db, CATERING_CATEGORIES, actorUserId, id);
