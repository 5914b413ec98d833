import { mkdtemp, readdir, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "#server/config.ts";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { createFilesAdapter } from "#server/adapters/files/create-files.ts";
import { createHttpApp } from "#server/http.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { startTestS3, type TestS3 } from "#server/test/s3-server.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { createAdminAuth } from "#server/auth/admin-auth.ts";
import { isWebp } from "#server/images/test-images.ts";
import { NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE, removeUnusedUploads } from "./service.ts";
import { forgetUnusedImages } from "./forget-unused.ts";
import { resolveImageDirs } from "#server/images/variants.ts";
import { menuItems } from "#server/db/schema/index.ts";

const database = useTestDatabase();
const ORIGIN = "http://127.0.0.1:3000";
let dataDir: string;
let s3: TestS3;
let adminCookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "uploads-test-"));
  s3 = await startTestS3();
  await createFirstAdmin(database.db, {
    name: "Owner",
    email: "owner@example.com",
    password: "Owner-Password-1",
  });
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN });
  const result = await createAdminAuth(database.db, config).signIn(
    { email: "owner@example.com", password: "Owner-Password-1" },
    new Headers(),
  );
  if (!result.ok) throw new Error("could not sign in");
  adminCookie = result.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
});

afterAll(async () => {
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function makeApp(config: Config) {
  return createHttpApp({
    config,
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
  });
}

function diskConfig(): Config {
  return loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, DATA_DIR: path.join(dataDir, "disk") });
}

function s3Config(): Config {
  return loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: ORIGIN,
    DATA_DIR: path.join(dataDir, "s3"),
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
}

/** A 3000x1500 JPEG photo carrying EXIF data (camera maker, GPS-like text). */
async function bigPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "home address" } })
    .jpeg()
    .toBuffer();
}

function upload(
  app: ReturnType<typeof makeApp>,
  file: Blob,
  name: string,
  cookie: string | null = adminCookie,
) {
  const form = new FormData();
  form.append("file", file, name);
  return app.request("/api/admin/uploads", {
    method: "POST",
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
}

describe("POST /api/admin/uploads on disk", () => {
  it("re-encodes a photo as WebP, at most 2400 px, without metadata, served through the variants", async () => {
    const config = diskConfig();
    const app = makeApp(config);
    const response = await upload(
      app,
      new Blob([new Uint8Array(await bigPhoto())], { type: "image/jpeg" }),
      "dish.jpg",
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number };
    expect(body.url).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);
    expect(body).toMatchObject({ width: 2400, height: 1200 });

    const stored = await createFilesAdapter(config).get(body.url.slice("/uploads/".length));
    expect(stored && isWebp(stored)).toBe(true);
    const metadata = await sharp(stored!).metadata();
    expect(metadata.width).toBe(2400);
    expect(metadata.exif).toBeUndefined();
    expect(existsSync(path.join(dataDir, "disk", "uploads", body.url.slice("/uploads/".length)))).toBe(true);

    const variant = await app.request(`/img/320${body.url}`);
    expect(variant.status).toBe(200);
    expect(isWebp(new Uint8Array(await variant.arrayBuffer()))).toBe(true);
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const app = makeApp(diskConfig());
    const response = await upload(app, new Blob(["<?php echo 'hi'; ?>"], { type: "image/png" }), "evil.png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION", message: NOT_AN_IMAGE_MESSAGE, fields: { file: NOT_AN_IMAGE_MESSAGE } },
    });
  });

  it("refuses a file over 10 MB while it streams in, with or without a declared length", async () => {
    const app = makeApp(diskConfig());
    const big = new Uint8Array(11 * 1024 * 1024);
    const declared = await upload(app, new Blob([big], { type: "image/jpeg" }), "huge.jpg");
    const tooLarge = {
      error: { code: "PAYLOAD_TOO_LARGE", message: TOO_LARGE_MESSAGE, fields: { file: TOO_LARGE_MESSAGE } },
    };
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(tooLarge);

    // No Content-Length: the limit is found by counting the streamed bytes.
    const form = new FormData();
    form.append("file", new Blob([big], { type: "image/jpeg" }), "huge.jpg");
    const encoded = new Response(form);
    const streamed = await app.request("/api/admin/uploads", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: adminCookie, "Content-Type": encoded.headers.get("Content-Type")! },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(tooLarge);
  });

  it("refuses a request without a file, and one without an admin session", async () => {
    const app = makeApp(diskConfig());
    const empty = await app.request("/api/admin/uploads", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: adminCookie },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const signedOut = await upload(app, new Blob(["x"]), "a.png", null);
    expect(signedOut.status).toBe(401);
  });

  it("removes an upload no row uses any more, and keeps one still in use", async () => {
    const config = diskConfig();
    const app = makeApp(config);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const first = (await (await upload(app, new Blob([new Uint8Array(png)]), "a.png")).json()) as {
      url: string;
    };
    const second = (await (await upload(app, new Blob([new Uint8Array(png)]), "b.png")).json()) as {
      url: string;
    };
    const files = createFilesAdapter(config);
    await removeUnusedUploads(files, [first.url, second.url, "/images/menu/x.svg", null], (url) =>
      Promise.resolve(url === second.url),
    );
    const remaining = await readdir(path.join(dataDir, "disk", "uploads"));
    expect(remaining).toContain(second.url.slice("/uploads/".length));
    expect(remaining).not.toContain(first.url.slice("/uploads/".length));
  });
});

