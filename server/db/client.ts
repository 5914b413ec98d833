import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { lockDataFolder, type DataFolderLock } from "./data-folder-lock.ts";
import { durablePgliteOptions, fastPgliteOptions } from "./durable-nodefs.ts";
import { projectPath } from "#server/paths.ts";
import { DEFAULT_POOL_SIZE } from "#server/config.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: services accept both. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Listens for NOTIFY on a channel; returns the unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Applies the committed migrations that this database has not seen yet. */
  migrate: () => Promise<void>;
  /**
   * The embedded database only: its data folder as a gzipped tarball, taken while no query runs
   * (PGlite's own backup format, read back by PGlite.create's loadDataDir).
   */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
};

export type OpenDatabaseOptions =
  | {
      kind: "pglite";
      dataDir: string;
      socketPort?: number;
      /** Flush every commit to the disk (default true); false keeps PGlite's own, faster behaviour. */
      fsync?: boolean;
    }
  | { kind: "pglite-memory" }
  | {
      kind: "postgres";
      url: string;
      /** The pool's size; a few connections keep one event loop busy (decision 180). */
      maxConnections?: number;
    };

const MIGRATIONS_FOLDER = projectPath("server/db/migrations");
const MIGRATION_LOCK_ID = 724_311_902;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_POOL_SIZE,
      idleTimeoutMillis: 30_000,
    });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next checkout.
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      listen: (channel, onPayload) => listenWithReconnect(options.url, channel, onPayload),
      migrate: async () => {
        // A session-level lock on one dedicated connection keeps two instances that start
        // together from applying the same migration twice.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          try {
            await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let lock: DataFolderLock | undefined;
  if (options.kind === "pglite") {
    const folder = path.resolve(options.dataDir);
    // the database is the owner's alone (server/data-folder.ts tightens a folder made before)
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    // before PGlite reads the folder: a second process must never load (and later write) it
    lock = lockDataFolder(folder);
    try {
      client =
        options.fsync === false
          ? await PGlite.create(fastPgliteOptions(folder))
          : await PGlite.create(durablePgliteOptions(folder));
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  // Optionally lets psql and browser tests reach the embedded database while the server owns it.
  let socketServer: PGLiteSocketServer | undefined;
  if (options.kind === "pglite" && options.socketPort) {
    socketServer = new PGLiteSocketServer({ db: client, port: options.socketPort, host: "127.0.0.1" });
    await socketServer.start();
  }
  return {
    db,
    kind: "pglite",
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    dumpDataDir: async () => {
      // written-back pages first, so the copy needs no WAL replay to read
      await client.exec("checkpoint");
      return client.dumpDataDir("gzip");
    },
    close: async () => {
      try {
        await socketServer?.stop();
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A LISTEN on its own connection that comes back after the connection drops (a database restart,
 * a proxy timeout), so an instance never goes deaf to changes.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const scheduleRetry = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(scheduleRetry), 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    const onLost = () => {
      if (client !== next) return;
      client = null;
      scheduleRetry();
    };
    next.on("error", onLost);
    next.on("end", onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
