import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { describeRouteError, RouteErrorBoundary } from "./components/route-error.tsx";
import { useInlineCss } from "./lib/inline-css.tsx";
import { useNonce } from "./lib/nonce.tsx";
import stylesheet from "./app.css?url";
import "./lib/load-context.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const inlineCss = useInlineCss();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The built site writes its stylesheet into the head, so the first paint waits for no
            second request (decision 157); the client adopts that element. While developing, Vite
            serves the file. */}
        {import.meta.env.PROD ? (
          <style href={stylesheet} precedence="default">
            {inlineCss}
          </style>
        ) : (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        )}
        <meta name="theme-color" content="#f97316" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside every page (the public layout's own, an unknown URL outside it). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <title>{`${describeRouteError(error).title} | Island Spice Kitchen`}</title>
      <RouteErrorBoundary />
    </main>
  );
}
