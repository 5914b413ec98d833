import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ImageDirs } from "./variants.ts";

export type TestImages = ImageDirs & { root: string; remove: () => Promise<void> };

/**
 * Image folders of one test file under a temp dir: public/images/test/ holds a 200x100 SVG, a
 * 300x200 PNG, a text file and a link leading outside; uploads/ a 100x400 JPEG; a secret.png
 * sits beside public/ where no URL may reach it.
 */
export async function createTestImages(): Promise<TestImages> {
  const root = await mkdtemp(path.join(tmpdir(), "images-test-"));
  const publicDir = path.join(root, "public");
  const uploadsDir = path.join(root, "uploads");
  const cacheDir = path.join(root, "cache", "images");
  const testDir = path.join(publicDir, "images", "test");
  await mkdir(testDir, { recursive: true });
  await mkdir(uploadsDir, { recursive: true });

  await writeFile(
    path.join(testDir, "badge.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">' +
      '<rect width="200" height="100" fill="#C2410C"/><circle cx="100" cy="50" r="40" fill="#FDBA74"/></svg>',
  );
  const png = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 21, g: 128, b: 61 } },
  })
    .png()
    .toBuffer();
  await writeFile(path.join(testDir, "photo.png"), png);
  await writeFile(path.join(testDir, "notes.txt"), "not an image");
  const jpeg = await sharp({
    create: { width: 100, height: 400, channels: 3, background: { r: 250, g: 200, b: 20 } },
  })
    .jpeg()
    .toBuffer();
  await writeFile(path.join(uploadsDir, "tall.jpg"), jpeg);

  await writeFile(path.join(root, "secret.png"), png);
  await symlink(path.join(root, "secret.png"), path.join(testDir, "escape.png"));

  return {
    root,
    publicDir,
    uploadsDir,
    cacheDir,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** WebP files start with "RIFF", a 4-byte length, then "WEBP". */
export function isWebp(data: Uint8Array): boolean {
  const text = Buffer.from(data.subarray(0, 12)).toString("latin1");
  return text.startsWith("RIFF") && text.slice(8, 12) === "WEBP";
}
