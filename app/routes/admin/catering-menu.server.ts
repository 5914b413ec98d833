import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { forgetUnusedImages } from "#server/uploads/forget-unused.ts";
import {
  createCateringItem,
  deleteCateringItem,
  listAdminCateringCategories,
  listAdminCateringItems,
  reorderCateringItems,
  setCateringItemActive,
  updateCateringItem,
} from "#server/catering/menu-admin-service.ts";
import {
  cateringItemSchema,
  idSchema,
  reorderSchema,
  toggleSchema,
} from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

export async function loadCateringMenuAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [items, categories] = await Promise.all([
    listAdminCateringItems(context.db),
    listAdminCateringCategories(context.db),
  ]);
  return { items, categories };
}

function readItem(body: Record<string, unknown>) {
  return parseFields(cateringItemSchema, (body.item ?? {}) as Record<string, unknown>);
}

const forgetImages = (context: RequestContext, urls: (string | null)[]) => forgetUnusedImages(context, urls);

export async function changeCateringMenu(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  switch (body.intent) {
    case "create": {
      const item = await createCateringItem(context.db, actor, readItem(body));
      return { ok: true as const, message: `"${item.title}" was added.` };
    }
    case "update": {
      const { id } = parseFields(idSchema, body);
      const { item, replacedImage } = await updateCateringItem(context.db, actor, id, readItem(body));
      await forgetImages(context, [replacedImage]);
      return { ok: true as const, message: `"${item.title}" was saved.` };
    }
    case "active": {
      const input = parseFields(toggleSchema, body);
      await setCateringItemActive(context.db, actor, input.id, input.value === "true");
      return { ok: true as const };
    }
    case "reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderCateringItems(context.db, actor, ids);
      return { ok: true as const };
    }
    case "delete": {
      const { id } = parseFields(idSchema, body);
      const result = await deleteCateringItem(context.db, actor, id);
      if (result.outcome === "deleted") await forgetImages(context, [result.imageUrl]);
      return { ok: true as const, ...result };
    }
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
}
