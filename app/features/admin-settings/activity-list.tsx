import { formatDateTimeUS } from "#domain/format.ts";
import { EmptyState } from "#app/components/ui/admin/states.tsx";
import { Pager } from "#app/components/ui/admin/pager.tsx";
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
  if (entries.length === 0) return <EmptyState title="No activity matches these filters" />;
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
      <Pager label="Activity pages" page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
