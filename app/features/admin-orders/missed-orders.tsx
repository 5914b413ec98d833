import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { History, X } from "lucide-react";
import { formatUsd } from "#domain/money.ts";
import { onReconnected } from "#app/lib/admin/live-status.ts";
import { laterArrivalCursor, type Arrivals, type ArrivedOrder } from "#domain/arrival-cursor.ts";

/** How many pages of arrivals one reconnection reads at most (100 orders a page). */
const MAX_PAGES = 10;

async function readArrivalsSince(cursor: string): Promise<{ orders: ArrivedOrder[]; cursor: string }> {
  const found: ArrivedOrder[] = [];
  let from = cursor;
  for (let page = 0; page < MAX_PAGES; page++) {
    const response = await fetch(`/api/admin/orders/arrivals?since=${encodeURIComponent(from)}`, {
      headers: { Accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`arrivals answered ${response.status}`);
    const answer = (await response.json()) as Arrivals;
    found.push(...answer.orders);
    from = answer.cursor;
    if (!answer.more) break;
  }
  return { orders: found, cursor: from };
}

/**
 * After the live stream comes back, asks the server for every order that arrived after the last
 * one this board saw (its cursor, from the board's loader) and keeps them, each once, to tell the
 * staff. The board's list and the alarm are re-read from the server at the same time (the admin
 * layout's reload), so the orders themselves show there whatever happens here.
 */
export function useMissedOrders(cursor: string): { missed: ArrivedOrder[]; dismiss: () => void } {
  const seen = useRef(cursor);
  const [missed, setMissed] = useState<ArrivedOrder[]>([]);

  // A fresh read of the board has seen everything up to its cursor.
  useEffect(() => {
    seen.current = laterArrivalCursor(seen.current, cursor);
  }, [cursor]);

  useEffect(() => {
    let active = true;
    const stop = onReconnected(() => {
      // read now, in the stream's own event, before the reload moves the cursor on
      const from = seen.current;
      readArrivalsSince(from)
        .then((answer) => {
          if (!active) return;
          seen.current = laterArrivalCursor(seen.current, answer.cursor);
          if (answer.orders.length === 0) return;
          setMissed((shown) => {
            const known = new Set(shown.map((order) => order.id));
            return [...shown, ...answer.orders.filter((order) => !known.has(order.id))];
          });
        })
        .catch(() => {
          // the stream will drop and come back again; the board's own reload shows the orders
        });
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  return { missed, dismiss: () => setMissed([]) };
}

/** "While the board was offline, 3 orders arrived": each with its number, customer and total. */
export function MissedOrdersNotice({ orders, onDismiss }: { orders: ArrivedOrder[]; onDismiss: () => void }) {
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="missed-orders-title"
      data-testid="missed-orders"
      className="rounded-xl border border-stone-300 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="missed-orders-title" className="flex items-center gap-2 text-base font-bold text-ink">
          <History aria-hidden="true" className="size-5 text-brand-700" />
          {orders.length === 1
            ? "While the board was offline, 1 order arrived"
            : `While the board was offline, ${orders.length} orders arrived`}
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Close the list of orders that arrived while offline"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul className="mt-2 space-y-1 text-sm">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={`/admin/orders/${order.id}`}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              #{order.number}
            </Link>{" "}
            {order.customerName}, {formatUsd(order.total)}
            {order.needsAction ? " (waiting for the kitchen)" : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
