import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Config } from "#server/config.ts";
import { AppError } from "#server/errors.ts";
import { projectPath } from "#server/paths.ts";
import {
  IMAGE_WIDTHS,
  formatLocalImageSource,
  isImageWidth,
  parseLocalImageSource,
  type LocalImageSource,
} from "#domain/images.ts";

// A 2-core machine also serves pages: one libvips thread per image, no libvips operation cache
// (variants are cached on disk), and at most two renders at a time keep memory and CPU bounded.
sharp.concurrency(1);
sharp.cache(false);
const MAX_PARALLEL_RENDERS = 2;

/** Larger sources (about a 50 MP photo, or an SVG drawn that big) are refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Vectors and photos alike are enlarged at most this much; beyond it the bytes buy nothing. */
export const MAX_UPSCALE = 2;
const WEBP_OPTIONS = { quality: 72, effort: 4 } as const;
// Part of every cache key and ETag: changing the encoding settings must invalidate old variants.
const ENCODING_VERSION = "webp-q72-e4-v1";
const SVG_BASE_DENSITY = 72;
const MIN_SVG_DENSITY = 1;
const MAX_SVG_DENSITY = 100_000;
const MAX_CACHED_SIZES = 1000;

export type ImageDirs = {
  /** Folder holding `images/` (the seeded pictures): the project's public/. */
  publicDir: string;
  /** Folder of admin uploads, served as `/uploads/<file>`. */
  uploadsDir: string;
  /** Folder of rendered variants. */
  cacheDir: string;
};

export type ImageSize = { width: number; height: number };

/** A variant that can be served: known before rendering, so a 304 costs no sharp work. */
export type ImageVariant = {
  /** The canonical source address, e.g. "/images/menu/jerk-chicken.svg". */
  source: string;
  /** Width asked for, from IMAGE_WIDTHS. */
  requestedWidth: number;
  /** Width rendered: the requested one, capped at MAX_UPSCALE times the source's own width. */
  width: number;
  height: number;
  /** Strong validator, changes with the source file (mtime, size) and the encoding settings. */
  etag: string;
  cacheFile: string;
  /** The source file on disk (symbolic links resolved) and its own size. */
  sourceFile: string;
  sourceSize: ImageSize;
};

export type RenderedVariantInfo = {
  source: string;
  width: number;
  height: number;
  bytes: number;
  ms: number;
};

export type ImageVariantServiceOptions = ImageDirs & {
  /** Called after each sharp render (not for disk cache hits), e.g. for logs or tests. */
  onRender?: (info: RenderedVariantInfo) => void;
  /**
   * For uploads kept elsewhere (S3): the bytes of an upload missing from the uploads folder, which
   * then keeps a copy. Upload names never change content, so the copy never goes stale.
   */
  fetchUpload?: (name: string) => Promise<Buffer | null>;
};

export type ImageVariantService = {
  /** Null when the source is missing, outside its folder, or not an image file. */
  findImageVariant(src: string, width: number): Promise<ImageVariant | null>;
  /** The WebP bytes of a found variant: from the disk cache, or rendered once and stored. */
  readImageVariant(variant: ImageVariant): Promise<Buffer>;
  /** findImageVariant then readImageVariant. */
  getImageVariant(src: string, width: number): Promise<(ImageVariant & { data: Buffer }) | null>;
  /** The source's own size (EXIF orientation applied; an SVG's width/height), or null like above. */
  getImageSize(src: string): Promise<ImageSize | null>;
  /** Removes every cached variant of a source (call it when the source is deleted or replaced). */
  removeVariantsOf(src: string): Promise<void>;
};

/** The image folders of a configuration: public/, the uploads folder, and DATA_DIR/cache/images. */
export function resolveImageDirs(config: Pick<Config, "DATA_DIR" | "UPLOADS_DIR">): ImageDirs {
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    publicDir: projectPath("public"),
    uploadsDir: path.resolve(config.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    cacheDir: path.join(dataDir, "cache", "images"),
  };
}

type SourceFile = {
  source: LocalImageSource;
  file: string;
  mtimeMs: number;
  size: number;
};

