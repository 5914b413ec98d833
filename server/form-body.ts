import { AppError } from "./errors.ts";
import { readBody, type BodyLimit } from "./request-body.ts";

export type FormBodyOptions = BodyLimit;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A route action's form body, read by the one body reader (server/request-body.ts) within
 * `maxBytes`: a larger body is refused (413) before it is parsed.
 */
export async function readFormBody(request: Request, options: FormBodyOptions): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(contentType)) throw new AppError("BAD_REQUEST", "Send the form as a form post.");
  const body = await readBody(request, options);
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch (error) {
    throw new AppError("BAD_REQUEST", "The form could not be read.", { cause: error });
  }
}

/** A form's text fields as a plain object (files and repeated names are not part of our forms). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
