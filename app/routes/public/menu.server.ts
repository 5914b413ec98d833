import type { Database } from "#server/db/client.ts";
import { listActiveMenuCategories, listMenuItems } from "#server/menu/service.ts";
import { listOfferedModifierGroups } from "#server/modifiers/service.ts";
import { toMenuItemView, type MenuItemView } from "#domain/menu.ts";
import type { ModifierGroupView } from "#domain/modifiers.ts";

export type MenuData = {
  items: MenuItemView[];
  /** Active category names in display order: the tabs after All. */
  categories: string[];
  /** The choices of the dishes that have any (the others have none). */
  modifierGroups: Record<string, ModifierGroupView[]>;
};

/** Our Menu: the available items and the active categories. */
export async function readMenuPage(db: Database): Promise<MenuData> {
  const [items, categories] = await Promise.all([listMenuItems(db), listActiveMenuCategories(db)]);
  const modifierGroups = await listOfferedModifierGroups(
    db,
    items.map((item) => item.id),
  );
  return {
    items: items.map(toMenuItemView),
    categories: categories.map((category) => category.name),
    modifierGroups,
  };
}
