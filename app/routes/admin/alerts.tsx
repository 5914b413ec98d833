import type { Route } from "./+types/alerts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeAlerts, loadAlertsAdmin } from "./alerts.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { AlertsAdmin } from "#app/features/admin-website/alerts-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Alerts");

export const loader = ({ request, context }: Route.LoaderArgs) => loadAlertsAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeAlerts(request, context));

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  return <AlertsAdmin alerts={loaderData.alerts} timeZone={loaderData.timeZone} />;
}
