// The one shape of an error answer, from an /api/* endpoint or a route action alike.

export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}

/** True for `{ error: { code, message, fields? } }`; checked by hand so pages need no schema library for it. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = value.error;
  if (typeof error !== "object" || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  return (
    typeof code === "string" &&
    typeof message === "string" &&
    (fields === undefined || isStringRecord(fields))
  );
}
