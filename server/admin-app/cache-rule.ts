// What the admin's service worker does with one request (docs/product.md §6.4, decision 160), as a
// pure function of the request so it can be tested here and sent to the browser as it is: the
// worker's script embeds this function's source (server/admin-app/service-worker.ts), so it must
// stay self-contained (no imports, no outer names) and plain enough to run in any browser.

/** The board's address: its page is the one the worker keeps for offline use. */
export const BOARD_PATH = "/admin/orders";

export type AdminCacheRule =
  /** A hashed build file (/assets/*): from the cache, else the network (then kept). */
  | "asset"
  /** The board's page: the network first (a fresh copy kept), the kept copy when offline. */
  | "board"
  /** Another admin page: the network; offline, the kept board instead. */
  | "page"
  /** Signing out: the kept board is forgotten, the request goes on untouched. */
  | "sign-out"
  /** Everything else (admin data, the API, forms, public pages): the network, never kept. */
  | "network";

export type CacheRuleRequest = { method: string; url: string; mode: string };

export function adminCacheRule(request: CacheRuleRequest, origin: string): AdminCacheRule {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return "network";
  }
  if (url.origin !== origin) return "network";
  const path = url.pathname;
  const underAdmin = path === "/admin" || path.startsWith("/admin/");
  if (path === "/admin/logout") return "sign-out";
  if (request.method !== "GET") return "network";
  // React Router's data requests (/admin/orders.data, /_root.data) carry the admin's data: never kept.
  if (path.endsWith(".data")) return "network";
  if (path.startsWith("/assets/")) return "asset";
  if (request.mode !== "navigate" || !underAdmin) return "network";
  if (path === "/admin/orders" && url.search === "") return "board";
  return "page";
}
