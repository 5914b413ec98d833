import type { Route } from "./+types/cart";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { CartView } from "#app/features/cart/cart-view.tsx";
import { StoreStatusBadge } from "#app/components/store-status-badge.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { useSiteShell } from "#app/lib/site-shell.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicPageMeta(matches, {
    title: "Your Cart",
    description: "Review your order, then check out for pickup now or schedule it for later.",
    path: "/cart",
  }),
  // A visitor's own cart: nothing for a search engine.
  { name: "robots", content: "noindex" },
];

/** A failure of this page shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function CartPage() {
  // The business rules (tax rate, pickup and delivery) as the page holds them now.
  const { rules, tips } = useSiteShell();
  return (
    <>
      <div className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-end md:justify-between md:py-12">
          <div>
            <h1 className="font-display text-4xl font-bold text-ink md:text-5xl">Your Cart</h1>
            <p className="mt-3 text-lg text-stone-700">
              Check your order, then pay securely on the next page.
            </p>
          </div>
          <StoreStatusBadge className="self-start md:self-auto" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-10">
        <CartView rules={{ ...rules, tips }} />
      </div>
    </>
  );
}
