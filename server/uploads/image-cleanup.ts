// What a save service is handed to remove the uploads it replaced or deleted, once its transaction
// has committed. Made once per request; services called without it (unit tests) remove nothing.
import { forgetUnusedImages } from "./forget-unused.ts";

export type ImageCleanup = {
  /**
   * Removes those of these uploads no row shows any more, with their resized copies. Never throws:
   * the save is already committed, so a failure is only logged.
   */
  forgetUnused(urls: (string | null | undefined)[]): Promise<void>;
};

export function imageCleanupFor(context: Parameters<typeof forgetUnusedImages>[0]): ImageCleanup {
  return {
    async forgetUnused(urls) {
      try {
        await forgetUnusedImages(context, urls);
      } catch (error) {
        context.log.warn({ err: error }, "could not remove an unused upload");
      }
    },
  };
}
