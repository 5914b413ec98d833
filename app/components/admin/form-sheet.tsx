import type { FormEventHandler, ReactNode } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { Sheet } from "#app/components/ui/admin/sheet.tsx";

type FormSheetProps = {
  /** False while a page that keeps the sheet mounted has it closed; open by default. */
  open?: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  /** "Save Item", or "Add Item" when the sheet creates one. */
  submitLabel: string;
  children: ReactNode;
};

/** A create or edit form in a side sheet, with its save and cancel buttons; closing it cancels. */
export function FormSheet({
  open = true,
  title,
  onClose,
  onSubmit,
  isSubmitting,
  submitLabel,
  children,
}: FormSheetProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
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
