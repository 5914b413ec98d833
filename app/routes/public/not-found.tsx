import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";

// Any address the site does not have: a 404 inside the site's header and footer.

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...publicPageMeta(matches, {
    title: "Page Not Found",
    description: "The page you are looking for does not exist.",
    path: location.pathname,
  }),
  { name: "robots", content: "noindex" },
];

export function loader(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export const ErrorBoundary = RouteErrorBoundary;

export default function NotFound() {
  return null;
}
