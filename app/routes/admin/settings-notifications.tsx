import type { Route } from "./+types/settings-notifications";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeNotificationSettings, loadNotificationSettings } from "./settings-notifications.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { NotificationSettingsForm } from "#app/features/admin-settings/notification-settings-form.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";
import { TextSettingsForm } from "#app/features/admin-settings/text-settings-form.tsx";
import { PhoneAlertsCard } from "#app/features/admin-settings/phone-alerts-card.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Notifications");

export const loader = ({ request, context }: Route.LoaderArgs) => loadNotificationSettings(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeNotificationSettings(request, context));

export default function NotificationSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage width="2xl" title="Notifications" description="Where the kitchen's order emails go.">
      <NotificationSettingsForm
        adminEmail={loaderData.adminEmail}
        isEnabled={loaderData.isEnabled}
        isDailySummaryOn={loaderData.isDailySummaryOn}
      />
      <div className="mt-10">
        <TextSettingsForm values={loaderData.texts} isSetUp={loaderData.isTextingSetUp} />
      </div>
      <div className="mt-10">
        <PhoneAlertsCard
          publicKey={loaderData.phoneAlerts.publicKey}
          devices={loaderData.phoneAlerts.devices}
        />
      </div>
    </AdminPage>
  );
}
