// The embedded database while the server runs: one process owns its folder (data-folder-lock.ts), so
// nobody else may read it. The backup asks that process instead: it writes a request file beside the
// folder and sends SIGUSR2; the server writes PGlite's dump where the request says and a ".done" (or
// ".error") file beside it. No network endpoint: whoever can write the data folder owns the data
// already, and nobody else can ask.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const BACKUP_SIGNAL = "SIGUSR2";

type DumpRequest = { id: string; output: string };

/** The request file of a database folder. */
export function dumpRequestPath(dbFolder: string): string {
  return `${path.resolve(dbFolder)}.backup-request.json`;
}

function isDumpRequest(value: unknown): value is DumpRequest {
  const candidate = value as Partial<DumpRequest> | null;
  return (
    typeof candidate?.id === "string" &&
    /^[0-9a-f-]{36}$/.test(candidate.id) &&
    typeof candidate.output === "string" &&
    path.isAbsolute(candidate.output) &&
    candidate.output.endsWith(".tar.gz")
  );
}

/** Writes a file aside and renames it into place: a reader never sees half of it. */
async function writeWhole(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Server side: answers a backup request for `dbFolder` on SIGUSR2. Returns the function that stops
 * listening.
 */
export function answerDumpRequests(
  dbFolder: string,
  dump: () => Promise<Blob>,
  log: { info: (object: object, message: string) => void; error: (object: object, message: string) => void },
): () => void {
  let busy = false;
  const onSignal = () => {
    if (busy) return;
    busy = true;
    void (async () => {
      let request: DumpRequest | null = null;
      try {
        const parsed: unknown = JSON.parse(await readFile(dumpRequestPath(dbFolder), "utf8"));
        if (!isDumpRequest(parsed)) throw new Error("The backup request is not valid");
        request = parsed;
        const started = performance.now();
        const blob = await dump();
        await writeWhole(request.output, Buffer.from(await blob.arrayBuffer()));
        await writeWhole(`${request.output}.done`, request.id);
        log.info(
          { bytes: blob.size, ms: Math.round(performance.now() - started) },
          "database dump written for a backup",
        );
      } catch (error) {
        log.error({ err: error }, "database dump for a backup failed");
        if (request)
          await writeWhole(
            `${request.output}.error`,
            error instanceof Error ? error.message : String(error),
          ).catch(() => undefined);
      } finally {
        busy = false;
      }
    })();
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => {
    process.off(BACKUP_SIGNAL, onSignal);
  };
}

/**
 * Backup side: asks the process `pid` that owns `dbFolder` for a dump into `output` (an absolute
 * path ending in .tar.gz) and waits for it.
 */
export async function requestDumpFrom(
  pid: number,
  dbFolder: string,
  output: string,
  timeoutMs = 120_000,
): Promise<void> {
  const request: DumpRequest = { id: randomUUID(), output: path.resolve(output) };
  const requestFile = dumpRequestPath(dbFolder);
  await writeWhole(requestFile, JSON.stringify(request));
  try {
    process.kill(pid, BACKUP_SIGNAL);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (existsSync(`${request.output}.error`)) {
        const message = await readFile(`${request.output}.error`, "utf8");
        throw new Error(`The running server could not dump the database: ${message}`);
      }
      if (existsSync(`${request.output}.done`)) {
        if ((await readFile(`${request.output}.done`, "utf8")) === request.id) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `The running server (process ${pid}) did not answer the backup request within ${Math.round(timeoutMs / 1000)} s. ` +
        "Is it a version of the server that knows backups? Restart it, or stop it and run the backup again.",
    );
  } finally {
    await rm(requestFile, { force: true });
    await rm(`${request.output}.done`, { force: true });
    await rm(`${request.output}.error`, { force: true });
  }
}
