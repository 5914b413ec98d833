import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/login";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadLoginPage, signInFromForm } from "./login.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { notify } from "#app/lib/notify.tsx";
import { AuthCard } from "#app/features/admin-auth/auth-card.tsx";
import { LoginForm } from "#app/features/admin-auth/login-form.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Admin Login", "Island Spice Kitchen");

export const loader = ({ request, context }: Route.LoaderArgs) => loadLoginPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => signInFromForm(request, context));

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { redirectTo, needsSetup, signedOut } = loaderData;
  useEffect(() => {
    if (signedOut) notify.success("Logged Out", { description: "You have been signed out." });
  }, [signedOut]);
  return (
    <AuthCard title="Admin Login" intro="Sign in to manage orders, the menu and the website.">
      {needsSetup ? (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          No administrator exists yet.{" "}
          <Link to="/admin/setup" className="font-semibold underline">
            Set up the first administrator
          </Link>
          .
        </p>
      ) : null}
      <LoginForm redirectTo={redirectTo} />
    </AuthCard>
  );
}

/**
 * docs/product/10-errors-and-messages.md §10.6: the error's message, or Login failed, and a way back to the
 * form.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? error.statusText || "Login failed" : "Login failed";
  return (
    <AuthCard documentTitle="Login failed | Island Spice Kitchen" title="Login failed" intro={message}>
      <a href="/admin/login" className="font-semibold text-brand-700 underline">
        Back to Login
      </a>
    </AuthCard>
  );
}
