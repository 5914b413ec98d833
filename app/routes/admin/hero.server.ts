import type { RequestContext } from "#server/http-context.ts";
import { imageCleanupFor } from "#server/uploads/image-cleanup.ts";
import {
  createHeroSlide,
  deleteHeroSlide,
  listAdminHeroSlides,
  updateHeroSlide,
} from "#server/content/hero-admin-service.ts";
import { HERO_SLIDES } from "#server/admin/ordered-rows.ts";
import { heroSlideSchema } from "#domain/validation/admin-website.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseItem } from "#app/lib/admin/parse-form.server.ts";
import { answerAdminIntent, handleRowId } from "#app/lib/admin/dispatch-intent.server.ts";
import { orderedRowIntents } from "#app/lib/admin/ordered-rows.server.ts";

export async function loadHeroAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return { slides: await listAdminHeroSlides(context.db) };
}

export function changeHero(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      await createHeroSlide(db, actor, parseItem(heroSlideSchema, body));
      return { ok: true as const, message: "Slide added." };
    },
    update: handleRowId(async (id) => {
      await updateHeroSlide(db, actor, id, parseItem(heroSlideSchema, body), imageCleanupFor(context));
      return { ok: true as const, message: "Slide saved." };
    }),
    ...orderedRowIntents(context, actor, HERO_SLIDES, {
      message: "Slide deleted.",
      remove: (id) => deleteHeroSlide(db, actor, id, imageCleanupFor(context)),
    }),
  }));
}
