// Backups of the database and the uploaded images in one file, and their restore.
//
// A backup is a tar file `island-kitchen-<database>-<UTC time>.tar` holding manifest.json, the
// database (the embedded database as PGlite's own dump of its folder, PostgreSQL as a pg_dump custom
// archive) and uploads/ (every uploaded image). The database is dumped first, then the images are
// copied: images are never changed in place, only added under new names, so every image the dumped
// rows name is in the copy.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as tar from "tar";
import { openDatabase, type OpenDatabaseOptions } from "#server/db/client.ts";
import { lockDataFolder, readRunningOwner, DataFolderLockedError } from "#server/db/data-folder-lock.ts";
import { durablePgliteOptions } from "#server/db/durable-nodefs.ts";
import { isUploadName } from "#server/adapters/files/types.ts";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "#server/data-folder.ts";
import { requestDumpFrom } from "./online-dump.ts";

export const BACKUP_FORMAT = 1;

export type BackupDatabase = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** The configured database, as the backup sees it. */
export function backupDatabaseOf(options: OpenDatabaseOptions): BackupDatabase {
  if (options.kind === "postgres") return { kind: "postgres", url: options.url };
  if (options.kind === "pglite") return { kind: "pglite", dataDir: options.dataDir };
  throw new Error("An in-memory database has nothing to back up.");
}

export type BackupOptions = {
  database: BackupDatabase;
  /** The uploads folder; null when the images live in S3 (not part of the backup). */
  uploadsDir: string | null;
  outDir: string;
  now?: Date;
};

export type Manifest = {
  format: number;
  createdAt: string;
  database: { kind: "pglite" | "postgres"; file: string; via?: "running-server" | "data-folder" };
  uploads: { included: boolean; files: { name: string; bytes: number; sha256: string }[] };
};

export type BackupResult = { file: string; manifest: Manifest; bytes: number };

const PGLITE_FILE = "database/pgdata.tar.gz";
const POSTGRES_FILE = "database/postgres.dump";

/** 2026-11-23T19-25-03Z: sorts by time and is a valid file name everywhere. */
function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The address without its password (handed to libpq through PGPASSWORD, never on a command line). */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${command} was not found. Install the PostgreSQL client tools (the same major version as the ` +
                "server or newer, e.g. apt install postgresql-client) and run this again.",
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

async function dumpPglite(dataDir: string, output: string): Promise<"running-server" | "data-folder"> {
  const folder = path.resolve(dataDir);
  const owner = readRunningOwner(folder);
  if (owner) {
    if (owner.host !== hostname())
      throw new Error(
        `The database folder ${folder} is in use by a process on another machine (${owner.host}).`,
      );
    await writeFile(output, await requestDumpFrom(folder));
    return "running-server";
  }
  if (!existsSync(path.join(folder, "PG_VERSION")))
    throw new Error(`There is no database in ${folder}: nothing to back up.`);
  const handle = await openDatabase({ kind: "pglite", dataDir: folder });
  try {
    const blob = await handle.dumpDataDir!();
    await writeFile(output, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return "data-folder";
}

async function copyUploads(uploadsDir: string, target: string): Promise<Manifest["uploads"]["files"]> {
  await mkdir(target, { recursive: true });
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: Manifest["uploads"]["files"] = [];
  for (const name of names.sort()) {
    // only the store's own names: never a file being written (".name.tmp") or anything else
    if (!isUploadName(name)) continue;
    let data: Buffer;
    try {
      data = await readFile(path.join(uploadsDir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // removed meanwhile
      throw error;
    }
    await writeFile(path.join(target, name), data);
    files.push({ name, bytes: data.length, sha256: sha256(data) });
  }
  return files;
}

/** Writes one backup file into `outDir` and answers its path and what it holds. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const outDir = path.resolve(options.outDir);
  // a backup holds every order and password hash: the owner's alone, whatever the umask
  await mkdir(outDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const name = `island-kitchen-${options.database.kind}-${fileStamp(now)}`;
  const staging = path.join(outDir, `.${name}.${randomBytes(4).toString("hex")}`);
  await mkdir(path.join(staging, "database"), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    let via: Manifest["database"]["via"];
    let databaseFile: string;
    if (options.database.kind === "pglite") {
      databaseFile = PGLITE_FILE;
      via = await dumpPglite(options.database.dataDir, path.join(staging, PGLITE_FILE));
    } else {
      databaseFile = POSTGRES_FILE;
      const target = libpqTarget(options.database.url);
      await run(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--file=${path.join(staging, POSTGRES_FILE)}`,
          `--dbname=${target.dbname}`,
        ],
        target.env,
      );
    }
    const files = options.uploadsDir
      ? await copyUploads(options.uploadsDir, path.join(staging, "uploads"))
      : [];
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      database: { kind: options.database.kind, file: databaseFile, ...(via ? { via } : {}) },
      uploads: { included: options.uploadsDir !== null, files },
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(outDir, `${name}.tar`);
    const partial = `${file}.partial`;
    const entries = ["manifest.json", "database", ...(options.uploadsDir ? ["uploads"] : [])];
    await tar.create({ file: partial, cwd: staging, portable: true }, entries);
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
    return { file, manifest, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export type RestoreOptions = {
  file: string;
  database: BackupDatabase;
  uploadsDir: string | null;
  now?: Date;
};

export type RestoreResult = {
  manifest: Manifest;
  /** Where the data that was there before now lives (the embedded database and the uploads folder). */
  keptAside: string[];
  uploadsRestored: number;
};

/** Moves a folder aside as `<folder>.before-restore-<time>`; answers the new name, or null when absent. */
async function moveAside(folder: string, stamp: string): Promise<string | null> {
  if (!existsSync(folder)) return null;
  const aside = `${folder}.before-restore-${stamp}`;
  await rename(folder, aside);
  return aside;
}

async function readManifest(folder: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw new Error("This file is not a backup of this site (no manifest.json inside).");
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`This backup has format ${manifest.format}; this version reads format ${BACKUP_FORMAT}.`);
  return manifest;
}

