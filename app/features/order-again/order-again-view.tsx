import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CircleAlert, LoaderCircle, ShoppingCart } from "lucide-react";
import { leftOutMessage, type Reorder } from "#domain/reorder.ts";
import { OrderLineItem } from "#app/components/ordering/order-line-item.tsx";
import { addCartLine, loadCartReader } from "#app/lib/cart/cart-store.ts";

type FillState = "filling" | "filled" | "failed";

/** Puts the rebuilt lines into the cart once; a reload of the page does not add them again. */
function useFillCart(reorder: Reorder): FillState {
  const location = useLocation();
  const navigate = useNavigate();
  const alreadyFilled = (location.state as { filled?: boolean } | null)?.filled === true;
  const [state, setState] = useState<FillState>(alreadyFilled ? "filled" : "filling");
  useEffect(() => {
    if (alreadyFilled) return;
    let cancelled = false;
    loadCartReader()
      .then(() => {
        if (cancelled) return;
        for (const line of reorder.lines) {
          addCartLine({
            itemId: line.itemId,
            title: line.title,
            basePrice: line.basePrice,
            quantity: line.quantity,
            image: line.image,
            modifiers: line.modifiers,
            specialInstructions: line.specialInstructions,
          });
        }
        setState("filled");
        // remembered in this history entry: a reload shows the page without adding again
        void navigate(`${location.pathname}${location.search}`, { replace: true, state: { filled: true } });
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [alreadyFilled, location.pathname, location.search, navigate, reorder]);
  return state;
}

const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 transition-colors hover:bg-brand-50";

/**
 * docs/product/03-ordering.md §3.10.1: the past order's lines in the cart at today's prices, and what was
 * left out.
 */
export function OrderAgainView({ reorder }: { reorder: Reorder }) {
  const state = useFillCart(reorder);
  const message = leftOutMessage(reorder.leftOut);
  const nothingBack = reorder.lines.length === 0;
  return (
    <div className="space-y-6">
      <div className="text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <ShoppingCart className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="mt-5 font-display text-3xl font-bold text-ink md:text-4xl">Order Again</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-stone-700" role="status">
          {state === "filling" ? (
            <span className="inline-flex items-center gap-2">
              <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
              Adding your items to the cart...
            </span>
          ) : state === "failed" ? (
            "We couldn't add your items to the cart. Please refresh the page to try again."
          ) : nothingBack ? (
            "None of the items from this order can be ordered right now."
          ) : (
            "Your items are in your cart at today's prices."
          )}
        </p>
      </div>
      {message ? (
        <p
          className="flex items-start gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="order-again-left-out"
        >
          <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>{message}</span>
        </p>
      ) : null}
      {nothingBack ? null : (
        <section
          aria-labelledby="order-again-items-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="order-again-items-heading" className="font-display text-xl font-bold text-ink">
            Added to your cart
          </h2>
          <ul className="mt-2 divide-y divide-stone-200">
            {reorder.lines.map((line, index) => (
              <OrderLineItem
                key={`${line.itemId}-${index}`}
                title={line.title}
                quantity={line.quantity}
                choices={line.modifiers.map((group) => ({
                  key: group.groupId,
                  groupName: group.groupName,
                  text: group.selectedOptions.map((option) => option.name).join(", "),
                }))}
                note={line.specialInstructions}
                totalCents={line.unitPrice * line.quantity}
              />
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {nothingBack ? (
          <Link to="/menu" className={primaryButton}>
            See the Menu
          </Link>
        ) : (
          <Link to="/cart" className={primaryButton}>
            Go to Cart
          </Link>
        )}
        <Link to="/" className={secondaryButton}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
