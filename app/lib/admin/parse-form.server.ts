import { AppError } from "#server/errors.ts";
import { FORM_TOO_LARGE_MESSAGE, PAGE_BODY_LIMIT_BYTES, readBody } from "#server/request-body.ts";
import type * as z from "#domain/validation/zod.ts";
import { fieldErrorsOf } from "#domain/validation/field-errors.ts";

/** An admin page's body, at most the forms' cap, read by the one body reader (server/request-body.ts). */
const FORM_LIMIT = { maxBytes: PAGE_BODY_LIMIT_BYTES, tooLargeMessage: FORM_TOO_LARGE_MESSAGE };

/** The posted form's fields as strings (a file or an unreadable body is a 400, never a 500). */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const body = await readBody(request, FORM_LIMIT);
  let form: FormData;
  try {
    const contentType = request.headers.get("Content-Type") ?? "";
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The form could not be read.");
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

/**
 * The body of an admin action: a form's fields, or the JSON object a page with nested values (lists,
 * links, tiers) posts, with its `intent`. Anything else is a 400.
 */
export async function readActionBody(request: Request): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? ""))
    return readFormFields(request);
  const text = (await readBody(request, FORM_LIMIT)).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The form could not be read.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("BAD_REQUEST", "The form could not be read.");
  }
  return body as Record<string, unknown>;
}

/** Parses fields with the form's own zod schema; failures answer 400 with a message per field. */
export function parseFields<Schema extends z.ZodMiniType>(
  schema: Schema,
  fields: Record<string, unknown>,
): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const messages = fieldErrorsOf(result.error.issues);
  throw new AppError("VALIDATION", Object.values(messages)[0] ?? "Please check the form.", {
    fields: messages,
  });
}

/**
 * Parses the values a form posts under `item` (use-json-form.ts) with its schema, so the field
 * errors keep the form's own names; a missing or malformed `item` reads as an empty form.
 */
export function parseItem<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: Record<string, unknown>,
): z.output<Schema> {
  const item = body.item;
  const values = typeof item === "object" && item !== null && !Array.isArray(item) ? item : {};
  return parseFields(schema, values as Record<string, unknown>);
}

export async function parseForm<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  return parseFields(schema, await readFormFields(request));
}
