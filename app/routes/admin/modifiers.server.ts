import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
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
import {
  groupItemsSchema,
  idSchema,
  modifierGroupSchema,
  modifierSchema,
  readSelectionLimits,
  reorderSchema,
  toggleSchema,
} from "#domain/validation/admin-catalogue.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

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
  const input = parseFields(modifierGroupSchema, (body.item ?? {}) as Record<string, unknown>);
  return {
    name: input.name,
    description: input.description,
    is_required: input.is_required,
    is_active: input.is_active,
    ...readSelectionLimits(input),
  };
}

function readModifier(body: Record<string, unknown>) {
  return parseFields(modifierSchema, (body.item ?? {}) as Record<string, unknown>);
}

export async function changeModifiers(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  const db = context.db;
  switch (body.intent) {
    case "group-create": {
      const group = await createModifierGroup(db, actor, readGroup(body));
      return { ok: true as const, message: `Group "${group.name}" was added.` };
    }
    case "group-update": {
      const { id } = parseFields(idSchema, body);
      const group = await updateModifierGroup(db, actor, id, readGroup(body));
      return { ok: true as const, message: `Group "${group.name}" was saved.` };
    }
    case "group-active": {
      const input = parseFields(toggleSchema, body);
      await setModifierGroupActive(db, actor, input.id, input.value === "true");
      return { ok: true as const };
    }
    case "group-delete": {
      const { id } = parseFields(idSchema, body);
      const group = await deleteModifierGroup(db, actor, id);
      return { ok: true as const, message: `Group "${group.name}" was deleted.` };
    }
    case "group-reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderModifierGroups(db, actor, ids);
      return { ok: true as const };
    }
    case "group-items": {
      const { id } = parseFields(idSchema, body);
      const { item_ids } = parseFields(groupItemsSchema, body);
      await setGroupItems(db, actor, id, item_ids);
      return { ok: true as const, message: "The items using this group were saved." };
    }
    case "modifier-create": {
      const { id } = parseFields(idSchema, body);
      const modifier = await createModifier(db, actor, id, readModifier(body));
      return { ok: true as const, message: `"${modifier.name}" was added.` };
    }
    case "modifier-update": {
      const { id } = parseFields(idSchema, body);
      const modifier = await updateModifier(db, actor, id, readModifier(body));
      return { ok: true as const, message: `"${modifier.name}" was saved.` };
    }
    case "modifier-active": {
      const input = parseFields(toggleSchema, body);
      await setModifierActive(db, actor, input.id, input.value === "true");
      return { ok: true as const };
    }
    case "modifier-delete": {
      const { id } = parseFields(idSchema, body);
      const modifier = await deleteModifier(db, actor, id);
      return { ok: true as const, message: `"${modifier.name}" was deleted.` };
    }
    case "modifier-reorder": {
      const { ids } = parseFields(reorderSchema, body);
      await reorderModifiers(db, actor, ids);
      return { ok: true as const };
    }
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
}
