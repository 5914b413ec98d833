// The admin's web app manifest (docs/product/06-admin.md §6.4): installed, the admin opens on the order
// board, in its own window, and stays within /admin. Linked from admin pages only.
import { ADMIN_SCOPE } from "#domain/admin-app.ts";

/** The brand's orange (the site's theme colour) and the admin's page background. */
const THEME_COLOUR = "#f97316";
const BACKGROUND_COLOUR = "#fafaf9";

export const ADMIN_MANIFEST = {
  id: "/admin/orders",
  name: "Island Spice Admin",
  short_name: "Island Orders",
  description: "The order board and the admin of Island Spice Kitchen.",
  start_url: "/admin/orders",
  scope: ADMIN_SCOPE,
  display: "standalone",
  orientation: "any",
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  icons: [
    { src: "/admin/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/admin/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/admin/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
} as const;
