import type { Page } from "@playwright/test";
import pg from "pg";

/**
 * A connection to the database the site under test is using (PostgreSQL, or the embedded PGlite
 * through its loopback socket), for arranging data and checking what the site stored.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error("E2E_DATABASE_URL is not set: run the browser tests through playwright.config.ts");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits until the page's live event stream is connected, so a change made now will reach it. */
export async function waitForLiveUpdates(page: Page): Promise<void> {
  await page.locator('html[data-live="ready"]').waitFor({ state: "attached" });
}
