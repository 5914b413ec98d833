import type { Route } from "./+types/settings-notifications";
import { changeNotificationSettings, loadNotificationSettings } from "./settings-notifications.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { NotificationSettingsForm } from "#app/features/admin-settings/notification-settings-form.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Notifications | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotificationSettings(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeNotificationSettings(request, context));
}

export default function NotificationSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-3xl font-bold text-ink">Notifications</h1>
      <p className="mt-1 text-stone-700">Where the kitchen&apos;s order emails go.</p>
      <NotificationSettingsForm adminEmail={loaderData.adminEmail} isEnabled={loaderData.isEnabled} />
    </div>
  );
}
