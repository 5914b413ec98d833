import pg from "pg";

/** Drops the PostgreSQL database the browser tests ran on (nothing to do on PGlite). */
export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const target = process.env.E2E_DATABASE_URL;
  if (!serverUrl || !target || !process.env.E2E_USES_POSTGRES) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `drop database if exists ${pg.escapeIdentifier(new URL(target).pathname.slice(1))} with (force)`,
    );
  } finally {
    await admin.end();
  }
}
