// Shared helpers for the suites: the build check, temp folders, servers that are always stopped,
// and the cleanup that runs however the process ends.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  startServer,
  type RunningServer,
  type StartServerOptions,
} from "#tests/integration/server-process.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const RESULTS_DIR = path.join(ROOT, "bench-results");
const TMP_DIR = path.join(RESULTS_DIR, "tmp");

// ---- cleanup -------------------------------------------------------------------------------------

const cleanups = new Set<() => void>();

/** Registers a synchronous cleanup (kill a process, remove a folder); returns its unregister. */
export function onCleanup(fn: () => void): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export function runCleanups(): void {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      fn();
    } catch {
      // best effort: the process is ending
    }
  }
  killStrayServers();
}

/** Kills every process the suites started, however this process ends (exit, Ctrl-C, SIGTERM). */
export function installExitHandlers(): void {
  process.once("exit", runCleanups);
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and browsers`);
      runCleanups();
      process.exit(code);
    });
  }
}

/**
 * startServer() leaves its child running when it times out. This finds our own direct children
 * running scripts/start.mjs (by parent pid, in /proc) and kills them by pid.
 */
export function killStrayServers(): void {
  if (process.platform !== "linux") return;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== process.pid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (cmdline.includes("scripts/start.mjs")) process.kill(Number(entry), "SIGKILL");
    } catch {
      // the process ended meanwhile
    }
  }
}

// ---- build ---------------------------------------------------------------------------------------

type Fingerprint = { computeSourceFingerprint: () => string; FINGERPRINT_FILE: string };

async function loadFingerprint(): Promise<Fingerprint> {
  return (await import(pathToFileURL(path.join(ROOT, "scripts/fingerprint.mjs")).href)) as Fingerprint;
}

/** True when `npm start` would build first (same test as scripts/start.mjs). */
export async function buildIsStale(): Promise<boolean> {
  const { computeSourceFingerprint, FINGERPRINT_FILE } = await loadFingerprint();
  if (!existsSync(path.join(ROOT, "build/server/main.js")) || !existsSync(FINGERPRINT_FILE)) return true;
  return readFileSync(FINGERPRINT_FILE, "utf8") !== computeSourceFingerprint();
}

/** Milliseconds scripts/start.mjs spends hashing the sources before it serves (part of every start). */
export async function fingerprintMs(): Promise<number> {
  const { computeSourceFingerprint } = await loadFingerprint();
  const started = performance.now();
  computeSourceFingerprint();
  return performance.now() - started;
}

/** Runs `node scripts/build.mjs` when the build is stale, so that no timed start includes a build. */
export async function ensureBuilt(log: (message: string) => void): Promise<{ built: boolean; ms: number }> {
  if (!(await buildIsStale())) return { built: false, ms: 0 };
  log("the build is stale: running node scripts/build.mjs (not timed)");
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/build.mjs")], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const unregister = onCleanup(() => child.kill("SIGKILL"));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 600_000);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  unregister();
  if (code !== 0) throw new Error(`node scripts/build.mjs failed (exit ${code}):\n${output.slice(-3000)}`);
  return { built: true, ms: performance.now() - started };
}

// ---- temp folders and servers --------------------------------------------------------------------

/** An empty folder under bench-results/tmp/ (gitignored), removed at the end whatever happens. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  mkdirSync(TMP_DIR, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_DIR, `${prefix}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const unregister = onCleanup(remove);
  return {
    dir,
    remove: () => {
      unregister();
      remove();
    },
  };
}

export type BenchServer = RunningServer & {
  /** True when scripts/start.mjs rebuilt inside the timed window (sources changed meanwhile). */
  includedBuild: boolean;
  /** Stops with the signal, SIGKILL after `graceMs`; resolves with the exit code. */
  stopSafely: (signal?: NodeJS.Signals, graceMs?: number) => Promise<number | null>;
};

/** startServer() from the integration tests, with the server killed on any exit of the bench. */
export async function startBenchServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  options: StartServerOptions = {},
): Promise<BenchServer> {
  let server: RunningServer;
  try {
    server = await startServer(env, timeoutMs, options);
  } catch (error) {
    killStrayServers();
    throw error;
  }
  const { child } = server;
  const unregister = onCleanup(() => child.kill("SIGKILL"));
  const stopSafely = async (signal: NodeJS.Signals = "SIGTERM", graceMs = 30_000) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    try {
      return await server.stop(signal);
    } finally {
      clearTimeout(timer);
      unregister();
    }
  };
  return {
    ...server,
    includedBuild: server.output().includes("sources changed since the last build"),
    stopSafely,
  };
}

/** The `ms` of the server's "database ready" log line (migrations, plus the seed on an empty database). */
export function databaseReadyMs(output: string): number {
  const line = output.split("\n").find((l) => l.includes('"msg":"database ready"'));
  const match = line ? /"ms":(\d+)/.exec(line) : null;
  return match?.[1] ? Number(match[1]) : NaN;
}

// ---- numbers -------------------------------------------------------------------------------------

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function max(values: number[]): number {
  const kept = values.filter((v) => !Number.isNaN(v));
  return kept.length ? Math.max(...kept) : NaN;
}

/** Rejects after `ms`, calling `onTimeout` first (e.g. to kill what the promise waits on). */
export async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  what: string,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
