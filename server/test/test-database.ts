import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";

export type TestDatabase = DatabaseHandle & {
  label: string;
  /** PostgreSQL only: the database's address, for a second connection pool (a second instance). */
  url?: string;
};

/**
 * A migrated, empty database of its own for one test file: a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped on close), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite-memory" });
    await handle.migrate();
    return { ...handle, label: "pglite" };
  }
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    label: "postgres",
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * The test file's own database: created before its first test, closed (and dropped) after its last.
 * Read its fields inside tests and hooks, once it exists.
 */
export function useTestDatabase(): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
  });
  afterAll(async () => {
    await database.close();
  });
  return database;
}
