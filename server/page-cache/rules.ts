// Which requests the page cache answers, under which key, and which changes make its pages stale
// (docs/product/02-public-pages.md §2.13). Everything else goes to the renderer as before.

/** The cached public pages, with the data areas each one shows (its surrogate keys). */
export const CACHED_PAGES: Readonly<Record<string, { name: string; areas: readonly string[] }>> = {
  "/": { name: "home", areas: ["site", "menu", "content"] },
  "/about": { name: "about", areas: ["site"] },
  "/menu": { name: "menu", areas: ["site", "menu"] },
  "/order-online": { name: "order-online", areas: ["site", "menu"] },
  "/contact": { name: "contact", areas: ["site"] },
  "/catering": { name: "catering", areas: ["site", "catering-menu"] },
};

/** The tables the public pages read, by the area (surrogate key) a change to them makes stale. */
export const TABLE_AREAS: Readonly<Record<string, string>> = {
  alerts: "site",
  store_hours: "site",
  store_closures: "site",
  site_settings: "site",
  menu_items: "menu",
  menu_item_category: "menu",
  modifier_groups: "menu",
  modifiers: "menu",
  menu_item_modifier_groups: "menu",
  catering_menu_items: "catering-menu",
  catering_categories: "catering-menu",
  hero_slides: "content",
  benefits: "content",
  testimonials: "content",
  site_sections: "content",
  // not a table: announced once the payment provider switched (the demo bar, server/connections/watch.ts)
  payment_provider: "site",
};

/** React Router's `_routes` filter of a data request: at most a few route ids of the public pages. */
const ROUTES_FILTER = /^(root|routes\/public\/[a-z-]+)(,(root|routes\/public\/[a-z-]+)){0,3}$/;

export type CacheablePage = {
  /** What the cached copy is kept under: the path and the one query the cache knows. */
  key: string;
  /** The page's surrogate keys: its name and the data areas it shows. */
  tags: readonly string[];
};

/** The page path a document or data (`.data`) request is for. */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The cache key of a request the cache may answer, or null: only GET of the pages above, with no
 * cookie and no Authorization (a visitor with a cart or a signed-in admin is never served a shared
 * copy), and no query string but the `_routes` filter of a data request.
 */
export function cacheablePage(
  method: string,
  url: URL,
  hasHeader: (name: string) => boolean,
): CacheablePage | null {
  if (method !== "GET") return null;
  if (hasHeader("cookie") || hasHeader("authorization")) return null;
  const page = CACHED_PAGES[pagePathOf(url.pathname)];
  if (!page) return null;
  const tags = [`page-${page.name}`, ...page.areas];
  const params = [...url.searchParams];
  if (params.length === 0 && !url.search) return { key: url.pathname, tags };
  const isData = url.pathname.endsWith(".data");
  const [only] = params;
  if (isData && params.length === 1 && only?.[0] === "_routes" && ROUTES_FILTER.test(only[1])) {
    return { key: `${url.pathname}?_routes=${only[1]}`, tags };
  }
  return null;
}
