import type { Database } from "#server/db/client.ts";
import { listActiveMenuCategories, listMenuItems } from "#server/menu/service.ts";
import { toMenuItemView, type MenuItemView } from "#domain/menu.ts";

export type MenuData = {
  items: MenuItemView[];
  /** Active category names in display order: the tabs after All. */
  categories: string[];
};

/** Our Menu: the available items and the active categories. */
export async function readMenuPage(db: Database): Promise<MenuData> {
  const [items, categories] = await Promise.all([listMenuItems(db), listActiveMenuCategories(db)]);
  return { items: items.map(toMenuItemView), categories: categories.map((category) => category.name) };
}
