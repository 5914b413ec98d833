import { useCallback } from "react";
import { cateringNotesSchema, NOTES_MAX_LENGTH } from "#domain/validation/admin-catering-requests.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
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
    <fetcher.Form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="notes" />
      <TextAreaField
        label="Internal notes"
        hint="Only the staff see these."
        rows={5}
        maxLength={NOTES_MAX_LENGTH}
        error={form.formState.errors.notes?.message}
        {...form.register("notes")}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? "Saving…" : "Save notes"}
      </Button>
    </fetcher.Form>
  );
}
