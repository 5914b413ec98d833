import type { Route } from "./+types/settings-site";
import { changeSiteSettings, loadSiteSettings } from "./settings-site.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { SiteSettingsForm } from "#app/features/admin-settings/site-settings-form.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Site | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSiteSettings(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeSiteSettings(request, context));
}

export default function SiteSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-display text-3xl font-bold text-ink">Site</h1>
      <p className="mt-1 text-stone-700">
        What visitors read about the business, and the rules every order follows. Open pages update within
        seconds of a save.
      </p>
      <SiteSettingsForm values={loaderData.values} timeZones={loaderData.timeZones} />
    </div>
  );
}
