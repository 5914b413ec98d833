import { useEffect } from "react";
import { useRevalidator } from "react-router";

// Browser events of docs/product/02-public-pages.md §2.11, fired when the server says the data behind them
// changed.
export const STORE_HOURS_UPDATED_EVENT = "store-hours-updated";
export const SETTINGS_UPDATED_EVENT = "settings-updated";
export const ALERTS_UPDATED_EVENT = "alerts-updated";
/** The menu (items, categories, modifiers) or the catering menu changed: pages showing them reload. */
export const MENU_UPDATED_EVENT = "menu-updated";
export const CATERING_MENU_UPDATED_EVENT = "catering-menu-updated";
/**
 * An order was paid, confirmed or marked ready: a shown ready-time quote is asked again
 * (docs/product/03-ordering.md §3.14).
 */
export const KITCHEN_QUEUE_UPDATED_EVENT = "kitchen-queue-updated";

const SERVER_EVENTS: Record<string, string> = {
  alerts: ALERTS_UPDATED_EVENT,
  "store-hours": STORE_HOURS_UPDATED_EVENT,
  settings: SETTINGS_UPDATED_EVENT,
  menu: MENU_UPDATED_EVENT,
  "catering-menu": CATERING_MENU_UPDATED_EVENT,
  "kitchen-queue": KITCHEN_QUEUE_UPDATED_EVENT,
};

/** Realtime reconnect delays (docs/product/02-public-pages.md §2.11): 1, 2, 5, then every 10 seconds. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

/**
 * Keeps one server-sent event stream open while the page is open and turns its messages into the
 * browser events above. After a dropped connection it reconnects on the schedule of
 * docs/product/02-public-pages.md §2.11 and tells
 * every listener to refresh, since changes may have been missed meanwhile.
 */
export function useLiveEvents(): void {
  useEffect(() => {
    let source: EventSource | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let hadConnection = false;

    const connect = () => {
      source = new EventSource("/api/events");
      source.addEventListener("ready", () => {
        if (hadConnection) {
          for (const name of Object.values(SERVER_EVENTS)) window.dispatchEvent(new Event(name));
        }
        hadConnection = true;
        attempt = 0;
        // Lets tests and tools see that live updates are flowing.
        document.documentElement.dataset.live = "ready";
      });
      for (const [serverName, browserName] of Object.entries(SERVER_EVENTS)) {
        source.addEventListener(serverName, () => window.dispatchEvent(new Event(browserName)));
      }
      source.onerror = () => {
        source?.close();
        document.documentElement.dataset.live = "reconnecting";
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

/**
 * Reloads the page's data when the menu or the catering menu changes, so an open menu, home or
 * catering page shows what the owner just saved.
 */
export function useReloadOnMenuChange(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const reload = () => void revalidate();
    window.addEventListener(MENU_UPDATED_EVENT, reload);
    window.addEventListener(CATERING_MENU_UPDATED_EVENT, reload);
    return () => {
      window.removeEventListener(MENU_UPDATED_EVENT, reload);
      window.removeEventListener(CATERING_MENU_UPDATED_EVENT, reload);
    };
  }, [revalidate]);
}
