import type { Route } from "./+types/catering";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadCateringRequests } from "./catering.server.ts";
import { keepListOnFailedReload } from "#app/lib/admin/keep-list-on-failed-reload.ts";
import { CateringRequestsTable } from "#app/features/admin-catering-requests/requests-table.tsx";
import { CateringRequestFiltersForm } from "#app/features/admin-catering-requests/request-filters.tsx";
import { UpcomingEvents } from "#app/features/admin-catering-requests/upcoming-events.tsx";
import { ExportForm } from "#app/components/admin/export-form.tsx";
import { addDaysToDateKey } from "#domain/business-time.ts";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Catering");

export const loader = ({ request, context }: Route.LoaderArgs) => loadCateringRequests(request, context);

export const clientLoader = keepListOnFailedReload<Awaited<ReturnType<typeof loader>>>("Catering Requests");

export default function CateringRequestsPage({ loaderData }: Route.ComponentProps) {
  const { requests, upcoming, filters, timeZone, today } = loaderData;
  const pending = requests.filter((request) => request.status === "pending").length;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Catering"
        description={`Quote requests and paid catering orders. ${pending === 0 ? "Nothing waiting." : `${pending} waiting for an answer.`}`}
      />
      <UpcomingEvents events={upcoming} today={today} timeZone={timeZone} />
      <CateringRequestFiltersForm filters={filters} />
      <CateringRequestsTable requests={requests} timeZone={timeZone} />
      <ExportForm
        action="/admin/catering/export.csv"
        title="Export catering requests"
        fromLabel="Events from"
        toLabel="Events to"
        from={filters.from ?? today}
        to={filters.to ?? addDaysToDateKey(today, 90)}
      />
    </div>
  );
}
