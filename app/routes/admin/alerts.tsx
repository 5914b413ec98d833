import type { Route } from "./+types/alerts";
import { changeAlerts, loadAlertsAdmin } from "./alerts.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { AlertsAdmin } from "#app/features/admin-website/alerts-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Alerts | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAlertsAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeAlerts(request, context));
}

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  return <AlertsAdmin alerts={loaderData.alerts} timeZone={loaderData.timeZone} />;
}
