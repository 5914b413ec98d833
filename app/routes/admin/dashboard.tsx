import type { Route } from "./+types/dashboard";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeDashboard, loadDashboard } from "./dashboard.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { formatDateUS } from "#domain/format.ts";
import { StatTiles } from "#app/features/admin-dashboard/stat-tiles.tsx";
import { RevenueChart } from "#app/features/admin-dashboard/revenue-chart.tsx";
import { TopItems } from "#app/features/admin-dashboard/top-items.tsx";
import { UpcomingList } from "#app/features/admin-dashboard/upcoming-list.tsx";
import { PauseOrderingCard } from "#app/features/admin-ordering/pause-ordering-card.tsx";
import { ReadyQuoteForm } from "#app/features/admin-ordering/ready-quote-form.tsx";
import { NotificationWarning } from "#app/features/admin-dashboard/notification-warning.tsx";
import { ReadyChecklist } from "#app/features/admin-dashboard/ready-checklist.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export const loader = ({ request, context }: Route.LoaderArgs) => loadDashboard(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeDashboard(request, context));

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Dashboard"
        description={`Today, ${formatDateUS(loaderData.today, loaderData.timeZone)} (${loaderData.timeZone.replace(/_/g, " ")})`}
      />
      <NotificationWarning reason={loaderData.notificationWarning} />
      <ReadyChecklist checklist={loaderData.readyChecklist} />
      <PauseOrderingCard pausedUntil={loaderData.pausedUntil} timeZone={loaderData.timeZone} />
      <StatTiles data={loaderData} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RevenueChart days={loaderData.revenueByDay} />
        </div>
        <TopItems items={loaderData.topItems} />
      </div>
      <UpcomingList data={loaderData} />
      <ReadyQuoteForm settings={loaderData.readyQuotes} />
    </div>
  );
}
