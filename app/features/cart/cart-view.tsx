import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { ArrowLeft, ShoppingBag } from "lucide-react";
import { notify } from "#app/lib/notify.tsx";
import { CheckoutPanel, type CheckoutRules } from "./checkout-panel.tsx";
import { CartLineItem } from "./cart-line-item.tsx";
import { useCart, useCateringCart } from "#app/lib/cart/cart-store.ts";
import { CateringLines } from "./catering-lines.tsx";
import { ReadyQuoteNotice } from "#app/components/ready-quote-notice.tsx";

type TabValue = "regular" | "catering";

const TABS: { value: TabValue; label: string }[] = [
  { value: "regular", label: "Regular Items" },
  { value: "catering", label: "Catering Items" },
];

function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ShoppingBag className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold text-ink">Your cart is empty</h2>
      <p className="mt-2 text-stone-700">
        Add a few favourites from the menu, or plan food for your next event.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link
          to="/menu"
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
        >
          Order Food
        </Link>
        <Link
          to="/catering"
          className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
        >
          View Catering Options
        </Link>
      </div>
    </div>
  );
}

/** The cart page's body (docs/product/03-ordering.md §3.5): tabs of the two carts, or the empty cart. */
export function CartView({ rules }: { rules: CheckoutRules & { timeZone: string } }) {
  const cart = useCart();
  const catering = useCateringCart();
  const [chosen, setChosen] = useState<TabValue | null>(null);
  const linesHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasLoadError = cart?.loadError ?? false;

  useEffect(() => {
    // A regular cart that cannot be read (docs/product/03-ordering.md §3.4).
    if (hasLoadError) notify.error("Error loading cart");
  }, [hasLoadError]);

  if (!cart || !catering) {
    return <p className="py-16 text-center text-stone-600">Loading cart...</p>;
  }
  const counts: Record<TabValue, number> = { regular: cart.lines.length, catering: catering.length };
  if (counts.regular === 0 && counts.catering === 0) return <EmptyCart />;

  const fallback: TabValue = counts.regular > 0 ? "regular" : "catering";
  const active = chosen && counts[chosen] > 0 ? chosen : fallback;

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const other: TabValue = active === "regular" ? "catering" : "regular";
    if (counts[other] === 0) return;
    setChosen(other);
    document.getElementById(`cart-tab-${other}`)?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label="Cart"
        className="flex w-full rounded-full bg-stone-100 p-1 sm:inline-flex sm:w-auto"
      >
        {TABS.map((tab) => {
          const isSelected = tab.value === active;
          const isEmpty = counts[tab.value] === 0;
          return (
            <button
              key={tab.value}
              id={`cart-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`cart-panel-${tab.value}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={isEmpty}
              onClick={() => setChosen(tab.value)}
              onKeyDown={onTabKeyDown}
              className={`inline-flex min-h-10 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold transition-colors sm:flex-none sm:gap-2 sm:whitespace-nowrap sm:px-5 ${
                isSelected ? "bg-white text-ink shadow-sm" : "text-stone-700 hover:text-ink"
              } disabled:cursor-not-allowed disabled:text-stone-500`}
            >
              {tab.label}
              <span
                className={`rounded-full px-1.5 py-0.5 text-xs tabular-nums sm:px-2 ${
                  isSelected ? "bg-brand-600 text-white" : "bg-stone-200 text-stone-700"
                }`}
              >
                {counts[tab.value]}
              </span>
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`cart-panel-${active}`}
        aria-labelledby={`cart-tab-${active}`}
        className="mt-6"
      >
        {active === "regular" ? (
          // One column no wider than the screen on a phone: an auto column would grow to the lines' widest row.
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
            <section
              aria-labelledby="cart-lines-heading"
              className="rounded-2xl border border-stone-200 bg-white px-5 shadow-sm sm:px-6"
            >
              <h2
                id="cart-lines-heading"
                ref={linesHeadingRef}
                tabIndex={-1}
                className="border-b border-stone-200 py-4 font-display text-xl font-bold text-ink focus:outline-none"
              >
                Items in Your Cart
              </h2>
              <ul className="divide-y divide-stone-200">
                {cart.lines.map((line) => (
                  <CartLineItem
                    key={line.lineId}
                    line={line}
                    // A removed line takes its button with it: focus moves to the list's heading.
                    onRemoved={() => requestAnimationFrame(() => linesHeadingRef.current?.focus())}
                  />
                ))}
              </ul>
              <div className="border-t border-stone-200 py-4">
                <Link
                  to="/menu"
                  className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                  Continue Shopping
                </Link>
              </div>
            </section>
            <div>
              <ReadyQuoteNotice className="mb-4" />
              <CheckoutPanel lines={cart.lines} rules={rules} />
            </div>
          </div>
        ) : (
          // The owner's minimum notice is checked by the server, which names the field when it applies.
          <CateringLines lines={catering} rules={{ timeZone: rules.timeZone, minNoticeHours: null }} />
        )}
      </div>
    </>
  );
}
