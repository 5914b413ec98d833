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
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /"port":(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off("data", check);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const response = await fetch(`${url}/healthz`).catch(() => null);
    if (response?.ok) break;
    if (Date.now() - started > timeoutMs) throw new Error(`server never became healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = Date.now() - started;
  child.removeAllListeners("exit");
  return {
    url,
    child,
    readyMs,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
