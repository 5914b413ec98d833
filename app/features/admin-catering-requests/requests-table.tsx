import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatDateUS, formatDateTimeUS } from "#domain/format.ts";
import { formatTime12h } from "#domain/business-time.ts";
import { DataTable } from "#app/components/ui/admin/data-table.tsx";
import type { CateringRequestSummary as CateringRequestRow } from "#server/catering/requests-admin-service.ts";
import { RequestSource, RequestStatusBadge } from "./request-status.tsx";

const column = createColumnHelper<CateringRequestRow>();

function RequestLink({ request }: { request: CateringRequestRow }) {
  return (
    <Link
      to={`/admin/catering/${request.id}`}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {request.customerName}
    </Link>
  );
}

function eventWhen(request: CateringRequestRow, timeZone: string): string {
  const date = formatDateUS(request.eventDate, timeZone);
  return request.eventTime ? `${date}, ${formatTime12h(request.eventTime)}` : date;
}

/** The catering requests: search by name, email or phone; newest first; cards on a phone. */
export function CateringRequestsTable({
  requests,
  timeZone,
}: {
  requests: CateringRequestRow[];
  timeZone: string;
}) {
  const columns = useMemo(
    () => [
      column.accessor((row) => `${row.customerName} ${row.email} ${row.phone}`, {
        id: "customer",
        header: "Customer",
        cell: (info) => (
          <div className="min-w-0">
            <RequestLink request={info.row.original} />
            <p className="text-sm text-stone-700">{info.row.original.email}</p>
          </div>
        ),
      }),
      column.accessor("eventDate", {
        header: "Event",
        cell: (info) => (
          <div>
            <p className="whitespace-nowrap text-sm text-ink">{eventWhen(info.row.original, timeZone)}</p>
            <p className="text-sm text-stone-700">
              {info.row.original.eventType} · {info.row.original.guestCount} guests ·{" "}
              {info.row.original.deliveryOption === "delivery" ? "Delivery" : "Pickup"}
            </p>
          </div>
        ),
        enableGlobalFilter: false,
      }),
      column.accessor("status", {
        header: "Status",
        cell: (info) => <RequestStatusBadge status={info.getValue()} />,
        enableGlobalFilter: false,
      }),
      column.accessor((row) => (row.order ? "order" : "quote"), {
        id: "source",
        header: "From",
        cell: (info) => <RequestSource order={info.row.original.order} />,
        enableGlobalFilter: false,
      }),
      column.accessor("createdAt", {
        header: "Received",
        cell: (info) => (
          <span className="whitespace-nowrap text-sm">
            {formatDateTimeUS(new Date(info.getValue()), timeZone)}
          </span>
        ),
        enableGlobalFilter: false,
      }),
    ],
    [timeZone],
  );
  return (
    <DataTable
      caption="Catering requests"
      data={requests}
      columns={columns}
      getRowId={(row) => row.id}
      searchLabel="Search by name, email or phone"
      emptyTitle="No catering requests match"
      emptyHint="Requests from the Catering page's quote form and paid catering orders appear here."
      renderCard={(request) => (
        <div className="space-y-1">
          <div className="flex items-start justify-between gap-3">
            <RequestLink request={request} />
            <RequestStatusBadge status={request.status} />
          </div>
          <p className="text-sm text-ink">{eventWhen(request, timeZone)}</p>
          <p className="text-sm text-stone-700">
            {request.eventType} · {request.guestCount} guests ·{" "}
            {request.deliveryOption === "delivery" ? "Delivery" : "Pickup"}
          </p>
          <RequestSource order={request.order} />
        </div>
      )}
    />
  );
}
