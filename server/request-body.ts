// The one reader of a request body (docs/architecture.md, "Request bodies"). Page actions (forms and
// the admin's JSON), the JSON API, the webhooks and the uploads all read their body through it, with
// a cap chosen by route: a declared Content-Length over the cap is refused before a byte is read, and
// a streamed body (chunked, without a length) is counted as it arrives and cut off at the cap, so a
// body of any size costs at most its cap to refuse. Too large is one answer: 413 PAYLOAD_TOO_LARGE,
// `{ error: { code, message } }`, with the body's own message.
import { Readable } from "node:stream";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";
import type { HonoEnv } from "./http-context.ts";

/** Every page's form or action body: a form's fields, an admin page's JSON (lists, links, tiers). */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;
export const FORM_TOO_LARGE_MESSAGE = "The form is too large to send.";

export type BodyLimit = {
  /** The most bytes read; one more and the body is refused. */
  maxBytes: number;
  /** The 413's message, in the words of the form or endpoint ("The order is too large to send."). */
  tooLargeMessage: string;
  /** The field the message belongs to, when the form shows it by one (an upload's file). */
  field?: string;
};

type NodeIncoming = AsyncIterable<Buffer> & { readableDidRead?: boolean };

/** The one answer to a body over its cap. */
export function bodyTooLarge(limit: Pick<BodyLimit, "tooLargeMessage" | "field">): AppError {
  const message = limit.tooLargeMessage;
  return new AppError(
    "PAYLOAD_TOO_LARGE",
    message,
    limit.field ? { fields: { [limit.field]: message } } : {},
  );
}

/**
 * The body's chunks, at most `maxBytes` in all. `incoming` is Node's request behind `request`: with a
 * declared length it is read directly, since turning it into a web stream first costs more than the
 * rest of a small request's parsing (Node itself stops a body at its declared length).
 */
async function* cappedChunks(request: Request, limit: BodyLimit, incoming?: unknown) {
  const declared = request.headers.get("Content-Length");
  const lengthKnown = declared !== null && !request.headers.has("Transfer-Encoding");
  if (lengthKnown && Number(declared) > limit.maxBytes) throw bodyTooLarge(limit);
  const node = incoming as Partial<NodeIncoming> | undefined;
  if (lengthKnown && node && Symbol.asyncIterator in node && !node.readableDidRead) {
    for await (const chunk of node as NodeIncoming) yield chunk;
    return;
  }
  if (!request.body) return;
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      // the rest is never read here; the server drops it with the connection
      await reader.cancel();
      throw bodyTooLarge(limit);
    }
    yield value;
  }
}

/** The whole body, at most `maxBytes`; a larger one is refused (413) once its cap is passed. */
export async function readBody(
  request: Request,
  limit: BodyLimit,
  incoming?: unknown,
): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of cappedChunks(request, limit, incoming)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The body as a Node stream that fails (413) once it passes `maxBytes`: for a parser that streams. */
export function bodyStream(request: Request, limit: BodyLimit): Readable {
  return Readable.from(cappedChunks(request, limit), { objectMode: false });
}

/** Node's request behind a Hono context, when the app runs on a Node server. */
function incomingOf(c: Context): unknown {
  return (c.env as { incoming?: unknown } | undefined)?.incoming;
}

/** The request's body read whole (at most its cap) by the one reader, for a handler of a Hono app. */
export function readRequestBody(c: Context, limit: BodyLimit): Promise<Buffer<ArrayBuffer>> {
  return readBody(c.req.raw, limit, incomingOf(c));
}

/**
 * The request with its body read now, within its cap, and held in memory: what a page action or an
 * endpoint reads later is this copy, so nothing before it (a rate limit, the sign-in) ever waits on an
 * unbounded body. A request without a body is answered as it is.
 */
export async function withCappedBody(c: Context, limit: BodyLimit): Promise<Request> {
  const raw = c.req.raw;
  if (raw.method === "GET" || raw.method === "HEAD") return raw;
  const body = await readRequestBody(c, limit);
  const headers = new Headers(raw.headers);
  headers.delete("Transfer-Encoding");
  headers.set("Content-Length", String(body.byteLength));
  return new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal });
}

/** A route's body cap as middleware: the body is read (at most `maxBytes`) before the handler runs. */
export function limitBody(limit: BodyLimit): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    c.req.raw = await withCappedBody(c, limit);
    await next();
  };
}
