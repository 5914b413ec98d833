import type { RequestContext } from "#server/http-context.ts";
import { deleteRow, reorderRows, toggleRow, type OrderedResource } from "#server/admin/ordered-rows.ts";
import { handleReorder, handleRowId, handleToggle } from "./dispatch-intent.server.ts";

/**
 * The intents every ordered list of the website pages answers the same way: the on/off switch in
 * the list, a reorder by drag or keyboard, and a delete. `remove` is the list's own delete service,
 * when it does more than delete the row (the hero's removes the upload the slide showed).
 */
export function orderedRowIntents(
  context: RequestContext,
  actor: string,
  resource: OrderedResource,
  deleted: { message: string; remove?: (id: string) => Promise<unknown> },
) {
  const db = context.db;
  return {
    active: handleToggle((id, value) => toggleRow({ db, ...resource, id, value, actor })),
    reorder: handleReorder((ids) => reorderRows({ db, ...resource, ids, actor })),
    delete: handleRowId(async (id) => {
      if (deleted.remove) await deleted.remove(id);
      else await deleteRow({ db, ...resource, id, actor });
      return { ok: true as const, message: deleted.message };
    }),
  };
}
