import type { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { EventBus } from "../adapters/events/types";
import type { HonoEnv } from "../http";

/** Browser-facing names of the watched tables' change events. */
export const TABLE_EVENTS: Record<string, string> = {
  alerts: "alerts",
  store_hours: "store-hours",
  site_settings: "settings",
};

const HEARTBEAT_MS = 30_000;

/**
 * `GET /api/events`: a server-sent event stream that names what changed (alerts, store-hours,
 * settings); pages then fetch the fresh data. Streams end when the server begins to shut down.
 */
export function registerEventRoutes(app: Hono<HonoEnv>, deps: { events: EventBus; shutdown: AbortSignal }): void {
  app.get("/api/events", (c) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const pending: string[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = deps.events.subscribe((event) => {
        const name = TABLE_EVENTS[event.table];
        if (!name) return;
        pending.push(name);
        wake?.();
      });
      const stop = () => wake?.();
      deps.shutdown.addEventListener("abort", stop);
      stream.onAbort(stop);
      try {
        await stream.writeSSE({ event: "ready", data: "{}" });
        while (!stream.aborted && !stream.closed && !deps.shutdown.aborted) {
          while (pending.length > 0) {
            const name = pending.shift()!;
            await stream.writeSSE({ event: name, data: JSON.stringify({ at: Date.now() }) });
          }
          // A stop that came while writing must not wait for the next heartbeat.
          if (stream.aborted || deps.shutdown.aborted) break;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          if (pending.length === 0 && !stream.aborted && !deps.shutdown.aborted) {
            await stream.write(": ping\n\n");
          }
        }
      } finally {
        unsubscribe();
        deps.shutdown.removeEventListener("abort", stop);
      }
    });
  });
}
