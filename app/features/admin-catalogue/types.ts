// The rows the catalogue pages receive from their loaders (see server/admin-menu, admin-modifiers,
// admin-catering): plain values, money in integer cents.

export type ExternalLinksRow = {
  doordashUrl?: string;
  uberEatsUrl?: string;
  showDoordash?: boolean;
  showUberEats?: boolean;
  showExternalButtons?: boolean;
  customLinks?: { id: string; name: string; url: string; showButton: boolean }[];
} | null;

export type MenuItemRow = {
  id: string;
  title: string;
  description: string;
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
  external_links: ExternalLinksRow;
  display_order: number;
  modifier_group_ids: string[];
};

export type MenuCategoryRow = {
  id: string;
  name: string;
  display_order: number;
  is_active: boolean;
  item_count: number;
};

export type GroupChoice = { id: string; name: string; is_active: boolean };

/** Cents as the dollars a form shows ("12.50"). */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

export function linksToInput(links: ExternalLinksRow) {
  return {
    doordashUrl: links?.doordashUrl ?? "",
    uberEatsUrl: links?.uberEatsUrl ?? "",
    showDoordash: links?.showDoordash ?? false,
    showUberEats: links?.showUberEats ?? false,
    showExternalButtons: links?.showExternalButtons ?? false,
    customLinks: (links?.customLinks ?? []).map((link) => ({ ...link })),
  };
}
