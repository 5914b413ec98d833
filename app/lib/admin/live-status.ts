// Whether the admin's live stream is connected, shared by the stream (use-admin-live.ts), the
// offline banner and the order board, which asks for what it missed once the stream is back
// (docs/product/06-admin.md §6.4). One store per tab: the admin layout holds the one stream.
import { useSyncExternalStore } from "react";

export type LiveStatus = {
  /** When this tab lost the stream (ms since 1970), or null while it is connected. */
  offlineSince: number | null;
};

let status: LiveStatus = { offlineSince: null };
const watchers = new Set<() => void>();
const reconnectWatchers = new Set<() => void>();

function publish(next: LiveStatus): void {
  status = next;
  for (const watcher of watchers) watcher();
}

/** The stream is gone (an error, the browser offline, or no word from the server): keeps the first moment. */
export function markOffline(at: number): void {
  if (status.offlineSince !== null) return;
  publish({ offlineSince: at });
}

/** The stream is connected; the answer says whether this tab had been offline until now. */
export function markConnected(): boolean {
  const wasOffline = status.offlineSince !== null;
  if (wasOffline) publish({ offlineSince: null });
  return wasOffline;
}

/** After a reconnection (the stream was lost, then came back). */
export function announceReconnected(): void {
  for (const watcher of reconnectWatchers) watcher();
}

/** Calls `listener` at once, in the stream's own event, each time the stream comes back. */
export function onReconnected(listener: () => void): () => void {
  reconnectWatchers.add(listener);
  return () => reconnectWatchers.delete(listener);
}

function subscribe(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

const serverStatus: LiveStatus = { offlineSince: null };

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => serverStatus,
  );
}
