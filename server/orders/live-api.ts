// `GET /api/orders/live?token=…` (or `session_id=…`): one order's state as a server-sent event
// stream, so the customer's confirmation page follows the kitchen (confirmed, ready, completed)
// without a reload. The order is reached only by its unguessable token or payment session id; the
// stream carries nothing but the order's state on both axes and the estimated ready time.
import type { Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { OrderHandle } from "#domain/checkout.ts";
import type { EventBus } from "#server/adapters/events/types.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { RECONNECT_MS, createStreamSlots, createWaker } from "#server/events/stream-slots.ts";
import { ORDER_NOT_FOUND_MESSAGE, readOrderProgress } from "./service.ts";

const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;
const SESSION = /^[\x21-\x7e]{1,255}$/;

export type OrderStreamLimits = { perClient: number; total: number; maxAgeMs: number };
const DEFAULT_LIMITS: OrderStreamLimits = { perClient: 4, total: 1000, maxAgeMs: 10 * 60_000 };

export function readLiveHandle(query: { token?: string; session_id?: string }): OrderHandle | null {
  if (query.session_id) return SESSION.test(query.session_id) ? { sessionId: query.session_id } : null;
  return query.token && TOKEN.test(query.token) ? { token: query.token } : null;
}

export function registerOrderLiveRoutes(
  app: Hono<HonoEnv>,
  deps: {
    db: Database;
    events: EventBus;
    shutdown: AbortSignal;
    clientKey?: (c: Context<HonoEnv>) => string;
    limits?: Partial<OrderStreamLimits>;
  },
): void {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const slots = createStreamSlots(limits);

  app.get("/api/orders/live", async (c) => {
    const handle = readLiveHandle({ token: c.req.query("token"), session_id: c.req.query("session_id") });
    if (!handle) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
    const client = deps.clientKey?.(c) ?? "unknown";
    slots.check(client);
    const first = await readOrderProgress(deps.db, handle);
    if (!first) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
    const release = slots.take(client);
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    const closesAt = Date.now() + limits.maxAgeMs;
    return streamSSE(c, async (stream) => {
      let dirty = false;
      const waker = createWaker();
      const unsubscribe = deps.events.subscribe((event) => {
        if (event.table !== "orders") return;
        dirty = true;
        waker.wake();
      });
      const stop = waker.wake;
      deps.shutdown.addEventListener("abort", stop);
      stream.onAbort(stop);
      let last = JSON.stringify(first);
      try {
        await stream.writeSSE({ event: "order", data: last, retry: RECONNECT_MS });
        while (!stream.aborted && !stream.closed && !deps.shutdown.aborted && Date.now() < closesAt) {
          if (dirty) {
            dirty = false;
            const now = await readOrderProgress(deps.db, handle);
            if (!now) break;
            const next = JSON.stringify(now);
            if (next !== last) {
              last = next;
              await stream.writeSSE({ event: "order", data: next });
            }
            continue;
          }
          if (stream.aborted || deps.shutdown.aborted) break;
          await waker.sleep(closesAt);
          if (!dirty && !stream.aborted && !deps.shutdown.aborted) await stream.write(": ping\n\n");
        }
      } finally {
        release();
        unsubscribe();
        deps.shutdown.removeEventListener("abort", stop);
      }
    });
  });
}
