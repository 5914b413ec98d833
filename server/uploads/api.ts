import busboy from "busboy";
import type { Context, Hono } from "hono";
import type { FilesAdapter } from "#server/adapters/files/types.ts";
import type { Database } from "#server/db/client.ts";
import { requireAdminForApi } from "#server/auth/require-admin.ts";
import { AppError, isAppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { bodyStream, bodyTooLarge } from "#server/request-body.ts";
import { MAX_UPLOAD_BYTES, storeUploadedImage, TOO_LARGE_MESSAGE } from "./service.ts";

export const UPLOAD_PATH = "/api/admin/uploads";

const TOO_LARGE = { tooLargeMessage: TOO_LARGE_MESSAGE, field: "file" };
const tooLarge = () => bodyTooLarge(TOO_LARGE);
/** The multipart framing around the file (boundaries, part headers, a few small fields). */
const FRAMING_BYTES = 64 * 1024;
const noFile = () =>
  new AppError("VALIDATION", "Please choose an image.", { fields: { file: "Please choose an image." } });

/**
 * Reads the one file of a multipart body through the one body reader (server/request-body.ts),
 * counting bytes as they arrive: past the file's limit (or the body's, the limit and its framing) the
 * reading stops and the request is refused with 413, so a huge body is never held in memory.
 */
export function readOneFile(request: Request, limit: number): Promise<Buffer> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) return Promise.reject(noFile());
  return new Promise<Buffer>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: limit, files: 1, fields: 10 },
      });
    } catch {
      reject(noFile());
      return;
    }
    const source = bodyStream(request, { maxBytes: limit + FRAMING_BYTES, ...TOO_LARGE });
    let file: Buffer | null = null;
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on("file", (field, stream) => {
      if (field !== "file" || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge()));
      stream.on("end", () => {
        if (!failed) file = Buffer.concat(chunks);
      });
    });
    parser.on("error", () => fail(new AppError("BAD_REQUEST", "The upload could not be read.")));
    parser.on("close", () => {
      if (failed) return;
      if (file) resolve(file);
      else reject(noFile());
    });
    source.on("error", (error) =>
      fail(isAppError(error) ? error : new AppError("BAD_REQUEST", "The upload could not be read.")),
    );
    source.pipe(parser);
  });
}

function readSessionOf(c: Context<HonoEnv>) {
  const read = c.get("readSession");
  if (!read) throw new AppError("UNAUTHENTICATED", "Auth session missing!");
  return read;
}

/**
 * `POST /api/admin/uploads`: one image as the multipart field `file`, at most 10 MB; answers
 * `{ url, width, height }` of the stored WebP. Admins only.
 */
export function registerUploadRoutes(app: Hono<HonoEnv>, deps: { db: Database; files: FilesAdapter }): void {
  app.post(UPLOAD_PATH, async (c) => {
    await requireAdminForApi(deps.db, readSessionOf(c));
    const data = await readOneFile(c.req.raw, MAX_UPLOAD_BYTES);
    const stored = await storeUploadedImage(deps.files, data);
    return c.json(stored, 201);
  });
}
