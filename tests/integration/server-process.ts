import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Milliseconds from spawn until /healthz answered 200. */
  readyMs: number;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export type StartServerOptions = {
  /**
   * Where the server writes its output instead of a pipe to this process. A load test uses it: the
   * server then never waits on the measuring process to read its per-request log lines.
   */
  logFile?: string;
};

/** Starts the site the way `npm start` does, on a free port, and waits until it is healthy. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const started = Date.now();
  const logFd = options.logFile ? openSync(options.logFile, "a") : undefined;
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "production", ...env },
    stdio: ["ignore", logFd ?? "pipe", logFd ?? "pipe"],
  });
  if (logFd !== undefined) closeSync(logFd);
  let text: () => string;
  if (options.logFile) {
    const file = options.logFile;
    text = () => readBoundedFile(file);
  } else {
    const log = boundedLog();
    child.stdout?.on("data", log.append);
    child.stderr?.on("data", log.append);
    text = log.text;
  }

  const port = await new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${text()}`)), timeoutMs);
    const poll = setInterval(() => {
      const match = /"port":(\d+)/.exec(text());
      if (match?.[1]) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    }, 25);
    child.once("exit", (code) => fail(new Error(`server exited with ${code}:\n${text()}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const response = await fetch(`${url}/healthz`).catch(() => null);
    if (response?.ok) break;
    if (Date.now() - started > timeoutMs) throw new Error(`server never became healthy:\n${text()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = Date.now() - started;
  child.removeAllListeners("exit");
  return {
    url,
    child,
    readyMs,
    output: text,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

const KEEP_BYTES = 64 * 1024;

/**
 * The server's output: its start (migrations, seed, port) and its latest lines (shutdown), with the
 * middle dropped. Under a load test the server logs a line per request, and collecting them all
 * would load the very process that measures it.
 */
function boundedLog(): { append: (chunk: Buffer) => void; text: () => string } {
  let head = "";
  const tail: string[] = [];
  let tailBytes = 0;
  let dropped = false;
  return {
    append: (chunk) => {
      const text = chunk.toString();
      if (head.length < KEEP_BYTES) {
        head += text;
        return;
      }
      tail.push(text);
      tailBytes += text.length;
      while (tailBytes > KEEP_BYTES && tail.length > 1) {
        tailBytes -= tail.shift()!.length;
        dropped = true;
      }
    },
    text: () => head + (dropped ? "\n[…]\n" : "") + tail.join(""),
  };
}

/** A log file's first and last KEEP_BYTES, read when asked. */
function readBoundedFile(file: string): string {
  const size = statSync(file).size;
  const fd = openSync(file, "r");
  try {
    const read = (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const bytes = readSync(fd, buffer, 0, length, position);
      return buffer.subarray(0, bytes).toString("utf8");
    };
    if (size <= 2 * KEEP_BYTES) return read(0, size);
    return `${read(0, KEEP_BYTES)}\n[…]\n${read(size - KEEP_BYTES, KEEP_BYTES)}`;
  } finally {
    closeSync(fd);
  }
}
