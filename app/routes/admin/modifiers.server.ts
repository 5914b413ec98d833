import type { RequestContext } from "#server/http-context.ts";
import { listAdminMenuItems } from "#server/menu/admin-service.ts";
import {
  createModifier,
  createModifierGroup,
  deleteModifier,
  deleteModifierGroup,
  listAdminModifierGroups,
  reorderModifierGroups,
  reorderModifiers,
  setGroupItems,
  setModifierActive,
  setModifierGroupActive,
  updateModifier,
  updateModifierGroup,
} from "#server/modifiers/admin-service.ts";
import { setSoldOut } from "#server/menu/sold-out-admin-service.ts";
import {
  groupItemsSchema,
  modifierGroupSchema,
  modifierSchema,
  readSelectionLimits,
} from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, parseItem } from "#app/lib/admin/parse-form.server.ts";
import {
  answerAdminIntent,
  handleReorder,
  handleRowId,
  handleToggle,
} from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadModifiersAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [groups, items] = await Promise.all([
    listAdminModifierGroups(context.db),
    listAdminMenuItems(context.db),
  ]);
  return {
    groups,
    items: items.map((item) => ({ id: item.id, title: item.title, category: item.category })),
  };
}

function readGroup(body: Record<string, unknown>) {
  const input = parseItem(modifierGroupSchema, body);
  return {
    name: input.name,
    description: input.description,
    is_required: input.is_required,
    is_active: input.is_active,
    ...readSelectionLimits(input),
  };
}

export function changeModifiers(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    "group-create": async () => {
      const group = await createModifierGroup(db, actor, readGroup(body));
      return { ok: true as const, message: `Group "${group.name}" was added.` };
    },
    "group-update": handleRowId(async (id) => {
      const group = await updateModifierGroup(db, actor, id, readGroup(body));
      return { ok: true as const, message: `Group "${group.name}" was saved.` };
    }),
    "group-active": handleToggle((id, value) => setModifierGroupActive(db, actor, id, value)),
    "group-delete": handleRowId(async (id) => {
      const group = await deleteModifierGroup(db, actor, id);
      return { ok: true as const, message: `Group "${group.name}" was deleted.` };
    }),
    "group-reorder": handleReorder((ids) => reorderModifierGroups(db, actor, ids)),
    "group-items": handleRowId(async (id) => {
      const { item_ids } = parseFields(groupItemsSchema, body);
      await setGroupItems(db, actor, id, item_ids);
      return { ok: true as const, message: "The items using this group were saved." };
    }),
    // The id is the group the new option joins.
    "modifier-create": handleRowId(async (id) => {
      const modifier = await createModifier(db, actor, id, parseItem(modifierSchema, body));
      return { ok: true as const, message: `"${modifier.name}" was added.` };
    }),
    "modifier-update": handleRowId(async (id) => {
      const modifier = await updateModifier(db, actor, id, parseItem(modifierSchema, body));
      return { ok: true as const, message: `"${modifier.name}" was saved.` };
    }),
    "modifier-active": handleToggle((id, value) => setModifierActive(db, actor, id, value)),
    "modifier-sold-out": handleToggle((id, soldOut) =>
      setSoldOut(db, actor, { target: "modifier", id, soldOut }),
    ),
    "modifier-delete": handleRowId(async (id) => {
      const modifier = await deleteModifier(db, actor, id);
      return { ok: true as const, message: `"${modifier.name}" was deleted.` };
    }),
    "modifier-reorder": handleReorder((ids) => reorderModifiers(db, actor, ids)),
  }));
}
