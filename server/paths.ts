import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(): string {
  // Works from the sources (server/) and from the bundle (build/server/) alike.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const PROJECT_ROOT = findProjectRoot();

export function projectPath(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
