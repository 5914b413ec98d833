import type { Route } from "./+types/order-again";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { OrderAgainView } from "#app/features/order-again/order-again-view.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { readReorder } from "./order-again.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicPageMeta(matches, {
    title: "Order Again",
    description: "Your last order's items in your cart, at today's prices.",
    path: "/order-again",
  }),
  // One customer's order: never in a search index.
  { name: "robots", content: "noindex" },
];

/** docs/product/03-ordering.md §3.10.1: the order's lines rebuilt and priced on the server from its token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return readReorder(context, new URL(request.url));
}

/** A bad or unknown token is the site's 404 page, inside its header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function OrderAgainPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50/60 to-transparent">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <OrderAgainView reorder={loaderData} />
      </div>
    </div>
  );
}
