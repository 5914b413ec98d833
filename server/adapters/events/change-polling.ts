import type { Database } from "#server/db/client.ts";
import { changeVersions } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";
import { createInProcessEventBus } from "./in-process.ts";
import type { EventBus } from "./types.ts";

export const CHANGE_POLL_MS = 1000;

/**
 * For the embedded database: reads the per-table change counters once a second and announces
 * every table whose counter moved. It hears changes from any connection, which NOTIFY on PGlite
 * does not.
 */
export async function createChangePollingEventBus(
  db: Database,
  log: Logger,
  intervalMs = CHANGE_POLL_MS,
): Promise<EventBus> {
  const local = createInProcessEventBus();
  const read = async () => {
    const rows = await db
      .select({ table: changeVersions.table_name, version: changeVersions.version })
      .from(changeVersions);
    return new Map(rows.map((row) => [row.table, row.version]));
  };
  let known = await read();
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    read()
      .then(async (current) => {
        for (const [table, version] of current) {
          if (known.get(table) !== version) await local.publish({ type: "table-changed", table });
        }
        known = current;
      })
      .catch((error: unknown) => log.warn({ err: error }, "could not read change counters"))
      .finally(() => {
        polling = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    // The triggers count every change of a watched table; the next poll tells the subscribers.
    publish: local.publish,
    subscribe: local.subscribe,
    close: async () => {
      clearInterval(timer);
      await local.close();
    },
  };
}
