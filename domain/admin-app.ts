// Where the installable admin's pieces live (docs/product/06-admin.md §6.4): the server serves them, the
// admin's frame links and registers them.

/** The web app manifest, linked from admin pages only. */
export const ADMIN_MANIFEST_PATH = "/admin/manifest.webmanifest";
/** The service worker's script. */
export const ADMIN_WORKER_PATH = "/admin/sw.js";
/** What the installed app and the worker cover: the admin, never the public pages. */
export const ADMIN_SCOPE = "/admin";
/**
 * Set on an admin answer whose request turned out to have nobody signed in (signed out, expired,
 * ended elsewhere): the worker then forgets every admin page it keeps.
 */
export const SIGNED_OUT_HEADER = "X-Admin-Signed-Out";
/**
 * Set on an admin answer whose request had someone signed in: when that session ends unless used
 * again (ISO 8601). The worker shows its kept board offline only until then.
 */
export const SESSION_ENDS_HEADER = "X-Admin-Session-Ends";
