import { Pencil } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { SortableList } from "#app/components/ui/admin/sortable-list.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { AddButton, PageHeader } from "#app/components/admin/page-header.tsx";
import { ActiveSwitch } from "#app/components/admin/active-switch.tsx";
import { DeleteButton } from "./delete-button.tsx";

type OrderedRow = { id: string; is_active: boolean };

type RowProps<Row extends OrderedRow> = {
  row: Row;
  label: string;
  noun: string;
  summary: ReactNode;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  isDeleting: boolean;
};

function ListRow<Row extends OrderedRow>({
  row,
  label,
  noun,
  summary,
  onEdit,
  onDelete,
  isDeleting,
}: RowProps<Row>) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="min-w-0 flex-[1_1_14rem]">{summary}</div>
      <div className="flex items-center gap-1">
        <ActiveSwitch
          id={row.id}
          checked={row.is_active}
          label={`Active: ${label}`}
          action={`change the ${noun}`}
        />
        <Button variant="ghost" onClick={() => onEdit(row)} aria-label={`Edit ${label}`}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <DeleteButton
          name={label}
          description={`Visitors will no longer see this ${noun}. This cannot be undone.`}
          busy={isDeleting}
          onConfirm={() => onDelete(row)}
        />
      </div>
    </div>
  );
}

type OrderedListPageProps<Row extends OrderedRow> = {
  title: string;
  description: string;
  /** "alert": in toasts and confirmations. */
  noun: string;
  addLabel: string;
  rows: Row[];
  getLabel: (row: Row) => string;
  renderSummary: (row: Row) => ReactNode;
  /** The create (row null) or edit form, in a side sheet. */
  renderSheet: (row: Row | null, onClose: () => void) => ReactNode;
  emptyText: string;
  /** Shown above the list (a hint on how it reaches visitors). */
  intro?: ReactNode;
};

/**
 * A list page of rows kept in their public order (the website's alerts, hero slides, benefits,
 * testimonials and story blocks): drag or keyboard to reorder, the on/off switch, edit and delete
 * (after a confirmation) on each row, and the form in a side sheet. Rows read as cards at every width.
 */
export function OrderedListPage<Row extends OrderedRow>({
  title,
  description,
  noun,
  addLabel,
  rows,
  getLabel,
  renderSummary,
  renderSheet,
  emptyText,
  intro,
}: OrderedListPageProps<Row>) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const reorder = useActionFetcher({ action: `reorder the ${noun}s` });
  // The page, not the row, posts a delete: its answer (the toast) must outlive the deleted row.
  const remove = useActionFetcher({ action: `delete the ${noun}`, key: `delete-${noun}` });
  const close = useCallback(() => setEditing(null), []);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={title}
        description={description}
        actions={<AddButton label={addLabel} onClick={() => setEditing("new")} />}
      />
      {intro}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
          {emptyText}
        </p>
      ) : (
        <SortableList
          label={`Order of ${title.toLowerCase()}`}
          rows={rows}
          getId={(row) => row.id}
          getLabel={getLabel}
          onReorder={(ids) => reorder.submitJson({ intent: "reorder", ids })}
          renderRow={(row) => (
            <ListRow
              row={row}
              label={getLabel(row)}
              noun={noun}
              summary={renderSummary(row)}
              onEdit={(chosen) => setEditing(chosen)}
              onDelete={(chosen) => remove.submitForm({ intent: "delete", id: chosen.id })}
              isDeleting={remove.isBusy}
            />
          )}
        />
      )}
      {editing ? renderSheet(editing === "new" ? null : editing, close) : null}
    </div>
  );
}
