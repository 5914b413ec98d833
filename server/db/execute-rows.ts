import type { SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";

/**
 * Runs a hand-written statement and returns its rows. node-postgres and PGlite both answer an
 * object with `rows`; the Database type is shared by both drivers, so the result is typed here.
 */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: unknown };
  if (!Array.isArray(result.rows)) throw new Error("The database answered without rows");
  return result.rows as T[];
}