describe("POST /api/admin/uploads on an S3-compatible store", () => {
  it("stores the WebP in the bucket, serves its variants from there, and removes it", async () => {
    const config = s3Config();
    const app = makeApp(config);
    const response = await upload(
      app,
      new Blob([new Uint8Array(await bigPhoto())], { type: "image/jpeg" }),
      "dish.jpg",
    );
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const name = url.slice("/uploads/".length);
    const files = createFilesAdapter(config);
    expect(files.kind).toBe("s3");
    const stored = await files.get(name);
    expect(stored && isWebp(stored)).toBe(true);
    // Nothing was written to the local folder: the variant route fetches it from the bucket.
    expect(existsSync(path.join(dataDir, "s3", "uploads", name))).toBe(false);
    const variant = await app.request(`/img/480${url}`);
    expect(variant.status).toBe(200);
    expect(isWebp(new Uint8Array(await variant.arrayBuffer()))).toBe(true);

    await files.remove(name);
    expect(await files.get(name)).toBeNull();
    const refused = await upload(app, new Blob(["not an image"]), "notes.png");
    expect(refused.status).toBe(400);
  });
});

describe("forgetUnusedImages after an admin save", () => {
  it("removes an upload no row shows, with its cached resized copies, and keeps one a row shows", async () => {
    const config = diskConfig();
    const app = makeApp(config);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
    const send = async (name: string) =>
      ((await (await upload(app, new Blob([new Uint8Array(png)]), name)).json()) as { url: string }).url;
    const [unused, shown] = [await send("gone.png"), await send("kept.png")];
    await database.db
      .insert(menuItems)
      .values({ title: "Kept Dish", price: 1000, category: "Mains", image_url: shown });
    const { cacheDir } = resolveImageDirs(config);
    const cachedBefore = new Set(existsSync(cacheDir) ? await readdir(cacheDir) : []);
    const newlyCached = async () => (await readdir(cacheDir)).filter((folder) => !cachedBefore.has(folder));
    await app.request(`/img/160${unused}`);
    const [unusedFolder] = await newlyCached();
    await app.request(`/img/160${shown}`);
    expect(await newlyCached()).toHaveLength(2);

    await forgetUnusedImages({ config, db: database.db, log: pino({ level: "silent" }) }, [unused, shown]);

    const uploads = await readdir(path.join(dataDir, "disk", "uploads"));
    expect(uploads).not.toContain(unused.slice("/uploads/".length));
    expect(uploads).toContain(shown.slice("/uploads/".length));
    const left = await newlyCached();
    expect(left).toHaveLength(1);
    expect(left).not.toContain(unusedFolder);
    expect((await app.request(`/img/160${unused}`)).status).toBe(404);
    expect((await app.request(`/img/160${shown}`)).status).toBe(200);
  });
});
