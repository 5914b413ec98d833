import { Link } from "react-router";
import type { Route } from "./+types/setup";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadSetupPage, setUpFirstAdmin } from "./setup.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { AuthCard } from "#app/features/admin-auth/auth-card.tsx";
import { SetupForm } from "#app/features/admin-auth/setup-form.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Admin Setup", "Island Spice Kitchen");

export const loader = ({ context }: Route.LoaderArgs) => loadSetupPage(context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => setUpFirstAdmin(request, context));

export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  if (loaderData.isDone) {
    return (
      <AuthCard title="Setup is done" intro="An administrator already exists. Sign in to manage the site.">
        <Link to="/admin/login" className={buttonClass("primary", "w-full")}>
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up the first administrator"
      intro="This account manages orders, the menu and the website. You can add more administrators later under Settings."
    >
      <SetupForm askSetupCode={loaderData.needsSetupCode} />
    </AuthCard>
  );
}
