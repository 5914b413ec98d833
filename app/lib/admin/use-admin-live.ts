import { useEffect, useRef } from "react";
import { reconnectDelay } from "#app/lib/live-events.ts";

/**
 * Keeps the admin's event stream open while an admin page is open and calls `onChange` when
 * orders, catering requests or inquiries change; after a dropped connection it calls it once more,
 * since changes may have been missed (a page that missed events reloads, it does not trust its state).
 */
export function useAdminLive(onChange: (what: string) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    let source: EventSource | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let hadConnection = false;
    const connect = () => {
      source = new EventSource("/api/admin/events");
      source.addEventListener("ready", () => {
        if (hadConnection) latest.current("reconnected");
        hadConnection = true;
        attempt = 0;
        document.documentElement.dataset.adminLive = "ready";
      });
      for (const name of ["orders", "catering-requests", "inquiries"]) {
        source.addEventListener(name, () => latest.current(name));
      }
      source.onerror = () => {
        source?.close();
        document.documentElement.dataset.adminLive = "reconnecting";
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);
}
