// `npm run db:restore -- <file>`: puts a backup from `npm run db:backup` back: the database and the
// uploaded images. Stop the server first (it refuses otherwise). The embedded database folder and the
// uploads folder that were there are moved aside, not deleted; the output says where.
import { loadConfig } from "#server/config.ts";
import { databaseOptions } from "#server/db/options.ts";
import { secureDataFolders } from "#server/data-folder.ts";
import { resolveImageDirs } from "#server/images/variants.ts";
import { restoreBackup, backupDatabaseOf } from "#server/backup/backup.ts";

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((argument) => !argument.startsWith("-"));
  if (!file) throw new Error("Usage: npm run db:restore -- backups/island-kitchen-….tar");
  const config = loadConfig();
  secureDataFolders(config, console.log);
  const database = backupDatabaseOf(databaseOptions(config));
  const uploadsDir = config.S3_BUCKET ? null : resolveImageDirs(config).uploadsDir;
  const result = await restoreBackup({ file, database, uploadsDir });
  console.log(`Restored the backup taken ${result.manifest.createdAt}:`);
  console.log(`  database: ${database.kind === "pglite" ? database.dataDir : "the DATABASE_URL database"}`);
  console.log(
    uploadsDir
      ? `  uploaded images: ${result.uploadsRestored} into ${uploadsDir}`
      : "  uploaded images: not restored (S3_BUCKET is set; the bucket keeps them)",
  );
  for (const aside of result.keptAside) console.log(`  what was there before is kept in ${aside}`);
  console.log("Start the server again.");
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
