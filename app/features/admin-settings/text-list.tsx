import { formatDateTimeUS, formatPhoneDisplay } from "#domain/format.ts";
import type { Paged } from "#domain/paging.ts";
import {
  TEXT_STATUS_LABELS,
  TEXT_STATUS_VALUES,
  type TextStatusValue,
} from "#domain/validation/admin-texts.ts";
import type { TextEntry } from "#server/texts/outbox-admin-service.ts";
import { StatusFilter } from "#app/components/ui/admin/status-filter.tsx";
import { PagedList } from "#app/components/admin/paged-list.tsx";

const BADGE: Record<TextStatusValue, string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  kept: "bg-stone-200 text-stone-900",
  skipped: "bg-stone-200 text-stone-900",
  failed: "bg-red-100 text-red-900",
};

const KIND_LABELS: Record<string, string> = {
  "new-order": "New order",
  confirmed: "Order confirmed",
  ready: "Order ready",
  refund: "Refund",
  cancelled: "Order cancelled",
  test: "Test text",
  reminder: "Reminder",
  call: "Call",
  paused: "Ordering paused",
  "board-offline": "Order board offline",
  "board-back": "Order board back",
};

/** Owner words for a delivery report. */
const DELIVERY_LABELS: Record<string, string> = {
  queued: "Queued",
  sent: "On its way",
  delivered: "Delivered",
  undelivered: "Not delivered",
  failed: "Not delivered",
  completed: "Answered",
  "no-answer": "Not answered",
  busy: "Line busy",
};

const SHORT_LABELS: Record<TextStatusValue, string> = {
  pending: "Waiting",
  sent: "Sent",
  kept: "Not set up",
  skipped: "Replied STOP",
  failed: "Failed",
};

export function TextFilter({
  status,
  counts,
}: {
  status: TextStatusValue | "";
  counts: Record<TextStatusValue, number>;
}) {
  return <StatusFilter status={status} counts={counts} order={TEXT_STATUS_VALUES} labels={SHORT_LABELS} />;
}

export function TextList({ list, timeZone }: { list: Paged<TextEntry>; timeZone: string }) {
  const when = (iso: string) => formatDateTimeUS(new Date(iso), timeZone);
  return (
    <PagedList
      list={list}
      label="Texts"
      pagerLabel="Text pages"
      emptyTitle="No texts here"
      renderRow={(entry) => (
        <li key={entry.id} className="rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 break-words font-semibold text-ink">
              {KIND_LABELS[entry.kind] ?? "Text"}
              {entry.channel === "call" ? " (call)" : ""} to{" "}
              {formatPhoneDisplay(entry.to.replace(/^\+1(?=\d{10}$)/, ""))}
            </h2>
            <span
              className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[entry.status]}`}
            >
              {TEXT_STATUS_LABELS[entry.status]}
            </span>
          </div>
          <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-sm text-ink">
            {entry.body}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
            <div>
              <dt className="text-xs font-semibold uppercase text-stone-600">Written</dt>
              <dd>{when(entry.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-stone-600">Sent</dt>
              <dd>{entry.sentAt ? when(entry.sentAt) : "Not sent"}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-stone-600">Delivery</dt>
              <dd>
                {entry.deliveryStatus ? (DELIVERY_LABELS[entry.deliveryStatus] ?? entry.deliveryStatus) : "—"}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-stone-600">Attempts</dt>
              <dd>{entry.attempts}</dd>
            </div>
          </dl>
          {entry.status === "failed" && entry.lastError ? (
            <p className="mt-3 break-words rounded-lg bg-red-50 p-2 text-sm text-red-900">
              {entry.lastError}
            </p>
          ) : null}
        </li>
      )}
    />
  );
}
