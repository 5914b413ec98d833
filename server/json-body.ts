import { AppError } from "./errors";

/**
 * The request body as parsed JSON. Requiring a JSON content type also keeps cross-site HTML forms
 * out: they cannot send one without a CORS preflight, which this API does not answer.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get("Content-Type");
  if (!contentType || !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
    throw new AppError("BAD_REQUEST", "Send the request as JSON.");
  }
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.", { cause: error });
  }
}

/** Zod issues as `{ "cartItems.0.quantity": "Quantity must be at least 1" }`, first message per path. */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
