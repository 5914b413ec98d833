// The embedded database on disk, with commits that reach the disk.
//
// PGlite (0.5) runs PostgreSQL in WebAssembly over Emscripten's NODEFS: every write goes to the real
// file through fs.writeSync, so it survives a crash of the process, but nothing is ever flushed to
// the disk itself: PGlite starts PostgreSQL with -F (fsync off), Emscripten's fdatasync is a no-op,
// and NODEFS has no fsync at all. After a power cut the operating system's unwritten pages are lost,
// committed orders with them, and the files may be left inconsistent.
//
// Here NODEFS gets a real fsync (fs.fsyncSync on the file's descriptor), PostgreSQL runs with fsync on
// and syncs its WAL with fsync() (wal_sync_method=fsync, since fdatasync stays a no-op), and
// synchronous_commit keeps its default (on): a COMMIT answers only once its WAL is on the disk.
import { fsyncSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type NodefsStream = { nfd?: number };
type NodeOps = {
  mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown;
  setattr: (node: unknown, attr: { mode?: number }) => void;
};
type EmscriptenFs = {
  filesystems: { NODEFS: { stream_ops: Record<string, unknown>; node_ops: NodeOps } };
  ErrnoError: new (errno: number) => Error;
};

/** The permission bits of the group and of everyone else. */
const OTHERS_BITS = 0o077;

/**
 * PostgreSQL's files are the server user's alone. Emscripten sets every file it creates to 0666
 * (a chmod after the open, so the process's umask does not apply) and PostgreSQL's own 0600 is
 * lost on the way: the group and others' bits are taken off every mode NODEFS sets on the disk.
 */
function keepModesPrivate(fs: EmscriptenFs): void {
  // shared by every NODEFS node, like stream_ops
  const ops = fs.filesystems.NODEFS.node_ops;
  const { mknod, setattr } = ops;
  ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~OTHERS_BITS, dev);
  ops.setattr = (node, attr) =>
    setattr(node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~OTHERS_BITS });
}

/** Emscripten's errno for EIO. */
const EMSCRIPTEN_EIO = 29;

/** Counts fsync calls that reached the disk (tests and the bench read it). */
export const durabilityStats = { fsyncs: 0 };

class DurableNodeFS extends NodeFS {
  /** false: files kept private, but PGlite's own (unflushed) writes. */
  readonly durable: boolean;

  constructor(dataDir: string, durable = true) {
    super(dataDir);
    this.durable = durable;
  }

  override async init(...args: Parameters<NodeFS["init"]>): ReturnType<NodeFS["init"]> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun;
    const hooks = Array.isArray(preRun) ? preRun : preRun ? [preRun] : [];
    result.emscriptenOpts.preRun = [
      ...hooks,
      (mod: unknown) => {
        const fs = (mod as { FS: EmscriptenFs }).FS;
        keepModesPrivate(fs);
        if (!this.durable) return;
        // shared by every NODEFS node: their stream_ops is this very object
        fs.filesystems.NODEFS.stream_ops.fsync = (stream: NodefsStream) => {
          if (stream.nfd === undefined) return 0;
          try {
            fsyncSync(stream.nfd);
            durabilityStats.fsyncs += 1;
            return 0;
          } catch {
            throw new fs.ErrnoError(EMSCRIPTEN_EIO);
          }
        };
      },
    ];
    return result;
  }
}

/** PGlite's own start parameters with fsync on and WAL synced by fsync(). */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync"];
}

/** Options that open `folder` with commits flushed to the disk. */
export function durablePgliteOptions(folder: string): PGliteOptions {
  return { fs: new DurableNodeFS(folder), startParams: durableStartParams() };
}

/** Options that open `folder` with PGlite's own, faster writes (tests): its files private all the same. */
export function fastPgliteOptions(folder: string): PGliteOptions {
  return { fs: new DurableNodeFS(folder, false) };
}
