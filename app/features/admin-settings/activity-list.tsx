import { formatDateTimeUS } from "#domain/format.ts";
import type { Paged } from "#domain/paging.ts";
import { PagedList } from "#app/components/admin/paged-list.tsx";
import type { AuditEntry } from "#server/audit/service.ts";

type Entry = Pick<AuditEntry, "id" | "createdAt" | "sentence">;

export function ActivityList({ list, timeZone }: { list: Paged<Entry>; timeZone: string }) {
  return (
    <PagedList
      list={list}
      label="Activity"
      pagerLabel="Activity pages"
      emptyTitle="No activity matches these filters"
      renderRow={(entry) => (
        <li key={entry.id} className="rounded-2xl border border-stone-200 bg-white p-4">
          <p className="text-sm text-stone-700">{formatDateTimeUS(new Date(entry.createdAt), timeZone)}</p>
          {/* Rendered as text: names written in the admin are never HTML. */}
          <p className="mt-1 text-ink">{entry.sentence}</p>
        </li>
      )}
    />
  );
}
