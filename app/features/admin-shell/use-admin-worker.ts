import { useEffect } from "react";
import { ADMIN_SCOPE, ADMIN_WORKER_PATH } from "#domain/admin-app.ts";

/**
 * Registers the admin's service worker (docs/product/06-admin.md §6.4) once the admin's frame is shown: it
 * keeps the order board for offline use. Built pages only: in development Vite serves modules that
 * change on every save, which a kept copy would hide. Public pages never load this.
 */
export function useAdminWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register(ADMIN_WORKER_PATH, { scope: ADMIN_SCOPE, updateViaCache: "none" })
      .catch(() => {
        // Private windows and some browsers refuse workers: the admin works as before, online.
      });
  }, []);
}
