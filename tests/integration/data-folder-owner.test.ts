// The process-level guarantees: one process owns an embedded data folder (a second `npm start` or
// `npm run db:seed` stops at once and names the owner; a crashed owner's lock is taken over), and
// the payment sandbox never starts on its own on a public address.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./server-process.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "island-owner-"));
  folders.push(folder);
  return folder;
}

/** Runs a command to its end (or kills it after timeoutMs); its exit code and output. */
function runToExit(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(args[0]!, args.slice(1), {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production", ...env },
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

const startCommand = [process.execPath, path.join(ROOT, "scripts/start.mjs")];
const seedCommand = [path.join(ROOT, "node_modules/.bin/tsx"), path.join(ROOT, "scripts/db-seed.ts")];

describe("one owner per embedded data folder", () => {
  it("refuses a second server and db:seed on the same folder, naming the owner; takes over after a crash", async () => {
    const dataDir = newDataDir();
    const owner = await startServer({ DATA_DIR: dataDir });
    let ownerStopped = false;
    try {
      const pid = owner.child.pid;
      const second = await runToExit(startCommand, { DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`is in use by process ${pid}`);
      expect(second.output).not.toContain("listening on");

      const seed = await runToExit(seedCommand, { DATA_DIR: dataDir });
      expect(seed.code).toBe(1);
      expect(seed.output).toContain(`is in use by process ${pid}`);

      // the owner still answers, alone
      expect((await fetch(`${owner.url}/healthz`)).ok).toBe(true);

      // A crash leaves the lock behind; the next start takes it over.
      await owner.stop("SIGKILL");
      ownerStopped = true;
      expect(existsSync(path.join(dataDir, "db.lock"))).toBe(true);
      const next = await startServer({ DATA_DIR: dataDir });
      try {
        expect((await fetch(`${next.url}/healthz`)).ok).toBe(true);
      } finally {
        expect(await next.stop("SIGTERM")).toBe(0);
      }
      // a clean stop gives the folder back
      expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
      const seedAfter = await runToExit(seedCommand, { DATA_DIR: dataDir });
      expect(seedAfter.code).toBe(0);
    } finally {
      if (!ownerStopped) await owner.stop("SIGKILL");
    }
  }, 300_000);
});

describe("the payment sandbox on a public address", () => {
  it("refuses to start unless PAYMENT_PROVIDER=sandbox is set, and then shows the demo bar", async () => {
    const refused = await runToExit(startCommand, {
      DATA_DIR: newDataDir(),
      PUBLIC_URL: "https://kitchen.example.com",
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("PAYMENT_PROVIDER");
    expect(refused.output).toContain("STRIPE_SECRET_KEY");
    expect(refused.output).not.toContain("listening on");

    const demo = await startServer({
      DATA_DIR: newDataDir(),
      PUBLIC_URL: "https://kitchen.example.com",
      PAYMENT_PROVIDER: "sandbox",
    });
    try {
      const html = await (await fetch(`${demo.url}/menu`)).text();
      expect(html).toContain("Demo mode: payments are simulated");
    } finally {
      await demo.stop("SIGTERM");
    }
  }, 300_000);
});
