import { Link } from "react-router";
import type { Route } from "./+types/set-password";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadSetPasswordPage, setPasswordFromForm } from "./set-password.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { AuthCard } from "#app/features/admin-auth/auth-card.tsx";
import { SetPasswordForm } from "#app/features/admin-auth/set-password-form.tsx";
import { ChoosePasswordCard } from "#app/features/admin-auth/choose-password-card.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Choose Your Password", "Island Spice Kitchen");

export const loader = ({ request, context }: Route.LoaderArgs) => loadSetPasswordPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => setPasswordFromForm(request, context));

export default function SetPassword({ loaderData }: Route.ComponentProps) {
  if (loaderData.firstSignIn && loaderData.email) return <ChoosePasswordCard email={loaderData.email} />;
  if (!loaderData.email) {
    return (
      <AuthCard
        title="Link expired"
        intro="This link is invalid or has expired. Ask an administrator for a new one."
      >
        <Link to="/admin/login" className="font-semibold text-brand-700 underline">
          Back to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose your password" intro={`For ${loaderData.email}.`}>
      <SetPasswordForm token={loaderData.token} email={loaderData.email} />
    </AuthCard>
  );
}
