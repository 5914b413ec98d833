import type { RequestContext } from "#server/http-context.ts";
import { forgetUnusedImages } from "#server/uploads/forget-unused.ts";
import { createHeroSlide, listAdminHeroSlides, updateHeroSlide } from "#server/content/hero-admin-service.ts";
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
      const { replacedImage } = await updateHeroSlide(db, actor, id, parseItem(heroSlideSchema, body));
      await forgetUnusedImages(context, [replacedImage]);
      return { ok: true as const, message: "Slide saved." };
    }),
    ...orderedRowIntents(context, actor, HERO_SLIDES, {
      message: "Slide deleted.",
      onDeleted: async (slide) => {
        if (typeof slide.image_url === "string") await forgetUnusedImages(context, [slide.image_url]);
      },
    }),
  }));
}
