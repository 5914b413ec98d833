import type { Route } from "./+types/catering-confirmation";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { CateringConfirmationView } from "#app/features/catering/confirmation-view.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { readCateringConfirmation } from "./catering-confirmation.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...publicPageMeta(matches, {
    title: "Catering Order Confirmation",
    description: "Your catering order: event details, order summary and what happens next.",
    path: "/catering-confirmation",
  }),
  // One customer's order: nothing for a search engine.
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    confirmation: await readCateringConfirmation(context, url),
    sessionId: url.searchParams.get("session_id"),
  };
}

/** A failure of this page shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function CateringConfirmation({ loaderData }: Route.ComponentProps) {
  return <CateringConfirmationView confirmation={loaderData.confirmation} sessionId={loaderData.sessionId} />;
}
