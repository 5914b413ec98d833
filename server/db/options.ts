import path from "node:path";
import type { Config } from "#server/config.ts";
import type { OpenDatabaseOptions } from "./client.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db. */
export function databaseOptions(config: Config): OpenDatabaseOptions {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_SIZE }
    : { kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "db"), socketPort: config.PGLITE_SOCKET_PORT };
}
