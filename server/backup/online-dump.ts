// The embedded database while the server runs: one process owns its folder (data-folder-lock.ts), so
// nobody else may read it. The server listens on a local socket beside the folder (a Unix socket; a
// named pipe on Windows) and answers a backup's request with PGlite's own dump of the folder. Only
// the machine's file system reaches it, with the folder's owner's rights: whoever can open the socket
// can read the data folder already. Nothing is reachable over the network, and no signal is sent,
// so an older server or an unrelated process is never disturbed.
import { createHash } from "node:crypto";
import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import path from "node:path";

/** Unix socket paths are limited to about 104 bytes; a longer one is replaced by a pipe-like name. */
const MAX_SOCKET_PATH = 100;

/** Where the server of `dbFolder` answers backup requests. */
export function dumpSocketPath(dbFolder: string): string {
  const folder = path.resolve(dbFolder);
  const digest = createHash("sha256").update(folder).digest("hex").slice(0, 24);
  if (process.platform === "win32") return `\\\\.\\pipe\\island-kitchen-backup-${digest}`;
  const beside = `${folder}.backup.sock`;
  return beside.length <= MAX_SOCKET_PATH
    ? beside
    : path.join("/tmp", `island-kitchen-backup-${digest}.sock`);
}

const REQUEST = "dump\n";

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

/**
 * Server side: answers backup requests for `dbFolder` until the returned function is called. Each
 * answer is one JSON line (`{"ok":true,"bytes":N}` then N bytes, or `{"ok":false,"error":"…"}`).
 */
export async function answerDumpRequests(
  dbFolder: string,
  dump: () => Promise<Blob>,
  log: Log,
): Promise<() => Promise<void>> {
  const socketPath = dumpSocketPath(dbFolder);
  const answer = async (socket: Socket) => {
    try {
      const started = performance.now();
      const data = Buffer.from(await (await dump()).arrayBuffer());
      socket.write(`${JSON.stringify({ ok: true, bytes: data.length })}\n`);
      socket.end(data);
      log.info(
        { bytes: data.length, ms: Math.round(performance.now() - started) },
        "database dump sent to a backup",
      );
    } catch (error) {
      log.warn({ err: error }, "database dump for a backup failed");
      const message = error instanceof Error ? error.message : String(error);
      socket.end(`${JSON.stringify({ ok: false, error: message })}\n`);
    }
  };
  const server: Server = createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received === REQUEST) void answer(socket);
      else if (received.length >= REQUEST.length) socket.destroy();
    });
  });
  // This process holds the folder's lock, so a socket file left there is a crashed owner's.
  if (process.platform !== "win32") rmSync(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    log.warn({ err: error, socketPath }, "backups of the running server are unavailable");
    return async () => {};
  }
  if (process.platform !== "win32") chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

export class NoRunningServerError extends Error {
  override name = "NoRunningServerError";
}

/**
 * Backup side: asks the server that owns `dbFolder` for a dump and answers its bytes. Throws a
 * NoRunningServerError when nothing listens there (no server, or one that predates backups).
 */
export function requestDumpFrom(dbFolder: string, timeoutMs = 300_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(dumpSocketPath(dbFolder));
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | null, data?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(data!);
    };
    const timer = setTimeout(
      () => finish(new Error(`The running server did not send the dump within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    socket.on("connect", () => socket.write(REQUEST));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED")
        finish(
          new NoRunningServerError(
            "The server that owns the database folder does not answer backup requests (it may be an older " +
              "version): restart it with this version, or stop it and run the backup again.",
          ),
        );
      else finish(error);
    });
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return finish(new Error("The running server closed the connection without a dump."));
      let header: { ok?: boolean; bytes?: number; error?: string };
      try {
        header = JSON.parse(all.subarray(0, newline).toString("utf8")) as typeof header;
      } catch {
        return finish(new Error("The running server answered something that is not a dump."));
      }
      if (!header.ok)
        return finish(new Error(`The running server could not dump the database: ${header.error}`));
      const data = all.subarray(newline + 1);
      if (data.length !== header.bytes)
        return finish(new Error("The dump from the running server arrived incomplete."));
      finish(null, data);
    });
  });
}
