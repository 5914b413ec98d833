import { readdir, stat, utimes, writeFile, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#server/errors.ts";
import { createTestImages, isWebp, type TestImages } from "./test-images.ts";
import { createImageVariantService, resolveImageDirs, type RenderedVariantInfo } from "./variants.ts";

let images: TestImages;

beforeAll(async () => {
  images = await createTestImages();
});
afterAll(async () => {
  await images.remove();
});

function makeService() {
  const renders: RenderedVariantInfo[] = [];
  const service = createImageVariantService({ ...images, onRender: (info) => renders.push(info) });
  return { service, renders };
}

describe("image variants", () => {
  it("renders a raster source as a WebP of the asked width, keeping the aspect ratio", async () => {
    const { service } = makeService();
    const variant = await service.getImageVariant("/images/test/photo.png", 160);
    expect(variant).not.toBeNull();
    expect(isWebp(variant!.data)).toBe(true);
    const metadata = await sharp(variant!.data).metadata();
    expect(metadata.format).toBe("webp");
    expect([metadata.width, metadata.height]).toEqual([160, 107]);
    expect([variant!.width, variant!.height]).toEqual([160, 107]);
  });

  it("rasterises an SVG at the needed size", async () => {
    const { service } = makeService();
    const variant = await service.getImageVariant("/images/test/badge.svg", 320);
    const metadata = await sharp(variant!.data).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 320, 160]);
  });

  it("never enlarges beyond twice the source's own width", async () => {
    const { service } = makeService();
    const photo = await service.getImageVariant("/images/test/photo.png", 1920);
    expect((await sharp(photo!.data).metadata()).width).toBe(600);
    const badge = await service.getImageVariant("/images/test/badge.svg", 1080);
    expect([badge!.width, badge!.height]).toEqual([400, 200]);
    expect((await sharp(badge!.data).metadata()).width).toBe(400);
    const upload = await service.getImageVariant("/uploads/tall.jpg", 640);
    expect([upload!.width, upload!.height]).toEqual([200, 800]);
  });

  it("gives widths capped to the same size one cached file and one ETag", async () => {
    const { service } = makeService();
    const a = await service.findImageVariant("/images/test/photo.png", 640);
    const b = await service.findImageVariant("/images/test/photo.png", 1920);
    expect(a!.etag).toBe(b!.etag);
    expect(a!.cacheFile).toBe(b!.cacheFile);
  });

  it("refuses widths outside the list", async () => {
    const { service } = makeService();
    await expect(service.findImageVariant("/images/test/photo.png", 500)).rejects.toThrow(AppError);
  });

  it.each([
    "/images/test/missing.png",
    "/images/test",
    "/images/test/notes.txt",
    "/images/test/escape.png",
    "/images/../secret.png",
    "/images/%2e%2e/%2e%2e/secret.png",
    "/images/test%2F..%2F..%2F..%2Fsecret.png",
    "/uploads/../secret.png",
    "/uploads/missing.jpg",
    "/etc/passwd",
    `/${path.join("images", "..", "..", "package.json")}`,
    "images/test/photo.png",
    "https://example.com/images/test/photo.png",
  ])("answers not found for %s", async (src) => {
    const { service, renders } = makeService();
    expect(await service.findImageVariant(src, 640)).toBeNull();
    expect(await service.getImageVariant(src, 640)).toBeNull();
    expect(await service.getImageSize(src)).toBeNull();
    expect(renders).toHaveLength(0);
  });

  it("renders each variant once: later requests and other instances read the disk cache", async () => {
    const first = makeService();
    const variant = await first.service.getImageVariant("/images/test/badge.svg", 160);
    expect(first.renders).toHaveLength(1);
    const written = await stat(variant!.cacheFile);
    expect(path.dirname(path.dirname(variant!.cacheFile))).toBe(path.resolve(images.cacheDir));

    const again = await first.service.getImageVariant("/images/test/badge.svg", 160);
    const second = makeService();
    const elsewhere = await second.service.getImageVariant("/images/test/badge.svg", 160);
    expect(first.renders).toHaveLength(1);
    expect(second.renders).toHaveLength(0);
    expect(again!.data.equals(variant!.data)).toBe(true);
    expect(elsewhere!.data.equals(variant!.data)).toBe(true);
    expect((await stat(variant!.cacheFile)).mtimeMs).toBe(written.mtimeMs);
  });

  it("shares one render between requests arriving together", async () => {
    const { service, renders } = makeService();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => service.getImageVariant("/images/test/photo.png", 320)),
    );
    expect(renders).toHaveLength(1);
    expect(new Set(results.map((result) => result!.etag)).size).toBe(1);
  });

  it("renders again when the source changes", async () => {
    const { service, renders } = makeService();
    const before = await service.getImageVariant("/uploads/tall.jpg", 160);
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(images.uploadsDir, "tall.jpg"), later, later);
    const after = await service.getImageVariant("/uploads/tall.jpg", 160);
    expect(renders).toHaveLength(2);
    expect(after!.etag).not.toBe(before!.etag);
  });

  it("removes the variants of a replaced source, and all of a removed one", async () => {
    const { service } = makeService();
    const file = path.join(images.uploadsDir, "replaced.jpg");
    await writeFile(file, await readFile(path.join(images.uploadsDir, "tall.jpg")));
    const before = await service.getImageVariant("/uploads/replaced.jpg", 160);
    await service.getImageVariant("/uploads/replaced.jpg", 320);
    const folder = path.dirname(before!.cacheFile);
    expect(await readdir(folder)).toHaveLength(2);

    // the admin replaces the picture under the same name
    const later = new Date(Date.now() + 120_000);
    await utimes(file, later, later);
    const after = await service.getImageVariant("/uploads/replaced.jpg", 160);
    expect(after!.cacheFile).not.toBe(before!.cacheFile);
    expect(await readdir(folder)).toEqual([path.basename(after!.cacheFile)]);

    await service.removeVariantsOf("/uploads/replaced.jpg");
    await expect(stat(folder)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("reads a source's own size", async () => {
    const { service } = makeService();
    expect(await service.getImageSize("/images/test/badge.svg")).toEqual({ width: 200, height: 100 });
    expect(await service.getImageSize("/images/test/photo.png")).toEqual({ width: 300, height: 200 });
    expect(await service.getImageSize("/uploads/tall.jpg")).toEqual({ width: 100, height: 400 });
  });
});

describe("resolveImageDirs", () => {
  it("keeps uploads and the cache under DATA_DIR unless UPLOADS_DIR says otherwise", () => {
    const dirs = resolveImageDirs({ DATA_DIR: "/srv/data", UPLOADS_DIR: undefined });
    expect(dirs.uploadsDir).toBe(path.resolve("/srv/data/uploads"));
    expect(dirs.cacheDir).toBe(path.resolve("/srv/data/cache/images"));
    expect(dirs.publicDir).toMatch(/public$/);
    expect(resolveImageDirs({ DATA_DIR: "/srv/data", UPLOADS_DIR: "/mnt/files" }).uploadsDir).toBe(
      "/mnt/files",
    );
  });
});
