import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HonoEnv } from "#server/http-context.ts";
import { getImageSize, registerImageRoutes } from "./api.ts";
import { createTestImages, isWebp, type TestImages } from "./test-images.ts";

let images: TestImages;
let app: Hono<HonoEnv>;

beforeAll(async () => {
  images = await createTestImages();
  app = new Hono<HonoEnv>();
  registerImageRoutes(app, {
    publicDir: images.publicDir,
    uploadsDir: images.uploadsDir,
    cacheDir: images.cacheDir,
  });
});
afterAll(async () => {
  await images.remove();
});

describe("GET /img/:width/*", () => {
  it("answers a cacheable WebP of the asked width", async () => {
    const response = await app.request("/img/320/images/test/photo.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=604800, stale-while-revalidate=86400",
    );
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(isWebp(body)).toBe(true);
    const metadata = await sharp(body).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 213]);
  });

  it("serves seeded SVGs and uploads", async () => {
    const svg = await app.request("/img/160/images/test/badge.svg");
    expect(svg.status).toBe(200);
    expect((await sharp(new Uint8Array(await svg.arrayBuffer())).metadata()).width).toBe(160);
    const upload = await app.request("/img/1920/uploads/tall.jpg");
    expect(upload.status).toBe(200);
    // Capped at twice the upload's own 100px width.
    expect((await sharp(new Uint8Array(await upload.arrayBuffer())).metadata()).width).toBe(200);
  });

  it.each([
    "/img/500/images/test/photo.png",
    "/img/0640/images/test/photo.png",
    "/img/big/images/test/photo.png",
  ])("answers 400 for a width outside the list: %s", async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toContain("320");
  });

  it.each([
    "/img/640/images/../../package.json",
    "/img/640/images/%2e%2e/%2e%2e/package.json",
    "/img/640/images/test%2F..%2F..%2F..%2Fsecret.png",
    "/img/640/images/test/escape.png",
    "/img/640/etc/passwd",
    "/img/640/images/test/notes.txt",
    "/img/640/images/test/missing.png",
    "/img/640/uploads/missing.jpg",
    "/img/640",
    "/img/640/",
  ])("answers 404 for %s", async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toBe("image/webp");
  });

  it("answers 304 when the client holds the current version", async () => {
    const first = await app.request("/img/480/images/test/photo.png");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/img/480/images/test/photo.png", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const listed = await app.request("/img/480/images/test/photo.png", {
      headers: { "If-None-Match": `"other", W/${etag}` },
    });
    expect(listed.status).toBe(304);
    const stale = await app.request("/img/480/images/test/photo.png", {
      headers: { "If-None-Match": '"other"' },
    });
    expect(stale.status).toBe(200);
  });

  it("renders a variant once and serves it from the disk cache afterwards", async () => {
    const first = await app.request("/img/828/images/test/badge.svg");
    expect(first.status).toBe(200);
    const files = await readdir(images.cacheDir, { recursive: true });
    const etag = first.headers.get("etag")!.replaceAll('"', "");
    // DATA_DIR/cache/images/<source>/<state>-<etag>.webp
    const relative = files.find((file) => file.endsWith(`-${etag}.webp`));
    expect(relative).toBeDefined();
    const cacheFile = path.join(images.cacheDir, relative!);
    const written = await stat(cacheFile);

    const second = await app.request("/img/828/images/test/badge.svg");
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect((await stat(cacheFile)).mtimeMs).toBe(written.mtimeMs);
    expect(await readdir(images.cacheDir, { recursive: true })).toHaveLength(files.length);
  });
});

describe("getImageSize", () => {
  it("reads a local image's own size", async () => {
    expect(await getImageSize("/images/test/badge.svg", images)).toEqual({ width: 200, height: 100 });
    expect(await getImageSize("/images/test/missing.svg", images)).toBeNull();
  });
});
