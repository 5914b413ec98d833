// `npm run db:backup` and `npm run db:restore` as an owner runs them, against the real server on the
// embedded database: the backup goes through the running server; the restore refuses while it runs,
// and after it stops puts the rows and images back.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./server-process.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const work = mkdtempSync(path.join(tmpdir(), "island-backup-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string>, timeoutMs = 120_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(TSX, [path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("npm run db:backup and db:restore on the embedded database", () => {
  it("backs up through the running server, refuses to restore under it, restores once it stopped", async () => {
    const dataDir = path.join(work, "data");
    const backupDir = path.join(work, "backups");
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
    const image = randomBytes(1500);
    mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "dish-photo.webp"), image);

    const server = await startServer({ DATA_DIR: dataDir });
    let stopped = false;
    try {
      const backup = await run("scripts/db-backup.ts", [], env);
      expect(backup.output).toContain("dumped by the running server");
      expect(backup.output).toContain("uploaded images: 1");
      expect(backup.code).toBe(0);
      const [file] = readdirSync(backupDir).filter((name) => name.endsWith(".tar"));
      expect(file).toMatch(/^island-kitchen-pglite-.+\.tar$/);

      const refused = await run("scripts/db-restore.ts", [path.join(backupDir, file!)], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`is in use by process ${server.child.pid}`);
      expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);

      expect(await server.stop("SIGTERM")).toBe(0);
      stopped = true;
      rmSync(path.join(dataDir, "uploads"), { recursive: true });
      const restored = await run("scripts/db-restore.ts", [path.join(backupDir, file!)], env);
      expect(restored.output).toContain("Restored the backup taken");
      expect(restored.output).toContain("uploaded images: 1");
      expect(restored.output).toMatch(/kept in .*db\.before-restore-/);
      expect(restored.code).toBe(0);
      expect(readFileSync(path.join(dataDir, "uploads", "dish-photo.webp")).equals(image)).toBe(true);

      const again = await startServer({ DATA_DIR: dataDir });
      try {
        const menu = await fetch(`${again.url}/menu`);
        expect(menu.ok).toBe(true);
      } finally {
        expect(await again.stop("SIGTERM")).toBe(0);
      }
    } finally {
      if (!stopped) await server.stop("SIGKILL");
    }
  }, 300_000);
});
