import type { Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { EventBus } from "#server/adapters/events/types.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { RECONNECT_MS, createStreamSlots, createWaker } from "./stream-slots.ts";

/** Browser-facing names of the watched tables' change events. */
export const TABLE_EVENTS: Record<string, string> = {
  alerts: "alerts",
  store_hours: "store-hours",
  store_closures: "store-hours",
  site_settings: "settings",
  menu_items: "menu",
  menu_item_category: "menu",
  modifier_groups: "menu",
  modifiers: "menu",
  menu_item_modifier_groups: "menu",
  catering_menu_items: "catering-menu",
  catering_categories: "catering-menu",
  // an order paid, confirmed or ready changes the kitchen's queue: open carts ask for a new quote
  orders: "kitchen-queue",
};

export type EventStreamLimits = {
  /** Open streams one client address may hold (a few tabs). */
  perClient: number;
  /** Open streams this instance holds in all. */
  total: number;
  /** A stream is closed after this long; the browser reconnects on its own (EventSource). */
  maxAgeMs: number;
};

export const DEFAULT_EVENT_STREAM_LIMITS: EventStreamLimits = {
  perClient: 8,
  total: 2000,
  maxAgeMs: 10 * 60_000,
};

export { STREAMS_FULL_MESSAGE, TOO_MANY_STREAMS_MESSAGE } from "./stream-slots.ts";

/**
 * `GET /api/events`: a server-sent event stream that names what changed (alerts, store-hours,
 * settings); pages then fetch the fresh data. Streams end when the server begins to shut down.
 */
export function registerEventRoutes(
  app: Hono<HonoEnv>,
  deps: {
    events: EventBus;
    shutdown: AbortSignal;
    /** The client's address key (server/client-address.ts), for the per-address cap. */
    clientKey?: (c: Context<HonoEnv>) => string;
    limits?: Partial<EventStreamLimits>;
  },
): void {
  const limits = { ...DEFAULT_EVENT_STREAM_LIMITS, ...deps.limits };
  const slots = createStreamSlots(limits);

  app.get("/api/events", (c) => {
    const client = deps.clientKey?.(c) ?? "unknown";
    slots.check(client);
    const release = slots.take(client);
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    const closesAt = Date.now() + limits.maxAgeMs;
    return streamSSE(c, async (stream) => {
      const pending: string[] = [];
      const waker = createWaker();
      const unsubscribe = deps.events.subscribe((event) => {
        const name = TABLE_EVENTS[event.table];
        // One save touches several menu tables: the page needs to hear "menu" once.
        if (!name || pending.includes(name)) return;
        pending.push(name);
        waker.wake();
      });
      const stop = waker.wake;
      deps.shutdown.addEventListener("abort", stop);
      stream.onAbort(stop);
      try {
        await stream.writeSSE({ event: "ready", data: "{}", retry: RECONNECT_MS });
        while (!stream.aborted && !stream.closed && !deps.shutdown.aborted && Date.now() < closesAt) {
          while (pending.length > 0) {
            const name = pending.shift()!;
            await stream.writeSSE({ event: name, data: JSON.stringify({ at: Date.now() }) });
          }
          // A stop that came while writing must not wait for the next heartbeat.
          if (stream.aborted || deps.shutdown.aborted) break;
          await waker.sleep(closesAt);
          if (pending.length === 0 && !stream.aborted && !deps.shutdown.aborted) {
            await stream.write(": ping\n\n");
          }
        }
      } finally {
        release();
        unsubscribe();
        deps.shutdown.removeEventListener("abort", stop);
      }
    });
  });
}
