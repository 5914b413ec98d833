import type { Route } from "./+types/settings-email";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeEmailSettings, loadEmailSettings } from "./settings-email.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { EmailSettingsForm } from "#app/features/admin-settings/email-settings-form.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Email");

export const loader = ({ request, context }: Route.LoaderArgs) => loadEmailSettings(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeEmailSettings(request, context));

export default function EmailSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage width="2xl" title="Email" description="The mail server that sends order and catering emails.">
      <EmailSettingsForm data={loaderData} />
    </AdminPage>
  );
}
