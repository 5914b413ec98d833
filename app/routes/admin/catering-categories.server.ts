import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import {
  createCateringCategory,
  deleteCateringCategory,
  listAdminCateringCategories,
  renameCateringCategory,
  reorderCateringCategories,
  setCateringCategoryActive,
} from "#server/catering/menu-admin-service.ts";
import { categorySchema, idSchema, reorderSchema, toggleSchema } from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

export async function loadCateringCategoriesAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return { categories: await listAdminCateringCategories(context.db) };
}

export async function changeCateringCategories(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  switch (body.intent) {
    case "create": {
      const { name } = parseFields(categorySchema, body);
      await createCateringCategory(context.db, actor, name);
      return { ok: true as const, message: `Category "${name}" was added.` };
    }
    case "rename": {
      const { id } = parseFields(idSchema, body);
      const { name } = parseFields(categorySchema, body);
      await renameCateringCategory(context.db, actor, id, name);
      return { ok: true as const, message: `Category renamed to "${name}".` };
    }
    case "active": {
      const input = parseFields(toggleSchema, body);
      await setCateringCategoryActive(context.db, actor, input.id, input.value === "true");
      return { ok: true as const };
    }
    case "reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderCateringCategories(context.db, actor, ids);
      return { ok: true as const };
    }
    case "delete": {
      const { id } = parseFields(idSchema, body);
      await deleteCateringCategory(context.db, actor, id);
      return { ok: true as const, message: "Category deleted." };
    }
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
}
