import { isUuid } from "#domain/uuid.ts";
import { useEffect, useMemo, useState } from "react";
import { Timer } from "lucide-react";
import { useCart } from "#app/lib/cart/cart-store.ts";
import { KITCHEN_QUEUE_UPDATED_EVENT } from "#app/lib/live-events.ts";
import { useOrderingPause } from "#app/lib/ordering-pause.ts";
import { useStoreStatus } from "#app/lib/store-status.tsx";
import type { QuoteAnswer } from "#server/orders/quote-api.ts";

/** Asked again at least this often: time passes in the kitchen even when no order changes. */
const REFRESH_MS = 60_000;

/**
 * "Ready in about 25 min (3 orders ahead)" for the cart's dishes ordered for now (docs/product/03-ordering.md
 * §3.14), asked again whenever the kitchen's queue changes. Nothing while the store is closed or
 * paused (the closed notice speaks then), nor for a cart of scheduled lines only. `whenEmpty`: the
 * order page quotes an empty cart too (a small order), the cart page does not.
 */
export function ReadyQuoteNotice({
  whenEmpty = false,
  className = "",
}: {
  whenEmpty?: boolean;
  className?: string;
}) {
  const cart = useCart();
  const { isOpen, isLoading } = useStoreStatus();
  const pause = useOrderingPause();
  // Lines of dishes the menu could know: a stored line with a malformed id is left to the cart's own checks.
  const nowLines = useMemo(
    () => (cart?.lines ?? []).filter((line) => !line.scheduled && isUuid(line.itemId)),
    [cart],
  );
  const items = nowLines.map((line) => `${line.itemId}:${line.quantity}`).join(",");
  const hasScheduledOnly = (cart?.lines.length ?? 0) > 0 && nowLines.length === 0;
  const wanted =
    cart !== null &&
    isOpen &&
    !isLoading &&
    !pause.isPaused &&
    !hasScheduledOnly &&
    (whenEmpty || items !== "");
  const [answer, setAnswer] = useState<QuoteAnswer | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = new AbortController();
    const ask = () => {
      current.abort();
      current = new AbortController();
      fetch(`/api/ready-quote?items=${encodeURIComponent(items)}`, { signal: current.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ quote: QuoteAnswer }>) : null))
        .then((body) => {
          if (body) setAnswer(body.quote);
        })
        .catch(() => {
          // an aborted or failed ask leaves the last quote shown; the next change asks again
        });
    };
    ask();
    const timer = setInterval(ask, REFRESH_MS);
    window.addEventListener(KITCHEN_QUEUE_UPDATED_EVENT, ask);
    return () => {
      current.abort();
      clearInterval(timer);
      window.removeEventListener(KITCHEN_QUEUE_UPDATED_EVENT, ask);
    };
  }, [wanted, items]);

  const box = `flex items-center gap-2 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm font-semibold text-ink shadow-sm ${className}`;
  if (!wanted || !answer || answer.kind === "paused") {
    // The order page keeps the notice's place while its first quote is asked for (the page is sent
    // before the visitor's cart is known), so the menu below does not jump when the quote arrives.
    const mayQuote = whenEmpty && isOpen && !isLoading && !pause.isPaused && !hasScheduledOnly;
    if (mayQuote && !answer && (cart === null || wanted)) {
      return (
        <p aria-hidden="true" className={`invisible ${box}`}>
          <Timer className="h-5 w-5 shrink-0" />
          &nbsp;
        </p>
      );
    }
    return null;
  }
  return (
    <p role="status" data-testid="ready-quote" className={box}>
      <Timer className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      {answer.kind === "quote" ? answer.text : answer.message}
    </p>
  );
}