function isSvgFile(file: string): boolean {
  return path.extname(file).toLowerCase() === ".svg";
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return (
    relative !== "" &&
    relative !== ".." &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}

/** A counting gate: at most `limit` tasks run at once, the rest wait in order. */
function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot slip in between.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export function createImageVariantService(options: ImageVariantServiceOptions): ImageVariantService {
  const publicImagesDir = path.resolve(options.publicDir, "images");
  const uploadsDir = path.resolve(options.uploadsDir);
  const cacheDir = path.resolve(options.cacheDir);
  const sizes = new Map<string, Promise<ImageSize>>();
  const jobs = new Map<string, Promise<Buffer>>();
  const limitRenders = createLimiter(MAX_PARALLEL_RENDERS);
  let cacheDirReady: Promise<unknown> | null = null;

  const fetches = new Map<string, Promise<boolean>>();

  /** Copies a missing upload from the store into the uploads folder; false when the store has none. */
  function fetchUploadOnce(name: string): Promise<boolean> {
    const fetchUpload = options.fetchUpload;
    if (!fetchUpload) return Promise.resolve(false);
    const pending = fetches.get(name);
    if (pending) return pending;
    const job = (async () => {
      const data = await fetchUpload(name);
      if (!data) return false;
      await mkdir(uploadsDir, { recursive: true });
      const temporary = path.join(uploadsDir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, data);
        await rename(temporary, path.join(uploadsDir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return true;
    })().finally(() => fetches.delete(name));
    fetches.set(name, job);
    return job;
  }

  async function locateSource(src: string): Promise<SourceFile | null> {
    const found = await locateLocalSource(src);
    if (found || !options.fetchUpload) return found;
    const source = parseLocalImageSource(src);
    const name = source?.segments.length === 1 ? source.segments[0] : undefined;
    if (source?.area !== "uploads" || name === undefined || !/^[a-z0-9][a-z0-9.-]*$/.test(name)) return null;
    return (await fetchUploadOnce(name)) ? locateLocalSource(src) : null;
  }

  async function locateLocalSource(src: string): Promise<SourceFile | null> {
    const source = parseLocalImageSource(src);
    if (!source) return null;
    const root = source.area === "images" ? publicImagesDir : uploadsDir;
    const file = path.resolve(root, ...source.segments);
    if (!isInside(root, file)) return null;
    try {
      // Symbolic links may not lead out of the folder either.
      const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
      if (!isInside(realRoot, realFile)) return null;
      const stats = await stat(realFile);
      if (!stats.isFile()) return null;
      return { source, file: realFile, mtimeMs: stats.mtimeMs, size: stats.size };
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
  }

  function readSize(found: SourceFile): Promise<ImageSize> {
    const key = `${found.file}|${found.mtimeMs}|${found.size}`;
    const cached = sizes.get(key);
    if (cached) return cached;
    const pending = sharp(found.file, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then((metadata) => ({ width: metadata.autoOrient.width, height: metadata.autoOrient.height }));
    pending.catch(() => sizes.delete(key));
    if (sizes.size >= MAX_CACHED_SIZES) {
      const oldest = sizes.keys().next().value;
      if (oldest !== undefined) sizes.delete(oldest);
    }
    sizes.set(key, pending);
    return pending;
  }

  async function findImageVariant(src: string, width: number): Promise<ImageVariant | null> {
    if (!isImageWidth(width)) {
      throw new AppError("BAD_REQUEST", `Image width must be one of ${IMAGE_WIDTHS.join(", ")}.`);
    }
    const found = await locateSource(src);
    if (!found) return null;
    const intrinsic = await readSize(found);
    const renderedWidth = Math.max(1, Math.min(width, Math.round(intrinsic.width * MAX_UPSCALE)));
    const height = Math.max(1, Math.round((renderedWidth * intrinsic.height) / intrinsic.width));
    const key = createHash("sha256")
      .update(JSON.stringify([ENCODING_VERSION, found.file, found.mtimeMs, found.size, renderedWidth]))
      .digest("hex")
      .slice(0, 40);
    // One folder per source file, and a name that starts with the source's state: variants of an
    // earlier state of the file (replaced, re-encoded) are told apart and removed (storeVariant).
    const state = sourceStateKey(found);
    return {
      source: formatLocalImageSource(found.source),
      requestedWidth: width,
      width: renderedWidth,
      height,
      etag: `"${key}"`,
      cacheFile: path.join(cacheDir, sourceFolderKey(found.file), `${state}-${key}.webp`),
      sourceFile: found.file,
      sourceSize: intrinsic,
    };
  }

  async function renderVariant(variant: ImageVariant): Promise<Buffer> {
    const started = performance.now();
    // An SVG is drawn at the density that gives the wanted width directly, so edges stay sharp.
    const density = isSvgFile(variant.sourceFile)
      ? Math.min(
          MAX_SVG_DENSITY,
          Math.max(MIN_SVG_DENSITY, (SVG_BASE_DENSITY * variant.width) / variant.sourceSize.width),
        )
      : undefined;
    const data = await sharp(variant.sourceFile, {
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
      ...(density === undefined ? {} : { density }),
    })
      .resize({ width: variant.width, height: variant.height, fit: "fill" })
      .webp(WEBP_OPTIONS)
      .toBuffer();
    options.onRender?.({
      source: variant.source,
      width: variant.width,
      height: variant.height,
      bytes: data.length,
      ms: Math.round(performance.now() - started),
    });
    return data;
  }

  async function storeVariant(cacheFile: string, data: Buffer): Promise<void> {
    cacheDirReady ??= mkdir(cacheDir, { recursive: true }).catch((error: unknown) => {
      cacheDirReady = null;
      throw error;
    });
    await cacheDirReady;
    const folder = path.dirname(cacheFile);
    await mkdir(folder, { recursive: true });
    await removeStaleVariants(folder, path.basename(cacheFile).split("-")[0] ?? "");
    // Written aside then renamed, so a reader never sees half a file, even from another process.
    const temporary = `${cacheFile}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, cacheFile);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Variants in a source's folder from any other state of the source than `state`. */
  async function removeStaleVariants(folder: string, state: string): Promise<void> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (isMissingFileError(error)) return;
      throw error;
    }
    await Promise.all(
      names
        .filter((name) => name.endsWith(".webp") && !name.startsWith(`${state}-`))
        .map((name) => rm(path.join(folder, name), { force: true })),
    );
  }

  async function loadOrRender(variant: ImageVariant): Promise<Buffer> {
    try {
      return await readFile(variant.cacheFile);
    } catch (error) {
      if (!isMissingFileError(error)) throw error;
    }
    const data = await limitRenders(() => renderVariant(variant));
    await storeVariant(variant.cacheFile, data);
    return data;
  }

  function readImageVariant(variant: ImageVariant): Promise<Buffer> {
    // Requests for the same variant arriving together share one read or render.
    const key = variant.cacheFile;
    const pending = jobs.get(key);
    if (pending) return pending;
    const job = loadOrRender(variant).finally(() => jobs.delete(key));
    jobs.set(key, job);
    return job;
  }

  return {
    findImageVariant,
    readImageVariant,
    async getImageVariant(src, width) {
      const variant = await findImageVariant(src, width);
      if (!variant) return null;
      return { ...variant, data: await readImageVariant(variant) };
    },
    async getImageSize(src) {
      const found = await locateSource(src);
      return found ? readSize(found) : null;
    },
    async removeVariantsOf(src) {
      const source = parseLocalImageSource(src);
      if (!source) return;
      const root = source.area === "images" ? publicImagesDir : uploadsDir;
      const file = path.resolve(root, ...source.segments);
      if (!isInside(root, file)) return;
      // the folder is named by the resolved file; a source that is already gone resolves to itself
      let real = file;
      try {
        real = await realpath(file);
      } catch (error) {
        if (!isMissingFileError(error)) throw error;
      }
      await rm(path.join(cacheDir, sourceFolderKey(real)), { recursive: true, force: true });
    },
  };
}

// One service per set of folders and module instance, so the size and job caches are shared by
// the image route, the pages and the clean-up after an admin save.
const services = new Map<string, ImageVariantService>();

/** The shared variant service of these folders (made on first use). */
export function imageVariantServiceFor(
  dirs: ImageDirs,
  fetchUpload?: ImageVariantServiceOptions["fetchUpload"],
): ImageVariantService {
  const key = JSON.stringify([dirs.publicDir, dirs.uploadsDir, dirs.cacheDir]);
  let service = services.get(key);
  if (!service) {
    service = createImageVariantService({ ...dirs, fetchUpload });
    services.set(key, service);
  }
  return service;
}

/** Removes the cached resized copies of a local image (after the image itself was removed). */
export function removeImageVariants(src: string, dirs: ImageDirs): Promise<void> {
  return imageVariantServiceFor(dirs).removeVariantsOf(src);
}

function sourceFolderKey(file: string): string {
  return createHash("sha256").update(file).digest("hex").slice(0, 24);
}

function sourceStateKey(found: { mtimeMs: number; size: number }): string {
  return createHash("sha256")
    .update(JSON.stringify([ENCODING_VERSION, found.mtimeMs, found.size]))
    .digest("hex")
    .slice(0, 12);
}
