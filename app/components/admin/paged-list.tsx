import type { ReactNode } from "react";
import type { Paged } from "#domain/paging.ts";
import { EmptyState } from "#app/components/ui/admin/states.tsx";
import { Pager } from "#app/components/ui/admin/pager.tsx";

type PagedListProps<Row> = {
  /** One page of the list, as its loader gives it. */
  list: Paged<Row>;
  /** The list's name for a screen reader ("Emails"). */
  label: string;
  /** The pager's name ("Email pages"). */
  pagerLabel: string;
  /** What the page says when no row matches ("No emails here"). */
  emptyTitle: string;
  /** One row as a card: an `li` with its key. */
  renderRow: (row: Row) => ReactNode;
};

/**
 * A long list the server pages, read as cards (the outbox, the texts, the activity log): the rows,
 * then the pager; one plain line when nothing matches.
 */
export function PagedList<Row>({ list, label, pagerLabel, emptyTitle, renderRow }: PagedListProps<Row>) {
  if (list.entries.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="space-y-3">
        {list.entries.map((row) => renderRow(row))}
      </ul>
      <Pager label={pagerLabel} page={list.page} pageSize={list.pageSize} total={list.total} />
    </div>
  );
}
