import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toApiError, type ApiError } from "#app/lib/api-error.ts";
import { isApiErrorBody } from "#domain/api-error.ts";

/** A route action's answer as the admin pages read it: an error of ours, or null for success. */
export function readActionError(data: unknown): ApiError | null {
  return isApiErrorBody(data) ? toApiError(data) : null;
}

/** The generic failed action of docs/product.md §10.1: the error's message, or Failed to {action}. */
export function failedActionMessage(error: ApiError | null, action: string): string {
  return error?.isFromServer && error.message ? error.message : `Failed to ${action}`;
}

/** Puts the server's field errors (an email already taken) on the form's own fields. */
export function setServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "setError">,
  fields: Record<string, string>,
): void {
  for (const [field, message] of Object.entries(fields)) {
    form.setError(field as Path<Values>, { type: "server", message });
  }
}
