import type { Route } from "./+types/catering";
import { loadCateringRequests } from "./catering.server.ts";
import { CateringRequestsTable } from "#app/features/admin-catering-requests/requests-table.tsx";
import { CateringRequestFiltersForm } from "#app/features/admin-catering-requests/request-filters.tsx";
import { UpcomingEvents } from "#app/features/admin-catering-requests/upcoming-events.tsx";
import { ExportForm } from "#app/components/admin/export-form.tsx";
import { addDaysToDateKey } from "#domain/business-time.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Catering | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCateringRequests(request, context);
}

export default function CateringRequestsPage({ loaderData }: Route.ComponentProps) {
  const { requests, upcoming, filters, timeZone, today } = loaderData;
  const pending = requests.filter((request) => request.status === "pending").length;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Catering</h1>
        <p className="mt-1 text-stone-700">
          Quote requests and paid catering orders.{" "}
          {pending === 0 ? "Nothing waiting." : `${pending} waiting for an answer.`}
        </p>
      </div>
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
