import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validateContactMessage } from "../../domain/validation/contact";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { HonoEnv } from "../http";
import { rateLimit } from "../rate-limit/middleware";
import { createInquiry } from "./service";

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 60_000 } as const;

export type InquiryRoutesDeps = { db: Database; config: Config };

/** Registers the public contact endpoint; call before the app's catch-all `/api/*` 404. */
export function registerInquiryRoutes(app: Hono<HonoEnv>, deps: InquiryRoutesDeps): void {
  const { db, config } = deps;

  app.post(
    "/api/contact",
    rateLimit({ db, name: "contact", ...CONTACT_RATE_LIMIT, trustProxy: config.TRUST_PROXY }),
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError("BAD_REQUEST", "The message is too large to send.");
      },
    }),
    async (c) => {
      const body = await readJsonBody(c.req.header("Content-Type"), () => c.req.text());
      const result = validateContactMessage(body);
      if (!result.ok)
        throw new AppError("VALIDATION", "Please check the form for errors.", { fields: result.fields });
      const { id } = await createInquiry(db, result.value);
      return c.json({ id }, 201);
    },
  );
}

async function readJsonBody(
  contentType: string | undefined,
  readText: () => Promise<string>,
): Promise<unknown> {
  // Requiring a JSON content type also keeps cross-site HTML forms out: they cannot send one
  // without a CORS preflight, which this API does not answer.
  if (!contentType || !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
    throw new AppError("BAD_REQUEST", "Send the message as JSON.");
  }
  const text = await readText();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.", { cause: error });
  }
}
