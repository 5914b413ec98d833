import type { FormEventHandler, ReactNode } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { Sheet } from "#app/components/ui/admin/sheet.tsx";

type FormSheetProps = {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  /** "Save Item", or "Add Item" when the sheet creates one. */
  submitLabel: string;
  children: ReactNode;
};

/** A create or edit form in a side sheet, with its save and cancel buttons; closing it cancels. */
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
