// What the two server-sent event streams (the site's change events and one order's progress)
// share: a cap on open streams per client address and in all, and the wait between writes that a
// change (or the stream's end) cuts short.
import { AppError } from "#server/errors.ts";
import { metrics } from "#server/metrics.ts";

const openStreams = metrics.gauge({
  name: "live_streams_open",
  help: "Server-sent event streams open on this instance (site changes, order progress).",
});

export const TOO_MANY_STREAMS_MESSAGE = "Too many live update connections from this address.";
export const STREAMS_FULL_MESSAGE = "Live updates are busy right now. Please try again shortly.";

/** A comment line sent this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 30_000;
/** What EventSource waits before reconnecting after the server closed the stream (ms). */
export const RECONNECT_MS = 3000;

export type StreamSlots = {
  /** Refuses a stream over either cap: 503 when this instance is full, 429 for one address. */
  check(client: string): void;
  /** Counts a stream as open; the answer releases it (once, however often it is called). */
  take(client: string): () => void;
};

export function createStreamSlots(limits: { perClient: number; total: number }): StreamSlots {
  const open = new Map<string, number>();
  let total = 0;
  return {
    check(client) {
      if (total >= limits.total) {
        throw new AppError("UNAVAILABLE", STREAMS_FULL_MESSAGE, { retryAfterSeconds: 30 });
      }
      if ((open.get(client) ?? 0) >= limits.perClient) {
        throw new AppError("RATE_LIMITED", TOO_MANY_STREAMS_MESSAGE, { retryAfterSeconds: 30 });
      }
    },
    take(client) {
      total += 1;
      openStreams.inc();
      open.set(client, (open.get(client) ?? 0) + 1);
      let counted = true;
      return () => {
        if (!counted) return;
        counted = false;
        total -= 1;
        openStreams.dec();
        const left = (open.get(client) ?? 1) - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      };
    },
  };
}

export type Waker = {
  /** Ends the current wait early (a change to send, the client gone, the server stopping). */
  wake: () => void;
  /** Waits until the next heartbeat, the stream's end at `closesAt`, or a wake, whichever is first. */
  sleep: (closesAt: number) => Promise<void>;
};

export function createWaker(): Waker {
  let wake: (() => void) | undefined;
  return {
    wake: () => wake?.(),
    async sleep(closesAt) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, Math.min(HEARTBEAT_MS, closesAt - Date.now())));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    },
  };
}
