// `GET /api/ready-quote?items=<dish id>:<quantity>,…`: the ready time an order for now of these
// dishes would be quoted (docs/product/03-ordering.md §3.14). The cart and order pages ask again whenever the
// kitchen's queue changes (the `kitchen-queue` event of /api/events). Nothing about other orders is
// told beyond how many are ahead.
import type { Hono } from "hono";
import { describeQuote } from "#domain/ready-quote.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { quoteForLines } from "./quote-service.ts";

const MAX_LINES = 50;
const LINE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,2})$/i;
export const QUOTE_ITEMS_MESSAGE = "Send the cart's dishes as id:quantity, separated by commas.";

export type QuoteAnswer =
  | { kind: "quote"; minutes: number; ordersAhead: number; readyAt: string; text: string }
  | { kind: "closed" | "paused"; message: string };

/** The cart's lines from the query, or null when they are not id:quantity pairs (1 to 99, at most 50). */
export function parseQuoteItems(value: string | undefined): { itemId: string; quantity: number }[] | null {
  const parts = (value ?? "").split(",").filter((part) => part !== "");
  if (parts.length > MAX_LINES) return null;
  const lines: { itemId: string; quantity: number }[] = [];
  for (const part of parts) {
    const match = LINE.exec(part);
    const quantity = Number(match?.[2]);
    if (!match || quantity < 1 || quantity > 99) return null;
    lines.push({ itemId: match[1]!.toLowerCase(), quantity });
  }
  return lines;
}

export function registerQuoteRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/ready-quote", async (c) => {
    const lines = parseQuoteItems(c.req.query("items"));
    if (!lines)
      throw new AppError("VALIDATION", QUOTE_ITEMS_MESSAGE, { fields: { items: QUOTE_ITEMS_MESSAGE } });
    const quote = await quoteForLines(deps.db, lines);
    c.header("Cache-Control", "no-store");
    const answer: QuoteAnswer =
      quote.kind === "quote"
        ? {
            kind: "quote",
            minutes: quote.minutes,
            ordersAhead: quote.ordersAhead,
            readyAt: new Date(quote.readyAtMs).toISOString(),
            text: describeQuote(quote),
          }
        : { kind: quote.kind, message: quote.message };
    return c.json({ quote: answer });
  });
}
