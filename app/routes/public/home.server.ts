import type { Database } from "#server/db/client.ts";
import {
  getOurStory,
  listActiveBenefits,
  listActiveHeroSlides,
  listActiveTestimonials,
} from "#server/content/service.ts";
import { isAppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { listFeaturedMenuItems } from "#server/menu/service.ts";
import { listOfferedModifierGroups } from "#server/modifiers/service.ts";

/** One section's data, or why it could not be read: each section of the page fails on its own. */
export type Section<T> = { ok: true; value: T } | { ok: false; message: string | null };

async function readSection<T>(name: string, read: Promise<T>, log: Logger): Promise<Section<T>> {
  try {
    return { ok: true, value: await read };
  } catch (error) {
    log.error({ err: error, section: name }, "home page section could not be read");
    // The visitor reads our own messages only; a database's error text stays in the log.
    return { ok: false, message: isAppError(error) ? error.message : null };
  }
}

/** docs/product/02-public-pages.md §2.5: benefits and testimonials fail silently to empty content. */
async function readQuietly<T>(name: string, read: Promise<T[]>, log: Logger): Promise<T[]> {
  const section = await readSection(name, read, log);
  return section.ok ? section.value : [];
}

/** The featured dishes, with the choices of those that have any (each card's button at once). */
async function readFeaturedDishes(db: Database) {
  const items = await listFeaturedMenuItems(db);
  const modifierGroups = await listOfferedModifierGroups(
    db,
    items.map((item) => item.id),
  );
  return { items, modifierGroups };
}

/** The home page's sections, read side by side; a failing one never takes the others down. */
export async function readHomePage(db: Database, log: Logger) {
  const [slides, featured, benefits, testimonials, story] = await Promise.all([
    readSection("hero slides", listActiveHeroSlides(db), log),
    readSection("featured dishes", readFeaturedDishes(db), log),
    readQuietly("benefits", listActiveBenefits(db), log),
    readQuietly("testimonials", listActiveTestimonials(db), log),
    readSection("our story", getOurStory(db), log),
  ]);
  return { slides, featured, benefits, testimonials, story };
}
