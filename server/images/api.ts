import type { Context, Hono } from "hono";
import { z } from "zod";
import { loadConfig } from "#server/config.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { IMAGE_WIDTHS, isImageWidth } from "#domain/images.ts";
import {
  imageVariantServiceFor,
  resolveImageDirs,
  type ImageDirs,
  type ImageSize,
  type ImageVariantService,
} from "./variants.ts";

const ROUTE_PREFIX = "/img";
const ROUTE_PATTERN = /^\/img\/([^/]*)(\/.+)$/;
// A week fresh, a day more served stale while revalidating: a changed source gets a new ETag.
const CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";

// Canonical spelling only ("640", not "0640" or "640.0"), so each variant has one URL.
const widthParam = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number)
  .refine(isImageWidth);

/** The folders, and for uploads kept in S3 where a missing one is fetched from (see variants.ts). */
export type ImageRouteOptions = ImageDirs & { fetchUpload?: (name: string) => Promise<Buffer | null> };

let defaultDirs: ImageDirs | null = null;

function defaultImageDirs(): ImageDirs {
  defaultDirs ??= resolveImageDirs(loadConfig());
  return defaultDirs;
}

/**
 * The size of a local image ("/images/..." or "/uploads/..."), for width/height attributes; null
 * when it is not one or is missing. Pages pass `resolveImageDirs(context.config)`; without it the
 * folders come from the environment's configuration.
 */
export function getImageSize(src: string, dirs: ImageDirs = defaultImageDirs()): Promise<ImageSize | null> {
  return imageVariantServiceFor(dirs).getImageSize(src);
}

function isEtagMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

function notFound(c: Context<HonoEnv>) {
  return c.json(new AppError("NOT_FOUND", "No such image.").toJSON(), 404);
}

/**
 * GET /img/:width/<source>: the source ("/images/..." or "/uploads/...") as a WebP of that width,
 * e.g. /img/640/images/menu/jerk-chicken.svg. Register before the static files and the pages.
 */
export function registerImageRoutes(app: Hono<HonoEnv>, options: ImageRouteOptions): ImageVariantService {
  const service = imageVariantServiceFor(options, options.fetchUpload);

  app.get(`${ROUTE_PREFIX}/:width/*`, async (c) => {
    // The raw path, still percent-encoded: the source is decoded and checked segment by segment.
    const match = ROUTE_PATTERN.exec(new URL(c.req.url).pathname);
    const src = match?.[2];
    if (!match || !src) return notFound(c);

    const width = widthParam.safeParse(match[1]);
    if (!width.success) {
      const message = `Image width must be one of ${IMAGE_WIDTHS.join(", ")}.`;
      return c.json(new AppError("BAD_REQUEST", message).toJSON(), 400);
    }

    const variant = await service.findImageVariant(src, width.data);
    if (!variant) return notFound(c);

    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", variant.etag);
    if (isEtagMatch(c.req.header("If-None-Match"), variant.etag)) return c.body(null, 304);

    const data = await service.readImageVariant(variant);
    c.header("Content-Type", "image/webp");
    // A Buffer from fs or sharp sits on a plain ArrayBuffer (never a shared one): no copy needed.
    return c.body(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), 200);
  });

  return service;
}
