import { mkdtempSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { DataFolderLockedError } from "#server/db/data-folder-lock.ts";
import { buildMenuItem, buildNotificationSettings, buildSiteSetting } from "#server/db/factories.ts";
import { mailOutbox, menuItems, notificationSettings, siteSettings } from "#server/db/schema/index.ts";
import { createTestDatabase } from "#server/test/test-database.ts";
import { answerDumpRequests } from "./online-dump.ts";
import { createBackup, restoreBackup } from "./backup.ts";

const TABLES = ["menu_items", "site_settings", "notification_settings", "mail_outbox"] as const;
const UPLOADS = { "photo-one.webp": randomBytes(2048), "photo-two.webp": randomBytes(512) };
const silent = pino({ level: "silent" });
// Creating and loading an embedded database folder takes seconds on a busy machine: each step is
// given its own bound rather than the default.
const SLOW = 120_000;

const workDir = mkdtempSync(path.join(tmpdir(), "kitchen-backup-"));
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function fill(db: Database): Promise<void> {
  await db
    .insert(menuItems)
    .values([
      buildMenuItem({ title: "Jerk Chicken Plate", price: 1295, image_url: "/uploads/photo-one.webp" }),
      buildMenuItem({ title: "Curry Goat", price: 1695, image_url: "/uploads/photo-two.webp" }),
      buildMenuItem({ title: "Oxtail Stew", price: 1895, description: "Slow 'braised' — with ünïcode" }),
    ]);
  await db
    .insert(siteSettings)
    .values([
      buildSiteSetting({ setting_key: "site_name", setting_value: "Island Spice Kitchen" }),
      buildSiteSetting({ setting_key: "tax_rate", setting_value: "0.07" }),
    ]);
  await db
    .insert(notificationSettings)
    .values(buildNotificationSettings({ admin_email: "owner@example.com" }));
  await db.insert(mailOutbox).values({
    dedupe_key: "test:1",
    kind: "test",
    to_address: "owner@example.com",
    subject: "Hello",
    html: "<p>Hello</p>",
    text: "Hello",
  });
}

/** Row count and a checksum of every row of each table, in a stable order. */
async function fingerprint(db: Database): Promise<Record<string, { rows: number; md5: string | null }>> {
  const result: Record<string, { rows: number; md5: string | null }> = {};
  for (const table of TABLES) {
    const [row] = await executeRows<{ rows: number | string; md5: string | null }>(
      db,
      sql.raw(
        `select count(*) as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${table}" t`,
      ),
    );
    result[table] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? null };
  }
  return result;
}

async function writeUploads(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [name, data] of Object.entries(UPLOADS)) await writeFile(path.join(folder, name), data);
  // a file being written by the store at that moment is not part of the backup
  await writeFile(path.join(folder, ".photo-three.webp.abc.tmp"), "half");
}

async function expectUploads(folder: string): Promise<void> {
  expect((await readdir(folder)).sort()).toEqual(Object.keys(UPLOADS).sort());
  for (const [name, data] of Object.entries(UPLOADS))
    expect((await readFile(path.join(folder, name))).equals(data)).toBe(true);
}

