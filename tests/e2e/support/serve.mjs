// Starts the site for the browser tests exactly as `npm start` does, on a database the tests can
// also reach: a fresh PostgreSQL database when TEST_DATABASE_URL is set, otherwise the embedded
// PGlite with its socket open on loopback.
import pg from "pg";

const target = process.env.E2E_DATABASE_URL;
if (process.env.DATABASE_URL && target) {
  const name = new URL(target).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
}
await import("#scripts/start.mjs");
