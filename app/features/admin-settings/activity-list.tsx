import { formatDateTimeUS } from "#domain/format.ts";
import { EmptyState } from "#app/components/ui/admin/states.tsx";
import { Pager } from "#app/components/ui/admin/pager.tsx";
import type { AuditEntry } from "#server/audit/service.ts";

type Entry = Pick<AuditEntry, "id" | "createdAt" | "sentence">;

type ActivityListProps = {
  entries: Entry[];
  timeZone: string;
  page: number;
  pageSize: number;
  total: number;
};

export function ActivityList({ entries, timeZone, page, pageSize, total }: ActivityListProps) {
  if (entries.length === 0) return <EmptyState title="No activity matches these filters" />;
  return (
    <div className="space-y-3">
      <ul aria-label="Activity" className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-2xl border border-stone-200 bg-white p-4">
            <p className="text-sm text-stone-700">{formatDateTimeUS(new Date(entry.createdAt), timeZone)}</p>
            {/* Rendered as text: names written in the admin are never HTML. */}
            <p className="mt-1 text-ink">{entry.sentence}</p>
          </li>
        ))}
      </ul>
      <Pager label="Activity pages" page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
