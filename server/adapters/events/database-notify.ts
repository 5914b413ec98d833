import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { createInProcessEventBus } from "./in-process.ts";
import type { EventBus } from "./types.ts";

export const TABLE_CHANGES_CHANNEL = "table_changes";

/**
 * LISTEN/NOTIFY on the database: triggers announce every change of a watched table (migration 0001),
 * and `publish` notifies the same channel, so every instance on the database hears every change.
 */
export async function createDatabaseEventBus(handle: DatabaseHandle, log: Logger): Promise<EventBus> {
  const local = createInProcessEventBus();
  const unlisten = await handle.listen(TABLE_CHANGES_CHANNEL, (payload) => {
    if (!payload) return;
    void local.publish({ type: "table-changed", table: payload }).catch((error: unknown) => {
      log.warn({ err: error }, "event handler failed");
    });
  });
  return {
    publish: async (event) => {
      await handle.db.execute(sql`select pg_notify(${TABLE_CHANGES_CHANNEL}, ${event.table})`);
    },
    subscribe: local.subscribe,
    close: async () => {
      await unlisten();
      await local.close();
    },
  };
}
