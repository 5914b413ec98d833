// The ready time quoted at checkout for an order placed for now, and kept on the order
// (docs/product.md §3.14): the confirmation page, its email and the board's Confirm read it back.
import { eq } from "drizzle-orm";
import type { ReadyQuote } from "#domain/ready-quote.ts";
import type { Executor } from "#server/db/client.ts";
import { orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { quoteForLines } from "#server/orders/quote-service.ts";

export type StoredQuote = Extract<ReadyQuote, { kind: "quote" }>;

/**
 * The quote for the priced lines, or a refusal in the product's words (docs/product.md §3.14): a closed store, or an order
 * that could not be ready before closing. Staff on the phone are not held back by a pause.
 */
export async function quoteOrder(
  db: Executor,
  lines: readonly { menuItemId: string; quantity: number }[],
  options: { now: Date; ignorePause: boolean },
): Promise<StoredQuote> {
  const quote = await quoteForLines(
    db,
    lines.map((line) => ({ itemId: line.menuItemId, quantity: line.quantity })),
    { now: options.now, ignorePause: options.ignorePause },
  );
  if (quote.kind !== "quote") {
    throw new AppError("CONFLICT", quote.message, { fields: { scheduled: "Please schedule your order" } });
  }
  return quote;
}

export async function storeQuote(db: Executor, orderId: string, quote: StoredQuote): Promise<void> {
  await db
    .update(orders)
    .set({
      quoted_ready_at: new Date(quote.readyAtMs),
      quoted_minutes: quote.minutes,
      quoted_orders_ahead: quote.ordersAhead,
    })
    .where(eq(orders.id, orderId));
}
