import type { Context } from "hono";
import { AppError } from "./errors.ts";

export type JsonBodyOptions = {
  /** The largest body read, in bytes; a larger one is refused before it is parsed. */
  maxBytes: number;
  /** The 400's message for a larger body, in the words of the endpoint ("The order is too large to send."). */
  tooLargeMessage: string;
  /** The 400's message for a body that is not declared as JSON. */
  notJsonMessage?: string;
};

type NodeRequest = AsyncIterable<Buffer> & { readableDidRead?: boolean };

/**
 * The request body as parsed JSON. Requiring a JSON content type also keeps cross-site HTML forms
 * out: they cannot send one without a CORS preflight, which this API does not answer.
 */
export async function readJsonBody(c: Context, options: JsonBodyOptions): Promise<unknown> {
  const contentType = c.req.header("Content-Type");
  if (!contentType || !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
    throw new AppError("BAD_REQUEST", options.notJsonMessage ?? "Send the request as JSON.");
  }
  const text = await readBodyText(c, options);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.", { cause: error });
  }
}

/** At most `maxBytes` of body as text: a declared length is checked first, a streamed body as it arrives. */
async function readBodyText(c: Context, options: JsonBodyOptions): Promise<string> {
  const tooLarge = () => new AppError("BAD_REQUEST", options.tooLargeMessage);
  const declared = c.req.header("Content-Length");
  const chunked = c.req.header("Transfer-Encoding") !== undefined;
  if (declared !== undefined && !chunked) {
    if (Number(declared) > options.maxBytes) throw tooLarge();
    // Under Node, read the request itself: turning it into a web stream first costs more than the
    // rest of a small request's parsing. Node stops a body at its declared length.
    const incoming = (c.env as { incoming?: Partial<NodeRequest> } | undefined)?.incoming;
    if (incoming && Symbol.asyncIterator in incoming && !incoming.readableDidRead) {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming as NodeRequest) chunks.push(chunk);
      return Buffer.concat(chunks).toString("utf8");
    }
  }
  const body = c.req.raw.body;
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > options.maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
