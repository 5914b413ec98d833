import type { ReactNode } from "react";
import type { Paged } from "#domain/paging.ts";
import { formatDateTimeUS } from "#domain/format.ts";
import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type OutboxStatus } from "#domain/validation/admin-outbox.ts";
import type { OutboxEntry as OutboxEntryView } from "#server/notifications/outbox-admin-service.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { StatusFilter } from "#app/components/ui/admin/status-filter.tsx";
import { PagedList } from "#app/components/admin/paged-list.tsx";
import { useActionToast } from "./use-action-toast.ts";

const BADGE: Record<OutboxStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  kept: "bg-stone-200 text-stone-900",
  failed: "bg-red-100 text-red-900",
};

/** The state filter: links, so a filtered view can be reloaded or shared. */
export function OutboxFilter({
  status,
  counts,
}: {
  status: OutboxStatus | "";
  counts: Record<OutboxStatus, number>;
}) {
  return (
    <StatusFilter status={status} counts={counts} order={OUTBOX_STATUSES} labels={OUTBOX_STATUS_LABELS} />
  );
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 min-w-0 lg:col-span-1" : "min-w-0"}>
      <dt className="text-xs font-semibold uppercase text-stone-600">{label}</dt>
      <dd className="break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

function OutboxCard({
  entry,
  timeZone,
  onRetry,
  isRetrying,
}: {
  entry: OutboxEntryView;
  timeZone: string;
  onRetry: (id: string) => void;
  isRetrying: boolean;
}) {
  const when = (iso: string) => formatDateTimeUS(new Date(iso), timeZone);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words font-semibold text-ink">{entry.subject}</h2>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[entry.status]}`}>
          {OUTBOX_STATUS_LABELS[entry.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Detail label="To" wide>
          {entry.to}
        </Detail>
        <Detail label="Written">{when(entry.createdAt)}</Detail>
        <Detail label={entry.sentAt ? "Sent" : entry.status === "pending" ? "Next try" : "Sent"}>
          {entry.sentAt
            ? when(entry.sentAt)
            : entry.status === "pending"
              ? when(entry.nextAttemptAt)
              : "Not sent"}
        </Detail>
        <Detail label="Attempts">{entry.attempts}</Detail>
      </dl>
      {entry.lastError ? (
        <div className="mt-3">
          <p className="text-xs font-semibold uppercase text-stone-600">Last error</p>
          <p className="mt-1 break-words rounded-lg bg-red-50 p-2 font-mono text-xs text-red-900">
            {entry.lastError}
          </p>
        </div>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Message</summary>
        {/* The plain-text version, as text: an email's HTML is never rendered in the admin. */}
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 font-sans text-sm text-ink">
          {entry.text}
        </pre>
      </details>
      {entry.status === "failed" ? (
        <div className="mt-3">
          <Button
            variant="secondary"
            disabled={isRetrying}
            onClick={() => onRetry(entry.id)}
            aria-label={`Retry “${entry.subject}” to ${entry.to}`}
          >
            Retry
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function OutboxList({ list, timeZone }: { list: Paged<OutboxEntryView>; timeZone: string }) {
  const { submit, isBusy, busyFields } = useActionToast({
    key: "retry-email",
    success: "Email queued",
    action: "retry the email",
  });
  const retrying = isBusy ? busyFields?.get("id") : null;
  return (
    <PagedList
      list={list}
      label="Emails"
      pagerLabel="Email pages"
      emptyTitle="No emails here"
      renderRow={(entry) => (
        <OutboxCard
          key={entry.id}
          entry={entry}
          timeZone={timeZone}
          isRetrying={retrying === entry.id}
          onRetry={(id) => submit({ intent: "retry", id })}
        />
      )}
    />
  );
}
