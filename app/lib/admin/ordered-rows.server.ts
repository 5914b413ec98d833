import type { RequestContext } from "#server/http-context.ts";
import { deleteRow, reorderRows, toggleRow, type OrderedResource } from "#server/admin/ordered-rows.ts";
import { handleReorder, handleRowId, handleToggle } from "./dispatch-intent.server.ts";

/**
 * The intents every ordered list of the website pages answers the same way: the on/off switch in
 * the list, a reorder by drag or keyboard, and a delete. `onDeleted` sees the row a delete removed
 * (to remove the upload it showed).
 */
export function orderedRowIntents(
  context: RequestContext,
  actor: string,
  resource: OrderedResource,
  deleted: { message: string; onDeleted?: (row: Record<string, unknown>) => Promise<void> },
) {
  const db = context.db;
  return {
    active: handleToggle((id, value) => toggleRow({ db, ...resource, id, value, actor })),
    reorder: handleReorder((ids) => reorderRows({ db, ...resource, ids, actor })),
    delete: handleRowId(async (id) => {
      const row: Record<string, unknown> = await deleteRow({ db, ...resource, id, actor });
      await deleted.onDeleted?.(row);
      return { ok: true as const, message: deleted.message };
    }),
  };
}
