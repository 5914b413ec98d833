import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "#server/db/client.ts";
import { seedDemoData } from "#server/db/seed/index.ts";

export type SiteDatabase = {
  /** What startServer needs to run on it (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  remove: () => Promise<void>;
};

/**
 * A database for a server process, with the demo data and what `write` adds, written before the
 * server starts: the embedded one in a fresh data folder, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */
export async function prepareSiteDatabase(write: (db: Database) => Promise<void>): Promise<SiteDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "island-site-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  // an empty value is no value: the server then uses the embedded database under DATA_DIR
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "" };
  let drop = async () => {};
  if (serverUrl) {
    const name = `site_${process.pid}_${Date.now()}`;
    const run = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await run(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    drop = () => run(`drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase(
    serverUrl
      ? { kind: "postgres", url: env.DATABASE_URL!, maxConnections: 2 }
      : { kind: "pglite", dataDir: path.join(dataDir, "db") },
  );
  try {
    await database.migrate();
    await seedDemoData(database.db);
    await write(database.db);
  } finally {
    await database.close();
  }
  return {
    env,
    remove: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login form, as a browser does; answers the session cookie. */
export async function signInThroughForm(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || !cookies.some((cookie) => cookie?.includes(".session_token=")))
    throw new Error(`could not sign in ${email}: ${response.status}`);
  return cookies.join("; ");
}
