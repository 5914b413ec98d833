import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Every URL of the site, in one place.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("menu", "routes/public/menu.tsx"),
    route("order-online", "routes/public/order-online.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("cart", "routes/public/cart.tsx"),
    route("order-confirmation", "routes/public/order-confirmation.tsx"),
    route("order-again", "routes/public/order-again.tsx"),
    route("catering", "routes/public/catering.tsx"),
    route("catering-confirmation", "routes/public/catering-confirmation.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("login", "routes/public/login.tsx"),

  // Open to everyone: signing in, the first-run setup, a new admin's password link, signing out.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  route("admin/set-password", "routes/admin/set-password.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // The print view of an order's tickets, outside the admin's frame (its loader checks requireAdmin).
  route("admin/orders/:orderId/ticket", "routes/admin/order-ticket.tsx"),
  // The worker that shows phone alerts (a resource route, open: it holds nothing private).
  // CSV downloads (resource routes; their loaders check requireAdmin).
  route("admin/orders/export.csv", "routes/admin/orders-export.ts"),
  route("admin/catering/export.csv", "routes/admin/catering-export.ts"),
  route("admin/expenses/export.csv", "routes/admin/expenses-export.ts"),
  // Everything else under /admin: every loader and action below checks requireAdmin itself.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders/new", "routes/admin/order-new.tsx"),
    route("admin/orders/export", "routes/admin/orders-export-page.tsx"),
    route("admin/orders/:orderId", "routes/admin/order.tsx"),
    route("admin/inquiries", "routes/admin/inquiries.tsx"),
    route("admin/inquiries/:inquiryId", "routes/admin/inquiry.tsx"),
    route("admin/catering", "routes/admin/catering.tsx"),
    route("admin/catering/:requestId", "routes/admin/catering-request.tsx"),
    route("admin/menu", "routes/admin/menu.tsx"),
    route("admin/modifiers", "routes/admin/modifiers.tsx"),
    route("admin/catering-menu", "routes/admin/catering-menu.tsx"),
    route("admin/catering-categories", "routes/admin/catering-categories.tsx"),
    route("admin/alerts", "routes/admin/alerts.tsx"),
    route("admin/expenses", "routes/admin/expenses.tsx"),
    route("admin/promotions", "routes/admin/promotions.tsx"),
    route("admin/hero", "routes/admin/hero.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/testimonials", "routes/admin/testimonials.tsx"),
    route("admin/benefits", "routes/admin/benefits.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/settings/site", "routes/admin/settings-site.tsx"),
    route("admin/settings/hours", "routes/admin/settings-hours.tsx"),
    route("admin/settings/notifications", "routes/admin/settings-notifications.tsx"),
    route("admin/settings/outbox", "routes/admin/settings-outbox.tsx"),
    route("admin/settings/texts", "routes/admin/settings-texts.tsx"),
    route("admin/settings/printers", "routes/admin/settings-printers.tsx"),
    route("admin/settings/payments", "routes/admin/settings-payments.tsx"),
    route("admin/settings/email", "routes/admin/settings-email.tsx"),
    route("admin/settings/admins", "routes/admin/settings-admins.tsx"),
    route("admin/settings/account", "routes/admin/settings-account.tsx"),
    route("admin/settings/activity", "routes/admin/settings-activity.tsx"),
    route("admin/*", "routes/admin/unknown.tsx"),
  ]),
] satisfies RouteConfig;
