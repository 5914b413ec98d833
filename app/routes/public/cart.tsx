import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/cart";
import type { PublicLayoutData } from "./layout";
import { CartView } from "~/features/cart/cart-view";
import { StoreStatusBadge } from "~/features/store-status/store-status-badge";
import { publicPageMeta } from "~/lib/page-meta";
import { DEFAULT_TAX_RATE_PERCENT } from "../../../domain/money";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicPageMeta(matches, {
    title: "Your Cart",
    description: "Review your order, then check out for pickup now or schedule it for later.",
    path: "/cart",
  }),
  // A visitor's own cart: nothing for a search engine.
  { name: "robots", content: "noindex" },
];

export default function CartPage() {
  // The layout already read the business rules (tax rate, pickup and delivery) for this page.
  const layout = useRouteLoaderData<PublicLayoutData>("routes/public/layout");
  const rules = {
    taxRatePercent: layout?.shell.rules.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT,
    pickupEnabled: layout?.shell.rules.pickupEnabled ?? true,
    deliveryEnabled: layout?.shell.rules.deliveryEnabled ?? false,
  };
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
        <CartView rules={rules} />
      </div>
    </>
  );
}
