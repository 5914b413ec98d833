import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/catering";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { CateringPage } from "#app/features/catering/catering-page.tsx";
import { answerOrNetworkError } from "#app/lib/api-error.ts";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { readCateringMenu, readCateringTiming, submitQuoteRequest } from "./catering.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "Catering Services",
    description:
      "Caribbean and American catering for weddings, corporate events and parties: order party trays online or request a custom quote.",
    path: "/catering",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [menu, rules] = await Promise.all([
    readCateringMenu(context.db, context.log),
    readCateringTiming(context.db),
  ]);
  return { menu: menu.ok ? menu.menu : null, rules, publicUrl: context.config.publicUrl };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitQuoteRequest(context, request);
}

/** A post that never got an answer (offline, a proxy's error page) is an error to show, not a crash. */
export function clientAction(args: Route.ClientActionArgs) {
  return answerOrNetworkError(args);
}

// The quote form's answer must not reload the menu: the page keeps its cart tab and its refresh.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

/** A failure of this page shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function Catering({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CateringPage
      menu={loaderData.menu}
      rules={loaderData.rules}
      publicUrl={loaderData.publicUrl}
      actionData={actionData}
    />
  );
}
