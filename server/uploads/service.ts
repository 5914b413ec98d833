import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { FilesAdapter } from "#server/adapters/files/types.ts";
import { isUploadName } from "#server/adapters/files/types.ts";
import { AppError } from "#server/errors.ts";
import { MAX_INPUT_PIXELS } from "#server/images/variants.ts";

/** The largest file an admin may upload (checked while it streams in). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Stored images are at most this many pixels on their long side. */
export const MAX_UPLOAD_SIDE = 2400;

export const NOT_AN_IMAGE_MESSAGE =
  "This file is not an image we can use. Please choose a JPEG, PNG, WebP or AVIF photo.";
export const TOO_LARGE_MESSAGE = "This file is larger than 10 MB. Please choose a smaller image.";

export type StoredUpload = { url: string; width: number; height: number };

/**
 * Decodes the bytes and encodes them again as WebP: upright, at most 2400 px on the long side,
 * without metadata (camera, place, time). Anything sharp cannot decode is refused as not an image.
 */
export async function reencodeImage(data: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data: output, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize({ width: MAX_UPLOAD_SIDE, height: MAX_UPLOAD_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    return { data: output, width: info.width, height: info.height };
  } catch (error) {
    throw new AppError("VALIDATION", NOT_AN_IMAGE_MESSAGE, {
      fields: { file: NOT_AN_IMAGE_MESSAGE },
      cause: error,
    });
  }
}

/** Re-encodes and stores an uploaded image under a new name; answers its address ("/uploads/…"). */
export async function storeUploadedImage(files: FilesAdapter, data: Buffer): Promise<StoredUpload> {
  if (data.length === 0)
    throw new AppError("VALIDATION", "Please choose an image.", {
      fields: { file: "Please choose an image." },
    });
  const image = await reencodeImage(data);
  const name = `${randomUUID()}.webp`;
  await files.put(name, image.data, "image/webp");
  return { url: `/uploads/${name}`, width: image.width, height: image.height };
}

/** The upload's file name when the address is one of ours ("/uploads/<name>"), else null. */
export function uploadNameOf(url: string | null | undefined): string | null {
  const match = /^\/uploads\/([^/]+)$/.exec(url ?? "");
  const name = match?.[1];
  return name !== undefined && isUploadName(name) ? name : null;
}

/**
 * Removes uploads no row uses any more (a replaced or deleted item's image). Best effort: the row
 * is already saved, so a store that fails to delete leaves an unused file and is only logged.
 */
export async function removeUnusedUploads(
  files: FilesAdapter,
  urls: (string | null | undefined)[],
  isStillUsed: (url: string) => Promise<boolean>,
  onError: (error: unknown) => void = () => {},
  /** After a file is removed: e.g. its cached resized copies go too. */
  afterRemove: (url: string) => Promise<void> = async () => {},
): Promise<void> {
  for (const url of new Set(urls)) {
    const name = uploadNameOf(url);
    if (!name || !url) continue;
    try {
      if (await isStillUsed(url)) continue;
      await files.remove(name);
      await afterRemove(url);
    } catch (error) {
      onError(error);
    }
  }
}
