import { Link } from "react-router";
import { ShoppingCart } from "lucide-react";
import { useCombinedCartCount } from "#app/lib/cart/cart-count.ts";

/**
 * Always-reachable way to the cart on long menus: fixed bottom-right, under the header's layer
 * and the toasts, which may cover it for their 5 seconds.
 */
export function FloatingCartButton() {
  const count = useCombinedCartCount();
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? `View Cart, ${count} item${count === 1 ? "" : "s"}` : "View Cart"}
      className="fixed bottom-5 right-5 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 py-3 pl-4 pr-5 font-semibold text-white shadow-lg shadow-brand-900/25 transition hover:bg-brand-700 motion-safe:hover:-translate-y-0.5 sm:bottom-8 sm:right-8"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      View Cart
      {count > 0 ? (
        <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-sm font-bold text-brand-700">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
