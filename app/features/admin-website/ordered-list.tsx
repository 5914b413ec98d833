import { Pencil, Trash2 } from "lucide-react";
import { useCallback, useState, type FormEventHandler, type ReactNode } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";
import { Sheet } from "#app/components/ui/admin/sheet.tsx";
import { SortableList } from "#app/components/ui/admin/sortable-list.tsx";
import { Switch } from "#app/components/ui/admin/switch.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { useOptimisticToggle } from "#app/lib/admin/use-optimistic-toggle.ts";
import { AddButton, PageHeader } from "#app/components/admin/page-header.tsx";

type OrderedRow = { id: string; is_active: boolean };

function ActiveSwitch({
  id,
  isActive,
  label,
  noun,
}: {
  id: string;
  isActive: boolean;
  label: string;
  noun: string;
}) {
  const toggle = useOptimisticToggle({
    checked: isActive,
    intent: "active",
    action: `change the ${noun}`,
    fields: { id },
  });
  return (
    <Switch
      checked={toggle.checked}
      onCheckedChange={toggle.toggle}
      disabled={toggle.isPending}
      label={`Active: ${label}`}
    />
  );
}

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
        <ActiveSwitch id={row.id} isActive={row.is_active} label={label} noun={noun} />
        <Button variant="ghost" onClick={() => onEdit(row)} aria-label={`Edit ${label}`}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <ConfirmDialog
          title={`Delete ${label}?`}
          description={`Visitors will no longer see this ${noun}. This cannot be undone.`}
          confirmLabel="Delete"
          busy={isDeleting}
          onConfirm={() => onDelete(row)}
          trigger={
            <Button variant="ghost" aria-label={`Delete ${label}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          }
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
 * The website pages' one shape: the rows in their public order (drag or keyboard to reorder), the
 * on/off switch, edit and delete on each row, and the form in a side sheet. Rows read as cards at
 * every width.
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

type FormSheetProps = {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel: string;
  children: ReactNode;
};

/** A create/edit form in a side sheet, with its save and cancel buttons. */
export function FormSheet({ title, onClose, onSubmit, isSubmitting, submitLabel, children }: FormSheetProps) {
  return (
    <Sheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" disabled={isSubmitting}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
