// `npm run db:seed`: writes the demo data into an empty database (the same data a first start writes).
// `npm run db:seed -- --force` first empties the content, menu and catering tables of a used one.
import { sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { isDatabaseEmpty, seedDemoData } from "#server/db/seed/index.ts";
import { databaseOptions } from "#server/db/options.ts";
import { secureDataFolders } from "#server/data-folder.ts";

const DEMO_TABLES = [
  "menu_item_modifier_groups",
  "modifiers",
  "modifier_groups",
  "menu_items",
  "menu_item_category",
  "catering_menu_items",
  "catering_categories",
  "hero_slides",
  "benefits",
  "testimonials",
  "site_sections",
  "store_hours",
  "site_settings",
  "alerts",
  "notification_settings",
  "expense_categories",
];

async function main() {
  const force = process.argv.includes("--force");
  const config = loadConfig();
  secureDataFolders(config, console.log);
  const database = await openDatabase(databaseOptions(config));
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      if (!force) {
        console.log(
          "The database already has data; nothing written. Use `npm run db:seed -- --force` to replace the demo content.",
        );
        return;
      }
      // Orders keep their history: menu items that orders point to block the reset.
      await database.db.execute(sql.raw(`truncate ${DEMO_TABLES.join(", ")} cascade`));
    }
    await seedDemoData(database.db);
    console.log(`Demo data written to the ${database.kind} database.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
