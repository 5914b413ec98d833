import type { RequestContext } from "#server/http-context.ts";
import { deleteRow, reorderRows, toggleRow, type OrderedResource } from "#server/admin/ordered-rows.ts";
import { idSchema, reorderSchema, toggleSchema } from "#domain/validation/admin-catalogue.ts";
import { parseFields } from "./parse-form.server.ts";

/**
 * The intents every ordered list of the website pages answers the same way: the on/off switch in
 * the list, a reorder by drag or keyboard, and a delete. Null when the intent is another one.
 */
export async function changeOrderedRow(
  context: RequestContext,
  actorUserId: string,
  resource: OrderedResource,
  body: Record<string, unknown>,
  deletedMessage: string,
): Promise<{ ok: true; message?: string; deleted?: Record<string, unknown> } | null> {
  switch (body.intent) {
    case "active": {
      const input = parseFields(toggleSchema, body);
      await toggleRow({
        db: context.db,
        ...resource,
        id: input.id,
        value: input.value === "true",
        actor: actorUserId,
      });
      return { ok: true };
    }
    case "reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderRows({ db: context.db, ...resource, ids, actor: actorUserId });
      return { ok: true };
    }
    case "delete": {
      const { id } = parseFields(idSchema, body);
      const deleted: Record<string, unknown> = await deleteRow({
        db: context.db,
        ...resource,
        id,
        actor: actorUserId,
      });
      return { ok: true, message: deletedMessage, deleted };
    }
    default:
      return null;
  }
}
