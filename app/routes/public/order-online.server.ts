import type { Database } from "#server/db/client.ts";
import { listMenuItems } from "#server/menu/service.ts";
import { toMenuItemView, type MenuItemView } from "#domain/menu.ts";

export type OrderMenuData = { items: MenuItemView[] };

/** Order Online: the available items (its tabs come from the items themselves). */
export async function readOrderMenu(db: Database): Promise<OrderMenuData> {
  const items = await listMenuItems(db);
  return { items: items.map(toMenuItemView) };
}