describe("backup and restore on the embedded database", () => {
  const dataDir = path.join(workDir, "pglite", "db");
  const uploadsDir = path.join(workDir, "pglite", "uploads");
  const outDir = path.join(workDir, "pglite", "backups");
  let before: Awaited<ReturnType<typeof fingerprint>>;
  let backupFile = "";

  it(
    "backs up through the running server that owns the folder, with the uploads",
    async () => {
      const handle = await openDatabase({ kind: "pglite", dataDir, fsync: false });
      let stop = async () => {};
      try {
        // an owner that does not answer (an older server) is told apart, and left alone
        await expect(
          createBackup({ database: { kind: "pglite", dataDir }, uploadsDir, outDir }),
        ).rejects.toThrow(/does not answer backup requests/);
        stop = await answerDumpRequests(dataDir, handle.dumpDataDir!, silent);
        await handle.migrate();
        await fill(handle.db);
        await writeUploads(uploadsDir);
        before = await fingerprint(handle.db);
        expect(before.menu_items?.rows).toBe(3);
        const result = await createBackup({
          database: { kind: "pglite", dataDir },
          uploadsDir,
          outDir,
          now: new Date("2026-11-23T19:25:03.120Z"),
        });
        backupFile = result.file;
        expect(path.basename(result.file)).toBe("island-kitchen-pglite-2026-11-23T19-25-03Z.tar");
        expect(result.manifest.database.via).toBe("running-server");
        expect(result.manifest.uploads.files.map((file) => file.name)).toEqual([
          "photo-one.webp",
          "photo-two.webp",
        ]);
        // the server carries on after the dump
        expect((await fingerprint(handle.db)).menu_items?.rows).toBe(3);
        // and a restore is refused while it owns the folder
        await expect(
          restoreBackup({ file: result.file, database: { kind: "pglite", dataDir }, uploadsDir }),
        ).rejects.toBeInstanceOf(DataFolderLockedError);
      } finally {
        await stop();
        await handle.close();
      }
    },
    SLOW,
  );

  it(
    "after a wipe, the restore gives back the same rows and the same images",
    async () => {
      await rm(dataDir, { recursive: true, force: true });
      await rm(uploadsDir, { recursive: true, force: true });
      const result = await restoreBackup({
        file: backupFile,
        database: { kind: "pglite", dataDir },
        uploadsDir,
      });
      expect(result.uploadsRestored).toBe(2);
      expect(result.keptAside).toEqual([]);
      const handle = await openDatabase({ kind: "pglite", dataDir, fsync: false });
      try {
        expect(await fingerprint(handle.db)).toEqual(before);
        // the restored database takes writes as before
        await handle.db.insert(menuItems).values(buildMenuItem({ title: "Festival" }));
      } finally {
        await handle.close();
      }
      await expectUploads(uploadsDir);
    },
    SLOW,
  );

  it(
    "backs up a stopped database from its folder, and a restore keeps what was there aside",
    async () => {
      const offline = await createBackup({ database: { kind: "pglite", dataDir }, uploadsDir, outDir });
      expect(offline.manifest.database.via).toBe("data-folder");
      const result = await restoreBackup({
        file: backupFile,
        database: { kind: "pglite", dataDir },
        uploadsDir,
      });
      expect(result.keptAside).toHaveLength(2);
      const handle = await openDatabase({ kind: "pglite", dataDir, fsync: false });
      try {
        // the row added after the backup is gone again
        expect(await fingerprint(handle.db)).toEqual(before);
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );

  it("refuses a file that is not a backup, and a backup of the other kind of database", async () => {
    const bogus = path.join(workDir, "not-a-backup.tar");
    await writeFile(bogus, "hello");
    await expect(
      restoreBackup({ file: bogus, database: { kind: "pglite", dataDir }, uploadsDir }),
    ).rejects.toThrow(/not a backup/);
    await expect(
      restoreBackup({
        file: backupFile,
        database: { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/x" },
        uploadsDir,
      }),
    ).rejects.toThrow(/embedded \(PGlite\) database/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("backup and restore on PostgreSQL", () => {
  it(
    "pg_dump, then a restore into a fresh database gives back the same rows and images",
    async () => {
      const source = await createTestDatabase();
      const uploadsDir = path.join(workDir, "postgres", "uploads");
      const restoredUploads = path.join(workDir, "postgres", "restored-uploads");
      const targetName = `restore_${process.pid}_${randomBytes(4).toString("hex")}`;
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const targetUrl = new URL(serverUrl);
      targetUrl.pathname = `/${targetName}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await fill(source.db);
        await writeUploads(uploadsDir);
        const expected = await fingerprint(source.db);
        const backup = await createBackup({
          database: { kind: "postgres", url: source.url! },
          uploadsDir,
          outDir: path.join(workDir, "postgres", "backups"),
        });
        expect(path.basename(backup.file)).toMatch(/^island-kitchen-postgres-.+\.tar$/);

        await admin.query(`create database ${pg.escapeIdentifier(targetName)}`);
        const result = await restoreBackup({
          file: backup.file,
          database: { kind: "postgres", url: targetUrl.toString() },
          uploadsDir: restoredUploads,
        });
        expect(result.uploadsRestored).toBe(2);
        const target = await openDatabase({ kind: "postgres", url: targetUrl.toString(), maxConnections: 2 });
        try {
          expect(await fingerprint(target.db)).toEqual(expected);
          // the migrations are known: the next start applies nothing twice
          await target.migrate();
          // and a restore is refused while a server is connected
          await expect(
            restoreBackup({
              file: backup.file,
              database: { kind: "postgres", url: targetUrl.toString() },
              uploadsDir: restoredUploads,
            }),
          ).rejects.toThrow(/other connection/);
        } finally {
          await target.close();
        }
        await expectUploads(restoredUploads);
      } finally {
        await source.close();
        await admin.query(`drop database if exists ${pg.escapeIdentifier(targetName)} with (force)`);
        await admin.end();
      }
    },
    SLOW,
  );
});
