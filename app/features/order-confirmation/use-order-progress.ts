import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { OrderHandle, OrderProgress } from "#domain/checkout.ts";
import { reconnectDelay } from "#app/lib/live-events.ts";

function liveUrl(handle: OrderHandle): string {
  const params = new URLSearchParams(
    "token" in handle ? { token: handle.token } : { session_id: handle.sessionId },
  );
  return `/api/orders/live?${params.toString()}`;
}

/**
 * Follows the order's state while the confirmation page is open: the kitchen's steps show as they
 * happen. A change of payment or of the order's status (paid, cancelled, refunded) re-reads the page.
 */
export function useOrderProgress(handle: OrderHandle, initial: OrderProgress): OrderProgress {
  const [progress, setProgress] = useState(initial);
  const { revalidate } = useRevalidator();
  const url = liveUrl(handle);
  const initialKey = `${initial.status}|${initial.payment_status}`;

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      source = new EventSource(url);
      source.addEventListener("order", (event) => {
        attempt = 0;
        document.documentElement.dataset.orderLive = "ready";
        let next: OrderProgress;
        try {
          next = JSON.parse((event as MessageEvent<string>).data) as OrderProgress;
        } catch {
          return;
        }
        setProgress(next);
        if (`${next.status}|${next.payment_status}` !== initialKey) void revalidate();
      });
      source.onerror = () => {
        source?.close();
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
  }, [url, initialKey, revalidate]);

  return progress;
}
