// `npm run db:backup [-- --out <folder>]`: writes one backup file (the database and the uploaded
// images) into ./backups, or BACKUP_DIR, or --out. Works while the server runs: on the embedded
// database the running server writes the dump itself; on PostgreSQL pg_dump reads a consistent snapshot.
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config.ts";
import { databaseOptions } from "#server/db/options.ts";
import { secureDataFolders } from "#server/data-folder.ts";
import { resolveImageDirs } from "#server/images/variants.ts";
import { createBackup, backupDatabaseOf } from "#server/backup/backup.ts";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  secureDataFolders(config, console.log);
  const database = backupDatabaseOf(databaseOptions(config));
  const outDir = values.out ?? config.BACKUP_DIR;
  const uploadsDir = config.S3_BUCKET ? null : resolveImageDirs(config).uploadsDir;
  const result = await createBackup({ database, uploadsDir, outDir });
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written: ${result.file} (${megabytes} MB)`);
  console.log(
    `  database: ${result.manifest.database.kind}` +
      (result.manifest.database.via === "running-server" ? " (dumped by the running server)" : ""),
  );
  console.log(
    uploadsDir
      ? `  uploaded images: ${result.manifest.uploads.files.length} from ${uploadsDir}`
      : "  uploaded images: not included (they are kept in the S3 bucket; use the bucket's own versioning)",
  );
  console.log(`Restore it with: npm run db:restore -- ${result.file}`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
