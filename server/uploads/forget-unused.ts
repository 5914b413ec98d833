// After an admin save: the uploads no row shows any more are removed, with their cached resized
// copies, unless another row (menu, catering menu, hero, Our Story, the logo) still shows them.
import { sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import type { Logger } from "#server/logger.ts";
import { filesFor } from "#server/adapters/files/create-files.ts";
import { removeImageVariants, resolveImageDirs } from "#server/images/variants.ts";
import { removeUnusedUploads } from "./service.ts";

/** Whether any row still shows this image (so its upload must stay). */
export async function isImageInUse(db: Executor, url: string): Promise<boolean> {
  // Every place an admin can put an image: the menus, the hero, Our Story's sections, the logo.
  const rows = await executeRows<{ used: boolean }>(
    db,
    sql`select exists(select 1 from menu_items where image_url = ${url})
      or exists(select 1 from catering_menu_items where image_url = ${url})
      or exists(select 1 from hero_slides where image_url = ${url})
      or exists(select 1 from site_sections where content->>'imageUrl' = ${url})
      or exists(select 1 from site_settings where setting_key = 'site_logo_url' and setting_value = ${url})
      as used`,
  );
  return Boolean(rows[0]?.used);
}

export async function forgetUnusedImages(
  context: { config: Config; db: Database; log: Logger },
  urls: (string | null | undefined)[],
): Promise<void> {
  const dirs = resolveImageDirs(context.config);
  await removeUnusedUploads(
    filesFor(context.config),
    urls,
    (url) => isImageInUse(context.db, url),
    (error) => context.log.warn({ err: error }, "could not remove an unused upload"),
    (url) => removeImageVariants(url, dirs),
  );
}
