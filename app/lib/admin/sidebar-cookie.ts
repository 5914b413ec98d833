// The sidebar's collapsed state lives in a cookie for 7 days (docs/product/06-admin.md §6.2), read by the
// layout's loader, so the first paint already has the right width and nothing jumps.
export const SIDEBAR_COOKIE = "admin_sidebar";
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export function readSidebarCollapsed(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.trim() === `${SIDEBAR_COOKIE}=collapsed`);
}

export function writeSidebarCookie(collapsed: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed ? "collapsed" : "expanded"}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}
