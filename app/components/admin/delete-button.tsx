import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";

type DeleteButtonProps = {
  /** What is deleted, as the owner knows it: the button's name and the question's ("Delete Rice?"). */
  name: string;
  /** What happens to it once deleted (what past orders keep, what visitors no longer see). */
  description: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  /** Ghost in a row of icon buttons; secondary beside other labelled buttons. */
  variant?: "ghost" | "secondary";
};

/** A row's bin button: it asks "Delete …?" first, as every destructive action does. */
export function DeleteButton({ name, description, onConfirm, busy, variant = "ghost" }: DeleteButtonProps) {
  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      description={description}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
      trigger={
        <Button variant={variant} aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      }
    />
  );
}
