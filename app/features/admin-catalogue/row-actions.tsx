import { Pencil } from "lucide-react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";

type DishRow = { id: string; title: string };

type RowActionsProps<Row extends DishRow> = {
  item: Row;
  onEdit: (item: Row) => void;
  onDelete: (item: Row) => void;
  /** The confirmation's text: what happens to a dish past orders name. */
  deleteDescription: string;
};

/** A dish's Edit button, and its Delete button behind a confirmation. */
export function RowActions<Row extends DishRow>({
  item,
  onEdit,
  onDelete,
  deleteDescription,
}: RowActionsProps<Row>) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <ConfirmDialog
        title={`Delete ${item.title}?`}
        description={deleteDescription}
        confirmLabel="Delete"
        onConfirm={() => onDelete(item)}
        trigger={
          <Button variant="secondary" aria-label={`Delete ${item.title}`}>
            Delete
          </Button>
        }
      />
    </div>
  );
}
