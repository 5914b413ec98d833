import type { Context } from "hono";
import { AppError } from "./errors.ts";
import { readRequestBody, type BodyLimit } from "./request-body.ts";

export type JsonBodyOptions = BodyLimit & {
  /** The 400's message for a body that is not declared as JSON. */
  notJsonMessage?: string;
};

/**
 * The request body as parsed JSON, read by the one body reader (server/request-body.ts) within
 * `maxBytes`. Requiring a JSON content type also keeps cross-site HTML forms out: they cannot send one
 * without a CORS preflight, which this API does not answer.
 */
export async function readJsonBody(c: Context, options: JsonBodyOptions): Promise<unknown> {
  const contentType = c.req.header("Content-Type");
  if (!contentType || !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
    throw new AppError("BAD_REQUEST", options.notJsonMessage ?? "Send the request as JSON.");
  }
  const text = (await readRequestBody(c, options)).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.", { cause: error });
  }
}
