import type { RequestContext } from "#server/http-context.ts";
import { imageCleanupFor } from "#server/uploads/image-cleanup.ts";
import {
  createCateringItem,
  deleteCateringItem,
  listAdminCateringCategories,
  listAdminCateringItems,
  reorderCateringItems,
  setCateringItemActive,
  updateCateringItem,
} from "#server/catering/menu-admin-service.ts";
import { cateringItemSchema } from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseItem } from "#app/lib/admin/parse-form.server.ts";
import {
  answerAdminIntent,
  handleReorder,
  handleRowId,
  handleToggle,
} from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadCateringMenuAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [items, categories] = await Promise.all([
    listAdminCateringItems(context.db),
    listAdminCateringCategories(context.db),
  ]);
  return { items, categories };
}

export function changeCateringMenu(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      const item = await createCateringItem(db, actor, parseItem(cateringItemSchema, body));
      return { ok: true as const, message: `"${item.title}" was added.` };
    },
    update: handleRowId(async (id) => {
      const { item } = await updateCateringItem(
        db,
        actor,
        id,
        parseItem(cateringItemSchema, body),
        imageCleanupFor(context),
      );
      return { ok: true as const, message: `"${item.title}" was saved.` };
    }),
    active: handleToggle((id, value) => setCateringItemActive(db, actor, id, value)),
    reorder: handleReorder((ids) => reorderCateringItems(db, actor, ids)),
    delete: handleRowId(async (id) => {
      const result = await deleteCateringItem(db, actor, id, imageCleanupFor(context));
      return { ok: true as const, ...result };
    }),
  }));
}
