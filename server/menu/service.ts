import { and, asc, eq } from "drizzle-orm";
import { isSoldOut } from "#domain/sold-out.ts";
import type { Executor } from "#server/db/client.ts";
import { menuItemCategory, menuItems, type ExternalLinks } from "#server/db/schema/index.ts";

export type PublicMenuItem = {
  id: string;
  title: string;
  description: string;
  /** integer cents */
  price: number;
  category: string;
  image_url: string | null;
  featured: boolean;
  available: boolean;
  available_direct: boolean;
  available_doordash: boolean;
  available_ubereats: boolean;
  allergens: string[];
  show_add_to_cart: boolean;
  external_links: ExternalLinks | null;
  display_order: number;
  /** Null unless marked "Sold out today" (domain/sold-out.ts). */
  sold_out_until: Date | null;
};

/** A listed item, with whether it is sold out at the moment it was read. */
export type ListedMenuItem = PublicMenuItem & { sold_out: boolean };

/** The columns of a PublicMenuItem; the admin's list reads the same ones (server/menu/admin-service.ts). */
export const publicColumns = {
  id: menuItems.id,
  title: menuItems.title,
  description: menuItems.description,
  price: menuItems.price,
  category: menuItems.category,
  image_url: menuItems.image_url,
  featured: menuItems.featured,
  available: menuItems.available,
  available_direct: menuItems.available_direct,
  available_doordash: menuItems.available_doordash,
  available_ubereats: menuItems.available_ubereats,
  allergens: menuItems.allergens,
  show_add_to_cart: menuItems.show_add_to_cart,
  external_links: menuItems.external_links,
  display_order: menuItems.display_order,
  sold_out_until: menuItems.sold_out_until,
};

/** Older rows may hold the links as JSON text; anything unreadable counts as no links. */
export function parseExternalLinks(value: unknown): ExternalLinks | null {
  if (value == null) return null;
  if (typeof value === "object") return value;
  if (typeof value === "string") {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === "object" ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

function normalise(rows: PublicMenuItem[], now: Date): ListedMenuItem[] {
  return rows.map((row) => ({
    ...row,
    external_links: parseExternalLinks(row.external_links),
    sold_out: isSoldOut(row, now),
  }));
}

/** Available items ordered by category, display order and age (docs/product/02-public-pages.md §2.7). */
export async function listMenuItems(db: Executor, now = new Date()): Promise<ListedMenuItem[]> {
  const rows = await db
    .select(publicColumns)
    .from(menuItems)
    .where(eq(menuItems.available, true))
    .orderBy(asc(menuItems.category), asc(menuItems.display_order), asc(menuItems.created_at));
  return normalise(rows, now);
}

export async function listFeaturedMenuItems(db: Executor, now = new Date()): Promise<ListedMenuItem[]> {
  const rows = await db
    .select(publicColumns)
    .from(menuItems)
    .where(and(eq(menuItems.available, true), eq(menuItems.featured, true)))
    .orderBy(asc(menuItems.category), asc(menuItems.display_order), asc(menuItems.created_at));
  return normalise(rows, now);
}

export type MenuCategory = { id: string; name: string; display_order: number };

export async function listActiveMenuCategories(db: Executor): Promise<MenuCategory[]> {
  return db
    .select({
      id: menuItemCategory.id,
      name: menuItemCategory.name,
      display_order: menuItemCategory.display_order,
    })
    .from(menuItemCategory)
    .where(eq(menuItemCategory.is_active, true))
    .orderBy(asc(menuItemCategory.display_order), asc(menuItemCategory.name));
}
