// Menu rules shared by the menu and order-online pages (docs/product/02-public-pages.md §2.7, §2.8 and
// docs/product/03-ordering.md §3.2): what a card shows,
// search and category filtering, grouping into sections, the delivery-app links and empty texts.

/** Same shape as the server's `external_links` column; kept here so domain/ stays independent. */
export type MenuExternalLinks = {
  doordashUrl?: string;
  uberEatsUrl?: string;
  showDoordash?: boolean;
  showUberEats?: boolean;
  showExternalButtons?: boolean;
  customLinks?: { id: string; name: string; url: string; showButton: boolean }[];
};

/** What a menu card needs, and no more: this is the payload the pages send to the browser. */
export type MenuItemView = {
  id: string;
  title: string;
  description: string;
  /** integer cents */
  price: number;
  category: string;
  image_url: string | null;
  allergens: string[];
  show_add_to_cart: boolean;
  available_doordash: boolean;
  available_ubereats: boolean;
  external_links: MenuExternalLinks | null;
  /** True while the dish is "Sold out today": listed, greyed, without an add button. */
  sold_out?: boolean;
};

/** The tab value meaning "every category" (the order-online page labels it All Items). */
export const ALL_CATEGORIES = "All";

export type MenuFilter = { search: string; category: string };

/** Copies only the card's fields, so columns the browser has no use for stay on the server. */
export function toMenuItemView(item: MenuItemView): MenuItemView {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    price: item.price,
    category: item.category,
    image_url: item.image_url,
    allergens: item.allergens,
    show_add_to_cart: item.show_add_to_cart,
    available_doordash: item.available_doordash,
    available_ubereats: item.available_ubereats,
    external_links: item.external_links,
    // Only a sold-out dish carries the flag, so the usual payload stays as it was.
    ...(item.sold_out ? { sold_out: true } : {}),
  };
}

// Case- and accent-insensitive, so "saute" finds "sautéed" on a phone keyboard without accents.
function normaliseForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Items in the category ("All" for every one) whose title or description contains the search. */
export function filterMenuItems<T extends Pick<MenuItemView, "title" | "description" | "category">>(
  items: readonly T[],
  { search, category }: MenuFilter,
): T[] {
  const needle = normaliseForSearch(search.trim());
  return items.filter((item) => {
    if (category !== ALL_CATEGORIES && item.category !== category) return false;
    if (!needle) return true;
    return (
      normaliseForSearch(item.title).includes(needle) || normaliseForSearch(item.description).includes(needle)
    );
  });
}

/** The empty texts of docs/product/02-public-pages.md §2.7: the search one wins while a search is typed. */
export function emptyMenuText(search: string, _category: string): string {
  const trimmed = search.trim();
  return trimmed ? `No items found matching "${trimmed}"` : "No items found in this category.";
}

/** Distinct item categories in the order the items come (the order-online tabs). */
export function listItemCategories(items: readonly Pick<MenuItemView, "category">[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}

export type MenuSection<T> = { category: string; items: T[] };

/**
 * Items grouped by category: the categories of `categoryOrder` first, in that order, then any
 * other category in the order its first item comes. Empty sections are left out.
 */
export function groupMenuItems<T extends Pick<MenuItemView, "category">>(
  items: readonly T[],
  categoryOrder: readonly string[],
): MenuSection<T>[] {
  const sections = new Map<string, T[]>(categoryOrder.map((category) => [category, []]));
  for (const item of items) {
    const section = sections.get(item.category);
    if (section) section.push(item);
    else sections.set(item.category, [item]);
  }
  return [...sections]
    .filter(([, sectionItems]) => sectionItems.length > 0)
    .map(([category, sectionItems]) => ({ category, items: sectionItems }));
}

export type OrderLinkKind = "doordash" | "ubereats" | "custom";

export type OrderLink = {
  kind: OrderLinkKind;
  /** The service as shown on the card: "DoorDash", "Uber Eats" or the custom link's name. */
  name: string;
  url: string;
  /** Accessible name naming the dish, e.g. "Order Jerk Chicken on DoorDash". */
  label: string;
};

/** Only absolute http(s) addresses: admin-typed text such as "javascript:..." never becomes a link. */
function toSafeUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const ORDER_ON_PREFIX = /^order\s+(?:on|via|with|from|at)\s+(.+)$/i;

function describeCustomLink(title: string, rawName: string): { name: string; label: string } {
  const name = rawName.trim();
  const service = ORDER_ON_PREFIX.exec(name)?.[1]?.trim();
  if (service) return { name: service, label: `Order ${title} on ${service}` };
  // A name that already says what it does ("Call to order") only needs the dish added.
  if (/\border\b/i.test(name)) return { name, label: `${name} (${title})` };
  return { name, label: `Order ${title} on ${name}` };
}

/** Where a delivery service lists a business found by its name: the default when no store link is set. */
export function deliverySearchUrl(kind: "doordash" | "ubereats", businessName: string): string {
  const name = encodeURIComponent(businessName.trim());
  return kind === "doordash"
    ? `https://www.doordash.com/search/store/${name}/`
    : `https://www.ubereats.com/search?q=${name}`;
}

/**
 * The delivery-app links of a card (docs/product/03-ordering.md §3.2). The two default services show unless a
 * flag says no: the item's available_doordash/available_ubereats or external_links' showDoordash/
 * showUberEats. A service without a stored store address links to its search for the business's
 * name. showExternalButtons false hides every external link, custom ones included; a custom link
 * shows unless its showButton is false. Only http(s) addresses become links.
 */
export function resolveOrderLinks(
  item: Pick<MenuItemView, "title" | "available_doordash" | "available_ubereats" | "external_links">,
  businessName: string,
): OrderLink[] {
  const links = item.external_links ?? {};
  if (links.showExternalButtons === false) return [];
  const title = item.title.trim();
  const result: OrderLink[] = [];
  if (item.available_doordash && links.showDoordash !== false) {
    result.push({
      kind: "doordash",
      name: "DoorDash",
      url: toSafeUrl(links.doordashUrl) ?? deliverySearchUrl("doordash", businessName),
      label: `Order ${title} on DoorDash`,
    });
  }
  if (item.available_ubereats && links.showUberEats !== false) {
    result.push({
      kind: "ubereats",
      name: "Uber Eats",
      url: toSafeUrl(links.uberEatsUrl) ?? deliverySearchUrl("ubereats", businessName),
      label: `Order ${title} on Uber Eats`,
    });
  }
  for (const custom of links.customLinks ?? []) {
    const url = toSafeUrl(custom.url);
    if (custom.showButton === false || !url || !custom.name?.trim()) continue;
    result.push({ kind: "custom", url, ...describeCustomLink(title, custom.name) });
  }
  return result;
}
