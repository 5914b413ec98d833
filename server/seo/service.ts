import { max } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { heroSlides, menuItems, siteSettings } from "#server/db/schema/index.ts";

/**
 * When the content shown on the public pages last changed: the newest `updated_at` of the menu,
 * the settings and the hero slides. null when all three tables are empty.
 */
export async function getPublicContentUpdatedAt(db: Executor): Promise<Date | null> {
  const results = await Promise.all([
    db.select({ value: max(menuItems.updated_at) }).from(menuItems),
    db.select({ value: max(siteSettings.updated_at) }).from(siteSettings),
    db.select({ value: max(heroSlides.updated_at) }).from(heroSlides),
  ]);
  let newest: Date | null = null;
  for (const [row] of results) {
    const value = row?.value ?? null;
    if (value && (!newest || value.getTime() > newest.getTime())) newest = value;
  }
  return newest;
}
