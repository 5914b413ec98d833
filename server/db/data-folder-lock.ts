// One process owns an embedded database folder. PGlite keeps the database in memory and writes it
// back to the folder, so two processes on one folder would each believe their own copy: both answer,
// both number orders from the same sequence, and one's writes vanish on the next start. A lock file
// beside the folder names its owner; a lock left by a process that no longer runs is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";

export type LockOwner = { pid: number; host: string; startedAt: string };

export class DataFolderLockedError extends Error {
  override name = "DataFolderLockedError";
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The database folder ${folder} is in use by process ${owner.pid} (since ${owner.startedAt}). ` +
        "Only one process may open an embedded database: stop that process first (or use DATABASE_URL " +
        "with PostgreSQL to run several).",
    );
  }
}

export type DataFolderLock = { path: string; release: () => void };

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    if (typeof parsed.pid !== "number" || !Number.isInteger(parsed.pid)) return null;
    return { pid: parsed.pid, host: String(parsed.host ?? ""), startedAt: String(parsed.startedAt ?? "") };
  } catch {
    return null;
  }
}

/** True while a process with this id runs on this machine (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The process that holds the lock of `folder` while it still runs on this machine, else null (no
 * lock, or a stale one). Read by the backup, which must go through that process.
 */
export function readRunningOwner(folder: string): LockOwner | null {
  const owner = readOwner(`${folder}.lock`);
  if (!owner) return null;
  if (owner.host !== hostname()) return owner;
  return isRunning(owner.pid) ? owner : null;
}

/**
 * Takes the lock of `folder` (the file `<folder>.lock`) or throws DataFolderLockedError naming the
 * process that holds it. A lock whose owner is gone (crashed, killed) is taken over.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockPath = `${folder}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        // only our own lock: never one a later owner took over
        if (readOwner(lockPath)?.pid === me.pid) {
          try {
            unlinkSync(lockPath);
          } catch {
            // already gone
          }
        }
      };
      process.on("exit", release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockPath);
    // A lock being written this instant reads as empty: look again before calling it stale.
    if (!owner && attempt === 0) continue;
    if (owner && owner.host === me.host && isRunning(owner.pid))
      throw new DataFolderLockedError(folder, owner);
    if (owner && owner.host !== me.host) throw new DataFolderLockedError(folder, owner);
    // Stale: its owner is gone. Remove it and try again (another starter may win the new lock).
    try {
      unlinkSync(lockPath);
    } catch {
      // someone else removed it first
    }
  }
  const owner = readOwner(lockPath);
  if (owner) throw new DataFolderLockedError(folder, owner);
  throw new Error(`Could not take the lock ${lockPath}`);
}
