import { spawn, type ChildProcess } from "node:child_process";
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

/** Starts the site the way `npm start` does, on a free port, and waits until it is healthy. */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = boundedLog();
  child.stdout.on("data", log.append);
  child.stderr.on("data", log.append);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log.text()}`)), timeoutMs);
    const check = () => {
      const match = /"port":(\d+)/.exec(log.text());
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off("data", check);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log.text()}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const response = await fetch(`${url}/healthz`).catch(() => null);
    if (response?.ok) break;
    if (Date.now() - started > timeoutMs) throw new Error(`server never became healthy:\n${log.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = Date.now() - started;
  child.removeAllListeners("exit");
  return {
    url,
    child,
    readyMs,
    output: log.text,
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
