import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const FINGERPRINT_FILE = path.join(ROOT, "build/.source-fingerprint");

const SOURCE_DIRS = ["app", "server", "domain", "public", "scripts/vite"];
const SOURCE_FILES = ["package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!entry.name.endsWith(".test.ts") && !entry.name.endsWith(".test.tsx")) yield full;
  }
}

/** A hash of every file that goes into the build: any edit means the build is stale. */
export function computeSourceFingerprint() {
  const hash = createHash("sha256");
  const files = [];
  for (const dir of SOURCE_DIRS) {
    const full = path.join(ROOT, dir);
    try {
      statSync(full);
    } catch {
      continue;
    }
    files.push(...walk(full));
  }
  files.push(...SOURCE_FILES.map((file) => path.join(ROOT, file)));
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}
