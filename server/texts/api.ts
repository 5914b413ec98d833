import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isValidTwilioSignature } from "#server/adapters/sms/twilio.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { handleInboundText, recordTextStatus } from "./service.ts";

export const SMS_STATUS_PATH = "/api/sms/status";
export const SMS_INBOUND_PATH = "/api/sms/inbound";

const BODY_LIMIT_BYTES = 64 * 1024;

export type TextRoutesDeps = { db: Database; config: Config };

/**
 * Twilio's webhooks (docs/product.md §8): POST /api/sms/status (delivery reports) and
 * POST /api/sms/inbound (texts people send). Each is signed with the auth token over PUBLIC_URL and
 * the form's fields; a request without a valid signature is refused with 403 and changes nothing.
 */
export function registerTextRoutes(app: Hono<HonoEnv>, deps: TextRoutesDeps): void {
  const { db, config } = deps;
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError("BAD_REQUEST", "The request is too large.");
    },
  });

  const readSigned = async (c: Context<HonoEnv>, path: string) => {
    const token = config.TWILIO_AUTH_TOKEN;
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const signature = c.req.header("x-twilio-signature");
    if (!token || !isValidTwilioSignature(token, signature, `${config.publicUrl}${path}`, params)) {
      c.get("log").warn({ path }, "text webhook refused: bad signature");
      throw new AppError("FORBIDDEN", "Invalid signature.");
    }
    return params;
  };

  app.post(SMS_STATUS_PATH, limit, async (c) => {
    const params = await readSigned(c, SMS_STATUS_PATH);
    const sid = params.MessageSid ?? params.CallSid;
    const status = params.MessageStatus ?? params.CallStatus;
    if (sid && status) await recordTextStatus(db, sid, status);
    return c.body(null, 204);
  });

  app.post(SMS_INBOUND_PATH, limit, async (c) => {
    const params = await readSigned(c, SMS_INBOUND_PATH);
    await handleInboundText(db, { from: params.From ?? "", body: params.Body ?? "" });
    // Twilio's own STOP handling answers the sender; we answer with an empty TwiML reply.
    return c.body("<Response></Response>", 200, { "content-type": "text/xml" });
  });
}
