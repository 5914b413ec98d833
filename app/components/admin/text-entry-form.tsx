import type { FormEvent, ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, type ButtonVariant } from "#app/components/ui/admin/button.tsx";

type TextEntryFormProps = {
  fetcher: FetcherWithComponents<unknown>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The route action's intent this form posts. */
  intent: string;
  /** The action's error when it was not about the field. */
  formError: string | null | undefined;
  isSubmitting: boolean;
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonVariant;
  /** The form's one text area. */
  children: ReactNode;
};

/** A card holding one text to post (a reply to a customer, the staff's notes) and its button. */
export function TextEntryForm({
  fetcher,
  onSubmit,
  intent,
  formError,
  isSubmitting,
  submitLabel,
  busyLabel,
  variant,
  children,
}: TextEntryFormProps) {
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
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant={variant} disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
