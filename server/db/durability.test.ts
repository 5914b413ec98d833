// The embedded database on disk: one owner per folder, and commits flushed to the disk.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { hostname } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { executeRows } from "./execute-rows.ts";
import { DataFolderLockedError, lockDataFolder } from "./data-folder-lock.ts";
import { durabilityStats } from "./durable-nodefs.ts";

const root = mkdtempSync(path.join(tmpdir(), "island-durability-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("commits on the embedded database", () => {
  it("runs with fsync on and flushes each commit to the disk before it answers", async () => {
    // A folder of its own for each attempt: a retry must not find the first attempt's table.
    const database = await openDatabase({ kind: "pglite", dataDir: mkdtempSync(path.join(root, "flush-")) });
    try {
      const [setting] = await executeRows<{ fsync: string }>(
        database.db,
        sql`select current_setting('fsync') as fsync`,
      );
      expect(setting?.fsync).toBe("on");
      await database.db.execute(sql`create table durable_probe (id int)`);
      const before = durabilityStats.fsyncs;
      await database.db.execute(sql`insert into durable_probe values (1)`);
      expect(durabilityStats.fsyncs).toBeGreaterThan(before);
    } finally {
      await database.close();
    }
    // Creating a database on disk with every write flushed took over 30 s on a busy 2-core machine.
  }, 120_000);
});

describe("one owner per data folder", () => {
  it("refuses a second opener while the first holds the folder, naming its process", async () => {
    const folder = path.join(root, "owned");
    const first = await openDatabase({ kind: "pglite", dataDir: folder });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir: folder })).rejects.toThrow(
        new RegExp(`in use by process ${process.pid}`),
      );
    } finally {
      await first.close();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it("takes over a lock left by a process that is gone, and refuses one held by a running process", () => {
    const folder = path.join(root, "stale");
    // a process id that existed and has ended
    const gone = spawnSync(process.execPath, [
      "-e",
      "process.stdout.write(String(process.pid))",
    ]).stdout.toString();
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: Number(gone), host: hostname(), startedAt: "then" }),
    );
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();

    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: "now" }),
    );
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrow(`in use by process ${process.ppid}`);
  });
});
