import type { Hono } from "hono";
import { validateContactMessage } from "../../domain/validation/contact";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { readJsonBody } from "../json-body";
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
    async (c) => {
      const body = await readJsonBody(c, {
        maxBytes: CONTACT_BODY_LIMIT_BYTES,
        tooLargeMessage: "The message is too large to send.",
        notJsonMessage: "Send the message as JSON.",
      });
      const result = validateContactMessage(body);
      if (!result.ok)
        throw new AppError("VALIDATION", "Please check the form for errors.", { fields: result.fields });
      const { id } = await createInquiry(db, result.value);
      return c.json({ id }, 201);
    },
  );
}
