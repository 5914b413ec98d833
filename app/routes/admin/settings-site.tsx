import type { Route } from "./+types/settings-site";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeSiteSettings, loadSiteSettings } from "./settings-site.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { SiteSettingsForm } from "#app/features/admin-settings/site-settings-form.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Site");

export const loader = ({ request, context }: Route.LoaderArgs) => loadSiteSettings(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeSiteSettings(request, context));

export default function SiteSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="3xl"
      title="Site"
      description="What visitors read about the business, and the rules every order follows. Open pages update within seconds of a save."
    >
      <SiteSettingsForm values={loaderData.values} timeZones={loaderData.timeZones} />
    </AdminPage>
  );
}
