import type { RequestContext } from "#server/http-context.ts";
import { imageCleanupFor } from "#server/uploads/image-cleanup.ts";
import {
  createMenuCategory,
  createMenuItem,
  deleteMenuCategory,
  deleteMenuItem,
  listAdminMenuCategories,
  listAdminMenuItems,
  renameMenuCategory,
  reorderMenuCategories,
  reorderMenuItems,
  setMenuCategoryActive,
  setMenuItemFlag,
  updateMenuItem,
} from "#server/menu/admin-service.ts";
import { listModifierGroupChoices } from "#server/modifiers/admin-service.ts";
import { setSoldOut } from "#server/menu/sold-out-admin-service.ts";
import { categorySchema, menuItemSchema } from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, parseItem, readActionBody } from "#app/lib/admin/parse-form.server.ts";
import {
  dispatchTaggedIntent,
  handleReorder,
  handleRowId,
  handleToggle,
} from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadMenuAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [items, categories, groups] = await Promise.all([
    listAdminMenuItems(context.db),
    listAdminMenuCategories(context.db),
    listModifierGroupChoices(context.db),
  ]);
  return { items, categories, groups };
}

export async function changeMenu(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  const db = context.db;
  const cleanup = imageCleanupFor(context);
  return dispatchTaggedIntent(body, {
    create: async () => {
      const item = await createMenuItem(db, actor, parseItem(menuItemSchema, body));
      return { ok: true as const, message: `"${item.title}" was added.` };
    },
    update: handleRowId(async (id) => {
      const { item } = await updateMenuItem(db, actor, id, parseItem(menuItemSchema, body), cleanup);
      return { ok: true as const, message: `"${item.title}" was saved.` };
    }),
    featured: handleToggle((id, value) => setMenuItemFlag(db, actor, id, "featured", value)),
    available: handleToggle((id, value) => setMenuItemFlag(db, actor, id, "available", value)),
    "sold-out": handleToggle((id, soldOut) => setSoldOut(db, actor, { target: "menuItem", id, soldOut })),
    reorder: handleReorder((ids) => reorderMenuItems(db, actor, ids)),
    delete: handleRowId(async (id) => {
      const result = await deleteMenuItem(db, actor, id, cleanup);
      return { ok: true as const, ...result };
    }),
    "category-create": async () => {
      const { name } = parseFields(categorySchema, body);
      await createMenuCategory(db, actor, name);
      return { ok: true as const, message: `Category "${name}" was added.` };
    },
    "category-rename": handleRowId(async (id) => {
      const { name } = parseFields(categorySchema, body);
      await renameMenuCategory(db, actor, id, name);
      return { ok: true as const, message: `Category renamed to "${name}".` };
    }),
    "category-active": handleToggle((id, value) => setMenuCategoryActive(db, actor, id, value)),
    "category-reorder": handleReorder((ids) => reorderMenuCategories(db, actor, ids)),
    "category-delete": handleRowId(async (id) => {
      await deleteMenuCategory(db, actor, id);
      return { ok: true as const, message: "Category deleted." };
    }),
  });
}
