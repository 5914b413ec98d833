import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { forgetUnusedImages } from "#server/uploads/forget-unused.ts";
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
import {
  categorySchema,
  idSchema,
  menuItemSchema,
  reorderSchema,
  toggleSchema,
} from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

export async function loadMenuAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [items, categories, groups] = await Promise.all([
    listAdminMenuItems(context.db),
    listAdminMenuCategories(context.db),
    listModifierGroupChoices(context.db),
  ]);
  return { items, categories, groups };
}

/** An item's form values sit under `item`, so their field errors keep the form's own names. */
function readItem(body: Record<string, unknown>) {
  return parseFields(menuItemSchema, (body.item ?? {}) as Record<string, unknown>);
}

/** After a save: uploads the row no longer shows are removed, unless another row shows them. */
const forgetImages = (context: RequestContext, urls: (string | null)[]) => forgetUnusedImages(context, urls);

export async function changeMenu(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  switch (body.intent) {
    case "create": {
      const item = await createMenuItem(context.db, actor, readItem(body));
      return { ok: true as const, intent: "create" as const, message: `"${item.title}" was added.` };
    }
    case "update": {
      const { id } = parseFields(idSchema, body);
      const { item, replacedImage } = await updateMenuItem(context.db, actor, id, readItem(body));
      await forgetImages(context, [replacedImage]);
      return { ok: true as const, intent: "update" as const, message: `"${item.title}" was saved.` };
    }
    case "featured":
    case "available": {
      const input = parseFields(toggleSchema, body);
      await setMenuItemFlag(context.db, actor, input.id, body.intent, input.value === "true");
      return { ok: true as const, intent: body.intent };
    }
    case "reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderMenuItems(context.db, actor, ids);
      return { ok: true as const, intent: "reorder" as const };
    }
    case "delete": {
      const { id } = parseFields(idSchema, body);
      const result = await deleteMenuItem(context.db, actor, id);
      if (result.outcome === "deleted") await forgetImages(context, [result.imageUrl]);
      return { ok: true as const, intent: "delete" as const, ...result };
    }
    case "category-create": {
      const { name } = parseFields(categorySchema, body);
      await createMenuCategory(context.db, actor, name);
      return {
        ok: true as const,
        intent: "category-create" as const,
        message: `Category "${name}" was added.`,
      };
    }
    case "category-rename": {
      const { id } = parseFields(idSchema, body);
      const { name } = parseFields(categorySchema, body);
      await renameMenuCategory(context.db, actor, id, name);
      return {
        ok: true as const,
        intent: "category-rename" as const,
        message: `Category renamed to "${name}".`,
      };
    }
    case "category-active": {
      const input = parseFields(toggleSchema, body);
      await setMenuCategoryActive(context.db, actor, input.id, input.value === "true");
      return { ok: true as const, intent: "category-active" as const };
    }
    case "category-reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderMenuCategories(context.db, actor, ids);
      return { ok: true as const, intent: "category-reorder" as const };
    }
    case "category-delete": {
      const { id } = parseFields(idSchema, body);
      await deleteMenuCategory(context.db, actor, id);
      return { ok: true as const, intent: "category-delete" as const, message: "Category deleted." };
    }
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
}
