// What the admin's service worker does with a phone alert (docs/product/08-text-messages.md §8, Phone
// alerts): shows it, even with
// every admin tab closed, and a tap opens the order (or focuses an admin window already on it). Kept as
// one piece of plain worker code, carried by the admin's service worker (server/admin-app).

/** The push handlers, as service worker source. Only same-site /admin addresses are ever opened. */
export const PUSH_WORKER_HANDLERS = `
// Phone alerts (docs/product/08-text-messages.md §8, Phone alerts)
self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch (error) {
    alert = {};
  }
  const text = (value, fallback) => (typeof value === "string" && value ? value.slice(0, 200) : fallback);
  const url = typeof alert.url === "string" && /^\\/admin(\\/|$)/.test(alert.url) ? alert.url : "/admin/orders";
  event.waitUntil(
    self.registration.showNotification(text(alert.title, "New order"), {
      body: text(alert.body, ""),
      tag: text(alert.tag, "order"),
      renotify: true,
      requireInteraction: true,
      icon: "/admin/icon-192.png",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data && typeof event.notification.data.url === "string" ? event.notification.data.url : "/admin/orders";
  const target = new URL(/^\\/admin(\\/|$)/.test(path) ? path : "/admin/orders", self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
`;
