import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatDateTimeUS } from "#domain/format.ts";
import {
  INQUIRY_PRIORITIES,
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
} from "#domain/validation/admin-inquiries.ts";
import { DataTable } from "#app/components/ui/admin/data-table.tsx";
import type { InquirySummary as InquiryRow } from "#server/inquiries/admin-service.ts";
import { PriorityLabel, StatusBadge } from "./inquiry-badges.tsx";

const column = createColumnHelper<InquiryRow>();

function InquiryLink({ inquiry }: { inquiry: InquiryRow }) {
  return (
    <Link
      to={`/admin/inquiries/${inquiry.id}`}
      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {inquiry.subject}
    </Link>
  );
}

function waitingLabel(row: InquiryRow): string {
  return row.lastSender === "customer" ? "Waiting for a reply" : "Answered";
}

/** Every contact message as a thread: search, status and priority filters, newest activity first. */
export function InquiriesTable({ inquiries, timeZone }: { inquiries: InquiryRow[]; timeZone: string }) {
  const columns = useMemo(
    () => [
      column.accessor("subject", {
        header: "Subject",
        cell: (info) => (
          <div className="min-w-0">
            <InquiryLink inquiry={info.row.original} />
            <p className="line-clamp-1 text-sm text-stone-700">{info.row.original.preview}</p>
          </div>
        ),
      }),
      // Name and email in one searchable value, shown on two lines.
      column.accessor((row) => `${row.customerName} ${row.email}`, {
        id: "from",
        header: "From",
        cell: (info) => (
          <div>
            <p className="text-ink">{info.row.original.customerName}</p>
            <p className="text-sm text-stone-700">{info.row.original.email}</p>
          </div>
        ),
      }),
      column.accessor("status", {
        header: "Status",
        cell: (info) => <StatusBadge status={info.getValue()} />,
        filterFn: "equalsString",
      }),
      column.accessor("priority", {
        header: "Priority",
        cell: (info) => <PriorityLabel priority={info.getValue()} />,
        filterFn: "equalsString",
      }),
      column.accessor("lastMessageAt", {
        header: "Last message",
        cell: (info) => (
          <div>
            <p className="whitespace-nowrap text-sm">
              {formatDateTimeUS(new Date(info.getValue()), timeZone)}
            </p>
            <p className="text-xs text-stone-700">{waitingLabel(info.row.original)}</p>
          </div>
        ),
        enableGlobalFilter: false,
      }),
      column.accessor("messageCount", { header: "Messages", enableGlobalFilter: false }),
    ],
    [timeZone],
  );
  return (
    <DataTable
      caption="Inquiries"
      data={inquiries}
      columns={columns}
      getRowId={(row) => row.id}
      searchLabel="Search inquiries"
      filters={[
        {
          columnId: "status",
          label: "Status",
          options: INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] ?? value })),
        },
        {
          columnId: "priority",
          label: "Priority",
          options: INQUIRY_PRIORITIES.map((value) => ({
            value,
            label: INQUIRY_PRIORITY_LABELS[value] ?? value,
          })),
        },
      ]}
      emptyTitle="No inquiries match"
      emptyHint="Messages sent from the Contact page appear here."
      renderCard={(inquiry) => (
        <div className="space-y-1">
          <div className="flex items-start justify-between gap-3">
            <InquiryLink inquiry={inquiry} />
            <StatusBadge status={inquiry.status} />
          </div>
          <p className="text-sm text-ink">
            {inquiry.customerName} · <PriorityLabel priority={inquiry.priority} />
          </p>
          <p className="line-clamp-2 text-sm text-stone-700">{inquiry.preview}</p>
          <p className="text-xs text-stone-700">
            {formatDateTimeUS(new Date(inquiry.lastMessageAt), timeZone)} · {waitingLabel(inquiry)}
          </p>
        </div>
      )}
    />
  );
}
