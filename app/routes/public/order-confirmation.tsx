import type { Route } from "./+types/order-confirmation";
import { ConfirmationView } from "~/features/order-confirmation/confirmation-view";
import { publicPageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicPageMeta(matches, {
    title: "Order Confirmation",
    description: "Your order's number, items, total and pickup or delivery details.",
    path: "/order-confirmation",
  }),
  // One customer's order: never in a search index.
  { name: "robots", content: "noindex" },
];

export default function OrderConfirmationPage() {
  return (
    <div className="bg-gradient-to-b from-brand-50/60 to-transparent">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <ConfirmationView />
      </div>
    </div>
  );
}
