import { AppError } from "./errors.ts";

export type FormBodyOptions = {
  /** The largest body read, in bytes; a larger one is refused before it is parsed. */
  maxBytes: number;
  /** The 400's message for a larger body, in the words of the form ("The message is too large to send."). */
  tooLargeMessage: string;
};

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A route action's form body, read with a size limit: a declared length is checked first and a
 * streamed body is cut off as soon as it passes the limit, so a huge post costs nothing to refuse.
 */
export async function readFormBody(request: Request, options: FormBodyOptions): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(contentType)) throw new AppError("BAD_REQUEST", "Send the form as a form post.");
  const tooLarge = () => new AppError("BAD_REQUEST", options.tooLargeMessage);
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > options.maxBytes) throw tooLarge();

  const chunks: Buffer[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(Buffer.from(value));
    }
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "Content-Type": contentType } }).formData();
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
