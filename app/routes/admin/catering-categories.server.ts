import type { RequestContext } from "#server/http-context.ts";
import {
  createCateringCategory,
  deleteCateringCategory,
  listAdminCateringCategories,
  renameCateringCategory,
  reorderCateringCategories,
  setCateringCategoryActive,
} from "#server/catering/menu-admin-service.ts";
import { categorySchema } from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields } from "#app/lib/admin/parse-form.server.ts";
import {
  answerAdminIntent,
  handleReorder,
  handleRowId,
  handleToggle,
} from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadCateringCategoriesAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return { categories: await listAdminCateringCategories(context.db) };
}

export function changeCateringCategories(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      const { name } = parseFields(categorySchema, body);
      await createCateringCategory(db, actor, name);
      return { ok: true as const, message: `Category "${name}" was added.` };
    },
    rename: handleRowId(async (id) => {
      const { name } = parseFields(categorySchema, body);
      await renameCateringCategory(db, actor, id, name);
      return { ok: true as const, message: `Category renamed to "${name}".` };
    }),
    active: handleToggle((id, value) => setCateringCategoryActive(db, actor, id, value)),
    reorder: handleReorder((ids) => reorderCateringCategories(db, actor, ids)),
    delete: handleRowId(async (id) => {
      await deleteCateringCategory(db, actor, id);
      return { ok: true as const, message: "Category deleted." };
    }),
  }));
}
