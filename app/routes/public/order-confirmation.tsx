import type { Route } from "./+types/order-confirmation";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import type { OrderConfirmation } from "#domain/checkout.ts";
import { ORDER_FETCH_FAILED_MESSAGE, readWithRetries } from "#domain/order-retrieval.ts";
import { Deferred } from "#app/components/deferred.tsx";
import {
  ConfirmationLoading,
  ConfirmationView,
} from "#app/features/order-confirmation/confirmation-view.tsx";
import { CancelResultToast } from "#app/features/order-confirmation/cancel-order-dialog.tsx";
import { answerOrNetworkError } from "#app/lib/api-error.ts";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { cancelOrderFromPage, readConfirmation } from "./order-confirmation.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicPageMeta(matches, {
    title: "Order Confirmation",
    description: "Your order's number, items, total and pickup or delivery details.",
    path: "/order-confirmation",
  }),
  // One customer's order: never in a search index.
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { confirmation: await readConfirmation(context, new URL(request.url)) };
}

/**
 * A client-side visit (or the reload after a cancellation) shows the loading view at once; a read
 * that gets no answer (offline, a proxy's error page) is tried again (docs/product/03-ordering.md §3.10).
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const confirmation = readWithRetries<OrderConfirmation>({
    read: async () => ({ ok: true, value: (await serverLoader()).confirmation }),
    isIncomplete: () => false,
  }).then((result): OrderConfirmation =>
    result.ok ? result.value : { view: "error", message: ORDER_FETCH_FAILED_MESSAGE },
  );
  return { confirmation };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cancelOrderFromPage(context, request);
}

/** A cancellation that gets no answer is an error to show in the dialog, not a crash of the page. */
export function clientAction(args: Route.ClientActionArgs) {
  return answerOrNetworkError(args);
}

/** A failure of this page shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { confirmation } = loaderData as { confirmation: OrderConfirmation | Promise<OrderConfirmation> };
  return (
    <div className="bg-gradient-to-b from-brand-50/60 to-transparent">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <CancelResultToast />
        <Deferred value={confirmation} fallback={<ConfirmationLoading />}>
          {(value) => <ConfirmationView confirmation={value} />}
        </Deferred>
      </div>
    </div>
  );
}
