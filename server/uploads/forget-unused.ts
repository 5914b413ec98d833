// After an admin save: the uploads no row shows any more are removed, with their cached resized
// copies, unless another row (menu, catering menu, hero, Our Story) still shows them.
import type { RequestContext } from "#server/http-context.ts";
import { filesFor } from "#server/adapters/files/create-files.ts";
import { isImageInUse } from "#server/menu/admin-service.ts";
import { removeImageVariants } from "#server/images/api.ts";
import { resolveImageDirs } from "#server/images/variants.ts";
import { removeUnusedUploads } from "./service.ts";

export async function forgetUnusedImages(
  context: Pick<RequestContext, "config" | "db" | "log">,
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
