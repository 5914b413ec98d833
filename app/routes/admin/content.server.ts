import type { RequestContext } from "#server/http-context.ts";
import { forgetUnusedImages } from "#server/uploads/forget-unused.ts";
import {
  createStorySection,
  deleteStorySection,
  listAdminStory,
  reorderStoryBlocks,
  setStorySectionActive,
  updateStorySection,
} from "#server/content/sections-admin-service.ts";
import { storySectionSchema } from "#domain/validation/admin-website.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";
import {
  dispatchIntent,
  handleReorder,
  handleRowId,
  handleToggle,
} from "#app/lib/admin/dispatch-intent.server.ts";

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
  const db = context.db;
  return dispatchIntent(body, {
    create: async () => {
      const kind = body.kind === "intro" ? "intro" : "block";
      await createStorySection(db, actor, kind, readSection(body));
      return { ok: true as const, message: "Section saved." };
    },
    update: handleRowId(async (id) => {
      const { section, replacedImage } = await updateStorySection(db, actor, id, readSection(body));
      if (replacedImage !== (section.content.imageUrl ?? null)) await forgetImage(context, replacedImage);
      return { ok: true as const, message: "Section saved." };
    }),
    active: handleToggle((id, value) => setStorySectionActive(db, actor, id, value)),
    reorder: handleReorder((ids) => reorderStoryBlocks(db, actor, ids)),
    delete: handleRowId(async (id) => {
      const deleted = await deleteStorySection(db, actor, id);
      await forgetImage(context, deleted.content.imageUrl);
      return { ok: true as const, message: "Section deleted." };
    }),
  });
}
