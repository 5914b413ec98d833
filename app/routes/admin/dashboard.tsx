import type { Route } from "./+types/dashboard";
import { changeOrderingPause, loadDashboard } from "./dashboard.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { formatDateUS } from "#domain/format.ts";
import { StatTiles } from "#app/features/admin-dashboard/stat-tiles.tsx";
import { RevenueChart } from "#app/features/admin-dashboard/revenue-chart.tsx";
import { TopItems } from "#app/features/admin-dashboard/top-items.tsx";
import { UpcomingList } from "#app/features/admin-dashboard/upcoming-list.tsx";
import { PauseOrderingCard } from "#app/features/admin-ordering/pause-ordering-card.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeOrderingPause(request, context));
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Dashboard</h1>
        <p className="mt-1 text-stone-700">
          Today, {formatDateUS(loaderData.today, loaderData.timeZone)} (
          {loaderData.timeZone.replace(/_/g, " ")})
        </p>
      </div>
      <PauseOrderingCard pausedUntil={loaderData.pausedUntil} timeZone={loaderData.timeZone} />
      <StatTiles data={loaderData} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RevenueChart days={loaderData.revenueByDay} />
        </div>
        <TopItems items={loaderData.topItems} />
      </div>
      <UpcomingList data={loaderData} />
    </div>
  );
}
