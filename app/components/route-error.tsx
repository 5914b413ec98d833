import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export function describeRouteError(error: unknown): { title: string; details: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return { title: "Page not found", details: "The page you are looking for does not exist." };
    }
    if (error.status === 403) {
      return { title: "Not allowed", details: "This page is not available to you." };
    }
    return {
      title: `Error ${error.status}`,
      details: error.statusText || "An unexpected error occurred. Please refresh the page to try again.",
    };
  }
  return {
    title: "Something went wrong",
    details: "An unexpected error occurred. Please refresh the page to try again.",
  };
}

/**
 * The one error view of every route: exported as `ErrorBoundary` by the root (errors outside any
 * page) and by each page, so a page's failure shows inside the site's header and footer. The page's
 * own meta names the document; the root, which has none, adds a title itself.
 */
export function RouteErrorBoundary() {
  const { title, details } = describeRouteError(useRouteError());
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-600">{details}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        Back to Home
      </Link>
    </div>
  );
}
