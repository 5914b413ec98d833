// The ready time quoted at checkout for an order placed for now, and kept on the order
// (docs/product/03-ordering.md §3.14): the confirmation page, its email and the board's Confirm read it back.
import type { ReadyQuote } from "#domain/ready-quote.ts";
import type { Executor } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { liveQueueFrom, quoteContextFrom, quoteFromLiveQueue } from "#server/orders/quote-service.ts";
import type { CheckoutSnapshot } from "./snapshot.ts";
import type { NewOrder } from "./store-order.ts";

export type StoredQuote = Extract<ReadyQuote, { kind: "quote" }>;

/**
 * The quote for the priced lines, from the checkout's snapshot (the kitchen's figures are kept per
 * database), or a refusal in the product's words (docs/product/03-ordering.md §3.14): a closed store, or an
 * order that could not be ready before closing. Staff on the phone are not held back by a pause.
 */
export async function quoteOrder(
  db: Executor,
  snapshot: CheckoutSnapshot,
  lines: readonly { menuItemId: string; quantity: number }[],
  options: { now: Date; ignorePause: boolean },
): Promise<StoredQuote> {
  const context = await quoteContextFrom(
    db,
    { values: snapshot.settings, hours: { hours: snapshot.hours, closures: snapshot.closures } },
    options.now,
  );
  const live = liveQueueFrom(context, snapshot.openOrders, snapshot.recentReadyAtMs, options.now);
  const quote = quoteFromLiveQueue(
    live,
    lines.map((line) => ({ itemId: line.menuItemId, quantity: line.quantity })),
    options,
  );
  if (quote.kind !== "quote") {
    throw new AppError("CONFLICT", quote.message, { fields: { scheduled: "Please schedule your order" } });
  }
  return quote;
}

/** The quote's columns (empty for a scheduled order), stored with the order's own insert. */
export function quoteColumns(
  quote: StoredQuote | null,
): Required<Pick<NewOrder, "quoted_ready_at" | "quoted_minutes" | "quoted_orders_ahead">> {
  if (!quote) return { quoted_ready_at: null, quoted_minutes: null, quoted_orders_ahead: null };
  return {
    quoted_ready_at: new Date(quote.readyAtMs),
    quoted_minutes: quote.minutes,
    quoted_orders_ahead: quote.ordersAhead,
  };
}
