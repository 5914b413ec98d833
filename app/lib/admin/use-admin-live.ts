import { useEffect, useRef } from "react";
import { reconnectDelay } from "#app/lib/live-events.ts";
import { announceReconnected, markConnected, markOffline } from "./live-status.ts";

/**
 * The server sends a heartbeat every 10 s (server/admin/api.ts); a stream that says nothing for
 * this long is taken for dead, so a drop shows within 20 s even when the browser never notices it.
 */
export const STALE_STREAM_MS = 18_000;
const WATCH_EVERY_MS = 1000;

/**
 * Keeps the admin's event stream open while an admin page is open and calls `onChange` when
 * orders, catering requests or inquiries change; after a dropped connection it calls it once more,
 * since changes may have been missed (a page that missed events reloads, it does not trust its state).
 * A drop is noticed from the stream's error, the browser going offline, or the heartbeat's silence;
 * it shows as offline (live-status.ts) until the stream is back. Reconnects after 1, 2, 5, then
 * every 10 s, and at once when the browser says it is online again.
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
    let heardAt = Date.now();

    const dropAndRetry = (delay: number) => {
      source?.close();
      source = null;
      document.documentElement.dataset.adminLive = "reconnecting";
      markOffline(Date.now());
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(connect, delay);
    };
    const retryLater = () => {
      dropAndRetry(reconnectDelay(attempt));
      attempt += 1;
    };
    const connect = () => {
      clearTimeout(timer);
      source?.close();
      heardAt = Date.now();
      const current = new EventSource("/api/admin/events");
      source = current;
      const heard = () => {
        if (source === current) heardAt = Date.now();
      };
      current.addEventListener("ready", () => {
        heard();
        attempt = 0;
        document.documentElement.dataset.adminLive = "ready";
        // a page opened offline (the board kept for offline use) missed changes too
        const wasOffline = markConnected();
        if (hadConnection || wasOffline) {
          announceReconnected();
          latest.current("reconnected");
        }
        hadConnection = true;
      });
      current.addEventListener("heartbeat", heard);
      for (const name of ["orders", "catering-requests", "inquiries"]) {
        current.addEventListener(name, () => {
          heard();
          latest.current(name);
        });
      }
      current.onerror = () => {
        if (source === current) retryLater();
      };
    };

    // The heartbeat's silence: the line died without the browser telling.
    const watch = setInterval(() => {
      if (source && Date.now() - heardAt >= STALE_STREAM_MS) retryLater();
    }, WATCH_EVERY_MS);
    const wentOffline = () => retryLater();
    const cameOnline = () => {
      attempt = 0;
      connect();
    };
    window.addEventListener("offline", wentOffline);
    window.addEventListener("online", cameOnline);
    if (navigator.onLine === false) markOffline(Date.now());
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(watch);
      window.removeEventListener("offline", wentOffline);
      window.removeEventListener("online", cameOnline);
      source?.close();
    };
  }, []);
}
