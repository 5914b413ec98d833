import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { databaseOptions } from "./db/options.ts";
import { backupDatabaseOf, createBackup } from "./backup/backup.ts";
import { resolveImageDirs } from "./images/variants.ts";
import { secureDataFolders } from "./data-folder.ts";

/** Every file and folder under `root` that the group or others may use, with its mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) found.push(`${(stats.mode & 0o777).toString(8)} ${entry}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

let scratch = "";
let umaskBefore = 0;

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "island-data-folder-"));
  // the usual umask of a shell, which leaves new files readable by everyone
  umaskBefore = process.umask(0o022);
});

afterEach(() => {
  process.umask(umaskBefore);
  rmSync(scratch, { recursive: true, force: true });
});

function configFor(dataDir: string, backupDir: string) {
  return loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, BACKUP_DIR: backupDir, SEED_DEMO_DATA: "false" });
}

describe("the data folder", () => {
  it("keeps the database, the uploads and the backups private to the server's user", async () => {
    const dataDir = path.join(scratch, "data");
    const backupDir = path.join(scratch, "backups");
    const config = configFor(dataDir, backupDir);
    const reports: string[] = [];
    secureDataFolders(config, (message) => reports.push(message));
    expect(reports).toEqual([]);

    // opened as the server opens it (the durable path is the backup's, below)
    const options = databaseOptions(config);
    if (options.kind !== "pglite") throw new Error("expected the embedded database");
    const database = await openDatabase({ ...options, fsync: false });
    await database.migrate();
    await database.close();
    const { uploadsDir } = resolveImageDirs(config);
    writeFileSync(path.join(uploadsDir, "logo-abc123.webp"), "image");

    const backup = await createBackup({ database: backupDatabaseOf(options), uploadsDir, outDir: backupDir });
    expect(backup.bytes).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);
    // Opening, migrating and backing up a whole embedded database: minutes on a busy machine.
  }, 120_000);

  it("tightens a folder that others could read, and says so once", () => {
    const dataDir = path.join(scratch, "data");
    const backupDir = path.join(scratch, "backups");
    for (const folder of [path.join(dataDir, "db", "base"), path.join(dataDir, "uploads"), backupDir]) {
      mkdirSync(folder, { recursive: true });
    }
    const files = [
      path.join(dataDir, "db", "PG_VERSION"),
      path.join(dataDir, "db", "base", "1259"),
      path.join(dataDir, "uploads", "hero-1.webp"),
      path.join(backupDir, "island-kitchen-pglite-2026-01-01T00-00-00Z.tar"),
    ];
    for (const file of files) {
      writeFileSync(file, "x");
      chmodSync(file, 0o666);
    }
    for (const folder of [dataDir, path.join(dataDir, "db"), path.join(dataDir, "db", "base"), backupDir]) {
      chmodSync(folder, 0o755);
    }
    expect(openToOthers(dataDir).length).toBeGreaterThan(0);

    const reports: string[] = [];
    secureDataFolders(configFor(dataDir, backupDir), (message) => reports.push(message));
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);
    expect(lstatSync(files[0]!).mode & 0o777).toBe(0o600);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(dataDir);
    expect(reports[0]).toContain(backupDir);

    // a second start finds nothing to say
    secureDataFolders(configFor(dataDir, backupDir), (message) => reports.push(message));
    expect(reports).toHaveLength(1);
  });
});
