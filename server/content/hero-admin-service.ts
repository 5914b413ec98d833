// Hero slides as the admin changes them, each save with its audit row. A save that replaces a
// slide's image answers the old address, so the route can remove the upload once nothing shows it.
import type { Database, Executor } from "#server/db/client.ts";
import { heroSlides } from "#server/db/schema/index.ts";
import type { HeroSlideValues } from "#domain/validation/admin-website.ts";
import {
  deleteRow,
  HERO_SLIDES,
  insertRow,
  listInDisplayOrder,
  updateRow,
} from "#server/admin/ordered-rows.ts";
import type { ImageCleanup } from "#server/uploads/image-cleanup.ts";

export type AdminHeroSlide = {
  id: string;
  image_url: string | null;
  badge_text: string | null;
  heading_text: string;
  heading_highlight: string | null;
  subtitle: string | null;
  cta_text: string | null;
  cta_link: string | null;
  background_color: string;
  is_active: boolean;
  display_order: number;
};

const columns = {
  id: heroSlides.id,
  image_url: heroSlides.image_url,
  badge_text: heroSlides.badge_text,
  heading_text: heroSlides.heading_text,
  heading_highlight: heroSlides.heading_highlight,
  subtitle: heroSlides.subtitle,
  cta_text: heroSlides.cta_text,
  cta_link: heroSlides.cta_link,
  background_color: heroSlides.background_color,
  is_active: heroSlides.is_active,
  display_order: heroSlides.display_order,
};

export async function listAdminHeroSlides(db: Executor): Promise<AdminHeroSlide[]> {
  return listInDisplayOrder(db, heroSlides, columns);
}

const orNull = (value: string | undefined) => (value ? value : null);

function rowValues(input: HeroSlideValues) {
  return {
    image_url: orNull(input.image_url),
    badge_text: orNull(input.badge_text),
    heading_text: input.heading_text,
    heading_highlight: orNull(input.heading_highlight),
    subtitle: orNull(input.subtitle),
    cta_text: orNull(input.cta_text),
    cta_link: orNull(input.cta_link),
    background_color: input.background_color,
    is_active: input.is_active,
  };
}

export function createHeroSlide(db: Database, actorUserId: string, input: HeroSlideValues) {
  return insertRow({ db, ...HERO_SLIDES, values: rowValues(input), actor: actorUserId });
}

/** Saves a slide; an upload it no longer shows is removed after the commit, when `cleanup` is given. */
export async function updateHeroSlide(
  db: Database,
  actorUserId: string,
  id: string,
  input: HeroSlideValues,
  cleanup?: ImageCleanup,
) {
  const { before, after } = await updateRow({
    db,
    ...HERO_SLIDES,
    id,
    values: rowValues(input),
    actor: actorUserId,
  });
  const previous = before.image_url;
  const replacedImage = previous !== after.image_url ? previous : null;
  if (replacedImage) await cleanup?.forgetUnused([replacedImage]);
  return { slide: after, replacedImage };
}

/** Deletes a slide; the upload it showed is removed after the commit, when `cleanup` is given. */
export async function deleteHeroSlide(db: Database, actorUserId: string, id: string, cleanup?: ImageCleanup) {
  const slide = await deleteRow({ db, ...HERO_SLIDES, id, actor: actorUserId });
  await cleanup?.forgetUnused([slide.image_url]);
  return slide;
}
