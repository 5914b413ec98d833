import { useCallback } from "react";
import { cateringNotesSchema, NOTES_MAX_LENGTH } from "#domain/validation/admin-catering-requests.ts";
import { TextEntryForm } from "#app/components/admin/text-entry-form.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";

/** The staff's own notes on a request (quotes given, allergies, who called): never emailed. */
export function NotesForm({ notes }: { notes: string }) {
  const onSaved = useCallback(() => notify.success("Notes saved"), []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(cateringNotesSchema, {
    defaultValues: { notes },
    intent: "notes",
    onSuccess: onSaved,
  });
  return (
    <TextEntryForm
      fetcher={fetcher}
      onSubmit={onSubmit}
      intent="notes"
      formError={formError}
      isSubmitting={isSubmitting}
      submitLabel="Save notes"
      busyLabel="Saving…"
      variant="secondary"
    >
      <TextAreaField
        label="Internal notes"
        hint="Only the staff see these."
        rows={5}
        maxLength={NOTES_MAX_LENGTH}
        error={form.formState.errors.notes?.message}
        {...form.register("notes")}
      />
    </TextEntryForm>
  );
}
