import type { RequestContext } from "#server/http-context.ts";
import { imageCleanupFor } from "#server/uploads/image-cleanup.ts";
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
import { parseItem } from "#app/lib/admin/parse-form.server.ts";
import {
  answerAdminIntent,
  handleReorder,
  handleRowId,
  handleToggle,
} from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadContentAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return listAdminStory(context.db);
}

export function changeContent(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      const kind = body.kind === "intro" ? "intro" : "block";
      await createStorySection(db, actor, kind, parseItem(storySectionSchema, body));
      return { ok: true as const, message: "Section saved." };
    },
    update: handleRowId(async (id) => {
      await updateStorySection(db, actor, id, parseItem(storySectionSchema, body), imageCleanupFor(context));
      return { ok: true as const, message: "Section saved." };
    }),
    active: handleToggle((id, value) => setStorySectionActive(db, actor, id, value)),
    reorder: handleReorder((ids) => reorderStoryBlocks(db, actor, ids)),
    delete: handleRowId(async (id) => {
      await deleteStorySection(db, actor, id, imageCleanupFor(context));
      return { ok: true as const, message: "Section deleted." };
    }),
  }));
}
