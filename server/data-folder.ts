// The data folder (the embedded database, uploaded images) and the backups hold every order,
// customer and password hash: they are the server user's alone. Every program that opens them
// (the server, db:seed, admin:create, db:backup, db:restore) calls secureDataFolders first.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config.ts";
import { databaseOptions } from "./db/options.ts";
import { resolveImageDirs } from "./images/variants.ts";

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The permission bits of the group and of everyone else. */
const OTHERS_BITS = 0o077;

/**
 * Takes the group's and others' rights off `entry` and everything under it (folders 0700, files
 * 0600; links are left alone). Answers how many entries were changed.
 */
export function tightenTree(entry: string): number {
  try {
    const stats = lstatSync(entry);
    if (!stats.isDirectory() && !stats.isFile()) return 0;
    let changed = 0;
    if ((stats.mode & OTHERS_BITS) !== 0) {
      chmodSync(entry, stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE);
      changed += 1;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) changed += tightenTree(path.join(entry, name));
    }
    return changed;
  } catch (error) {
    // removed meanwhile (a running server's database changes under a shell command): nothing to do
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

/** The folders a configuration keeps private: created when missing, except the backups' (made by a backup). */
function privateFolders(config: Config): { folder: string; create: boolean }[] {
  const database = databaseOptions(config);
  return [
    { folder: path.resolve(config.DATA_DIR), create: true },
    ...(database.kind === "pglite" ? [{ folder: database.dataDir, create: true }] : []),
    ...(config.S3_BUCKET ? [] : [{ folder: resolveImageDirs(config).uploadsDir, create: true }]),
    { folder: path.resolve(config.BACKUP_DIR), create: false },
  ];
}

/**
 * Makes every file this process creates from now on private to its user (umask 077), creates the
 * data folder, the database folder and the uploads folder with mode 0700, and tightens any of them
 * (and the backups folder) that others could read, with one line to `report` saying so.
 */
export function secureDataFolders(config: Config, report: (message: string) => void): void {
  process.umask(OTHERS_BITS);
  const tightened: string[] = [];
  for (const { folder, create } of privateFolders(config)) {
    if (create) mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    if (tightenTree(folder) > 0) tightened.push(folder);
  }
  if (tightened.length > 0) {
    report(
      `Other users could read ${tightened.join(", ")}: made private to this user (folders 0700, files 0600).`,
    );
  }
}
