import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { forgetUnusedImages } from "#server/uploads/forget-unused.ts";
import {
  createStorySection,
  deleteStorySection,
  listAdminStory,
  reorderStoryBlocks,
  setStorySectionActive,
  updateStorySection,
} from "#server/content/sections-admin-service.ts";
import { idSchema, reorderSchema, toggleSchema } from "#domain/validation/admin-catalogue.ts";
import { storySectionSchema } from "#domain/validation/admin-website.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

export async function loadContentAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return listAdminStory(context.db);
}

function readSection(body: Record<string, unknown>) {
  return parseFields(storySectionSchema, (body.item ?? {}) as Record<string, unknown>);
}

const forgetImage = (context: RequestContext, url: string | null | undefined) =>
  forgetUnusedImages(context, [url]);

export async function changeContent(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  switch (body.intent) {
    case "create": {
      const kind = body.kind === "intro" ? "intro" : "block";
      await createStorySection(context.db, actor, kind, readSection(body));
      return { ok: true as const, message: "Section saved." };
    }
    case "update": {
      const { id } = parseFields(idSchema, body);
      const { section, replacedImage } = await updateStorySection(context.db, actor, id, readSection(body));
      if (replacedImage !== (section.content.imageUrl ?? null)) await forgetImage(context, replacedImage);
      return { ok: true as const, message: "Section saved." };
    }
    case "active": {
      const input = parseFields(toggleSchema, body);
      await setStorySectionActive(context.db, actor, input.id, input.value === "true");
      return { ok: true as const };
    }
    case "reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderStoryBlocks(context.db, actor, ids);
      return { ok: true as const };
    }
    case "delete": {
      const { id } = parseFields(idSchema, body);
      const deleted = await deleteStorySection(context.db, actor, id);
      await forgetImage(context, deleted.content.imageUrl);
      return { ok: true as const, message: "Section deleted." };
    }
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
}
