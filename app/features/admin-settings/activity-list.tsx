import { Link, useLocation } from "react-router";
import { formatDateTimeUS } from "#domain/format.ts";
import { EmptyState } from "#app/components/ui/admin/states.tsx";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import type { AuditEntry as Entry } from "#server/audit/service.ts";

type ActivityListProps = {
  entries: Entry[];
  timeZone: string;
  page: number;
  pageSize: number;
  total: number;
};

function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div>
      <p className="text-xs font-semibold uppercase text-stone-600">{label}</p>
      {/* Rendered as text: admin-written values are never HTML. */}
      <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

export function ActivityList({ entries, timeZone, page, pageSize, total }: ActivityListProps) {
  const location = useLocation();
  if (entries.length === 0) return <EmptyState title="No activity matches these filters" />;
  const pageLink = (to: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(to));
    return `?${params.toString()}`;
  };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="space-y-3">
      <ul aria-label="Activity" className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl border border-stone-200 bg-white p-4">
            <p className="text-sm text-stone-700">{formatDateTimeUS(new Date(entry.createdAt), timeZone)}</p>
            <p className="mt-1 text-ink">
              <span className="font-semibold">
                {entry.actorName ?? entry.actorEmail ?? "Someone no longer an admin"}
              </span>{" "}
              — {entry.action} in <span className="font-mono text-sm">{entry.entity}</span>
              {entry.entityId ? (
                <span className="break-all font-mono text-xs text-stone-600"> ({entry.entityId})</span>
              ) : null}
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-medium text-brand-700">What changed</summary>
              <div className="mt-2 grid gap-2 md:grid-cols-2">
                <Snapshot label="Before" value={entry.before} />
                <Snapshot label="After" value={entry.after} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Activity pages" className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={buttonClass("secondary")}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-700">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={buttonClass("secondary")}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
