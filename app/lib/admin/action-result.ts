import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** Puts the server's field errors (an email already taken) on the form's own fields. */
export function setServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "setError">,
  fields: Record<string, string>,
): void {
  for (const [field, message] of Object.entries(fields)) {
    form.setError(field as Path<Values>, { type: "server", message });
  }
}
