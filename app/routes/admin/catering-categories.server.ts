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
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";
import {
  dispatchIntent,
  handleReorder,
  handleRowId,
  handleToggle,
} from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadCateringCategoriesAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return { categories: await listAdminCateringCategories(context.db) };
}

export async function changeCateringCategories(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  const db = context.db;
  return dispatchIntent(body, {
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
  });
}
