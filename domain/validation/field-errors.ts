// Zod's issues as the field errors every form and JSON answer shows: one message per field.

export type FieldErrors = Record<string, string>;

export type ValidationIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * `{ "cartItems.0.quantity": "Quantity must be at least 1" }`: each dotted path's first message.
 * An issue that names no field goes under `formKey` ("form" unless the caller answers another).
 */
export function fieldErrorsOf(issues: readonly ValidationIssue[], formKey = "form"): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : formKey;
    fields[field] ??= issue.message;
  }
  return fields;
}

/** Only the messages of the fields a form shows, for errors keyed by the form's own field names. */
export function pickFieldErrors<Field extends string>(
  fields: FieldErrors,
  names: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const name of names) if (fields[name]) errors[name] = fields[name];
  return errors;
}
