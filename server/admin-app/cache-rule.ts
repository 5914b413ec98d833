// What the admin's service worker does with one request (docs/product/06-admin.md §6.4, decision 160), as a
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
  /**
   * Signing out (the logout page's address or React Router's data request for it, whatever the
   * method): every kept admin page is forgotten, the request goes on untouched.
   */
  | "sign-out"
  /**
   * Admin data and the admin API (React Router's data requests under /admin, /api/admin): the
   * network, never kept, but the answer is read: a 401, or the server saying nobody is signed in,
   * forgets every kept admin page. Not the live stream, which stays open for hours.
   */
  | "watch"
  /** Everything else (the live stream, forms, public pages): the network, never kept. */
  | "network";

/** `accept`: the request's Accept header (the live stream asks for `text/event-stream`). */
export type CacheRuleRequest = { method: string; url: string; mode: string; accept?: string | null };

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
  // Addresses match whatever their case (the server sends /ADMIN/... to /admin/...); a data request
  // is the page's address with ".data" (or "/_.data" after a trailing slash).
  const lower = path.toLowerCase();
  const isData = lower.endsWith(".data");
  const page = (isData ? lower.slice(0, -".data".length) : lower).replace(/\/_?$/, "");
  if (page === "/admin/logout") return "sign-out";
  const isAdminData = isData && (page === "/admin" || page.startsWith("/admin/"));
  const isAdminApi = lower.startsWith("/api/admin/");
  if ((isAdminData || isAdminApi) && request.mode !== "navigate") {
    return request.accept?.includes("text/event-stream") ? "network" : "watch";
  }
  if (request.method !== "GET") return "network";
  // React Router's data requests (/admin/orders.data, /_root.data) carry the admin's data: never kept.
  if (isData) return "network";
  if (path.startsWith("/assets/")) return "asset";
  if (request.mode !== "navigate" || !underAdmin) return "network";
  if (path === "/admin/orders" && url.search === "") return "board";
  return "page";
}
