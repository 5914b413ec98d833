import type { Database } from "#server/db/client.ts";
import { listMenuItems } from "#server/menu/service.ts";
import { listOfferedModifierGroups } from "#server/modifiers/service.ts";
import { toMenuItemView, type MenuItemView } from "#domain/menu.ts";
import type { ModifierGroupView } from "#domain/modifiers.ts";

export type OrderMenuData = {
  items: MenuItemView[];
  /** The choices of the dishes that have any (the others have none). */
  modifierGroups: Record<string, ModifierGroupView[]>;
};

/** Order Online: the available items (its tabs come from the items themselves). */
export async function readOrderMenu(db: Database): Promise<OrderMenuData> {
  const items = await listMenuItems(db);
  const modifierGroups = await listOfferedModifierGroups(
    db,
    items.map((item) => item.id),
  );
  return { items: items.map(toMenuItemView), modifierGroups };
}