async function restorePglite(dataDir: string, dump: Buffer, stamp: string): Promise<string | null> {
  const folder = path.resolve(dataDir);
  await mkdir(path.dirname(folder), { recursive: true });
  // Held for the whole restore: a server starting meanwhile refuses the folder.
  const lock = lockDataFolder(folder);
  try {
    const aside = await moveAside(folder, stamp);
    await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    try {
      const client = await PGlite.create({
        ...durablePgliteOptions(folder),
        loadDataDir: new Blob([new Uint8Array(dump)]),
      });
      await client.query("select 1");
      await client.close();
    } catch (error) {
      // give the old database back rather than leave a half-loaded one
      await rm(folder, { recursive: true, force: true });
      if (aside) await rename(aside, folder);
      throw error;
    }
    return aside;
  } finally {
    lock.release();
  }
}

async function otherConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Puts a backup back: the database (replacing its tables) and the uploads folder. Refuses while a
 * server uses the database. The embedded database and the uploads folder that were there are kept
 * aside, never deleted.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const stamp = fileStamp(options.now ?? new Date());
  const work = path.join(path.dirname(file), `.restore-${randomBytes(4).toString("hex")}`);
  await mkdir(work, { recursive: true });
  try {
    try {
      await tar.extract({ file, cwd: work, strict: true });
    } catch (error) {
      throw new Error(`This file is not a backup of this site (${(error as Error).message}).`);
    }
    const manifest = await readManifest(work);
    if (manifest.database.kind !== options.database.kind)
      throw new Error(
        `This backup holds ${manifest.database.kind === "pglite" ? "an embedded (PGlite) database" : "a PostgreSQL database"}, ` +
          `but this site is configured for ${options.database.kind === "pglite" ? "the embedded database" : "PostgreSQL (DATABASE_URL)"}. ` +
          "Restore it with the same configuration it was taken with.",
      );
    // every image is checked before anything is replaced
    const uploads: { name: string; data: Buffer }[] = [];
    for (const entry of manifest.uploads.files) {
      if (!isUploadName(entry.name)) throw new Error(`The backup names an unexpected file: ${entry.name}`);
      const data = await readFile(path.join(work, "uploads", entry.name));
      if (sha256(data) !== entry.sha256) throw new Error(`The image ${entry.name} in the backup is damaged.`);
      uploads.push({ name: entry.name, data });
    }
    const dump = await readFile(path.join(work, manifest.database.file));
    const keptAside: string[] = [];

    if (options.database.kind === "pglite") {
      const owner = readRunningOwner(path.resolve(options.database.dataDir));
      if (owner) throw new DataFolderLockedError(path.resolve(options.database.dataDir), owner);
      const aside = await restorePglite(options.database.dataDir, dump, stamp);
      if (aside) keptAside.push(aside);
    } else {
      const others = await otherConnections(options.database.url);
      if (others > 0)
        throw new Error(
          `${others} other connection(s) use this database: stop every server that uses it, then run the restore again.`,
        );
      const target = libpqTarget(options.database.url);
      await run(
        "pg_restore",
        [
          "--clean",
          "--if-exists",
          "--no-owner",
          "--no-privileges",
          "--single-transaction",
          "--exit-on-error",
          `--dbname=${target.dbname}`,
          path.join(work, manifest.database.file),
        ],
        target.env,
      );
    }

    let uploadsRestored = 0;
    if (options.uploadsDir && manifest.uploads.included) {
      const uploadsDir = path.resolve(options.uploadsDir);
      const aside = await moveAside(uploadsDir, stamp);
      if (aside) keptAside.push(aside);
      await mkdir(uploadsDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      for (const upload of uploads) {
        await copyFile(path.join(work, "uploads", upload.name), path.join(uploadsDir, upload.name));
        uploadsRestored += 1;
      }
    }
    return { manifest, keptAside, uploadsRestored };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
