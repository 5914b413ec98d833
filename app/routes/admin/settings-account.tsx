import type { Route } from "./+types/settings-account";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeAccount, loadAccountPage } from "./settings-account.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ChangePasswordForm } from "#app/features/admin-auth/change-password-form.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("My account");

export const loader = ({ request, context }: Route.LoaderArgs) => loadAccountPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeAccount(request, context));

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="xl"
      title="My account"
      description={`Signed in as ${loaderData.name} (${loaderData.email}).`}
    >
      <section
        aria-labelledby="change-password-heading"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="change-password-heading" className="font-display text-xl font-bold text-ink">
          Change my password
        </h2>
        <p className="mb-4 mt-1 text-sm text-stone-700">
          Changing it signs you out on every other device; this one stays signed in.
        </p>
        <ChangePasswordForm email={loaderData.email} mode="account" />
      </section>
    </AdminPage>
  );
}
