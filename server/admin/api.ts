// The admin area's JSON and stream endpoints. Page forms post to their routes' actions
// (docs/decisions/006); only what no form sends lives here. Each handler authorises itself.
import type { Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { EventBus } from "#server/adapters/events/types.ts";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { requireAdminForApi } from "#server/auth/require-admin.ts";
import { AppError } from "#server/errors.ts";
import type { BoardCounter } from "#server/texts/board-watch.ts";
import { latestArrivalCursor, listArrivalsSince, parseArrivalCursor } from "#server/orders/arrivals.ts";
import type { Arrivals } from "#domain/arrival-cursor.ts";

/** The tables the admin watches live, and the event names the admin pages listen for. */
export const ADMIN_TABLE_EVENTS: Record<string, string> = {
  orders: "orders",
  catering_requests: "catering-requests",
  inquiries: "inquiries",
};

/**
 * A `heartbeat` event this often tells an open board its stream is alive: a board that hears
 * nothing for 18 s takes the stream for dead and reconnects (docs/product/06-admin.md §6.4).
 */
export const ADMIN_HEARTBEAT_MS = 10_000;

export const UNREADABLE_CURSOR_MESSAGE =
  "The board's last seen order could not be read. Reload the page to start again.";

type AdminApiDeps = {
  db: Database;
  events: EventBus;
  shutdown: AbortSignal;
  boards?: BoardCounter | undefined;
  /** Only tests change it. */
  heartbeatMs?: number;
};

function readSessionOf(c: Context<HonoEnv>) {
  const read = c.get("readSession");
  // The admin middleware gives every /api/admin request its reader; without it nobody is signed in.
  if (!read) throw new AppError("UNAUTHENTICATED", "Auth session missing!");
  return read;
}

export function registerAdminApiRoutes(app: Hono<HonoEnv>, deps: AdminApiDeps): void {
  const heartbeatMs = deps.heartbeatMs ?? ADMIN_HEARTBEAT_MS;
  /**
   * `GET /api/admin/events`: names the admin tables that changed (new or paid orders, catering
   * requests, inquiries) while an admin page is open; the page then reloads its data.
   */
  app.get("/api/admin/events", async (c) => {
    await requireAdminForApi(deps.db, readSessionOf(c));
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      // every admin page, the order board among them, holds this stream: it counts as a connected
      // board for the board-offline watch (docs/product/08-text-messages.md §8)
      const leave = deps.boards?.connect();
      const pending: string[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = deps.events.subscribe((event) => {
        const name = ADMIN_TABLE_EVENTS[event.table];
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
            await stream.writeSSE({ event: pending.shift()!, data: JSON.stringify({ at: Date.now() }) });
          }
          if (stream.aborted || deps.shutdown.aborted) break;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, heartbeatMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
          // a named event, not a comment: the page's EventSource sees it and knows the line is alive
          if (pending.length === 0 && !stream.aborted)
            await stream.writeSSE({ event: "heartbeat", data: JSON.stringify({ at: Date.now() }) });
        }
      } finally {
        leave?.();
        unsubscribe();
        deps.shutdown.removeEventListener("abort", stop);
      }
    });
  });

  /**
   * `GET /api/admin/orders/arrivals?since=<cursor>`: the orders that reached the kitchen after the
   * last one a board saw, oldest first, each once (server/orders/arrivals.ts). A board asks after
   * its live stream came back, so it can tell the staff what arrived while it was offline. Without
   * `since`: no orders, and the cursor of the latest one.
   */
  app.get("/api/admin/orders/arrivals", async (c) => {
    await requireAdminForApi(deps.db, readSessionOf(c));
    const since = c.req.query("since");
    c.header("Cache-Control", "no-store");
    // without a cursor: where the orders stand now, for a board that has seen none yet
    if (since === undefined) {
      const arrivals: Arrivals = { orders: [], cursor: await latestArrivalCursor(deps.db), more: false };
      return c.json(arrivals);
    }
    const cursor = parseArrivalCursor(since);
    if (!cursor) throw new AppError("BAD_REQUEST", UNREADABLE_CURSOR_MESSAGE);
    return c.json(await listArrivalsSince(deps.db, cursor));
  });
}
