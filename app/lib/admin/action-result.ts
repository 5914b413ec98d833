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
