import type { Context, Hono } from "hono";
import type { IncomingMessage } from "node:http";
import {
  isValidTwilioRequest,
  TWILIO_SIGNATURE_HEADER,
  TWILIO_SIGNATURE_SETTINGS_HEADER,
  type TwilioParams,
} from "#server/adapters/sms/twilio.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { limitBody } from "#server/request-body.ts";
import { handleInboundText, recordTextStatus } from "./service.ts";

export const SMS_STATUS_PATH = "/api/sms/status";
export const SMS_INBOUND_PATH = "/api/sms/inbound";

const BODY_LIMIT_BYTES = 64 * 1024;

export type TextRoutesDeps = { db: Database; config: Config };

/** The form's fields as Twilio signed them: a name sent more than once keeps every value. */
function readParams(body: string): TwilioParams {
  const params: TwilioParams = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = params[name];
    params[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return params;
}

/** The request's query string exactly as it arrived ("" or "?…"): Twilio signs it as configured. */
function rawQuery(c: Context<HonoEnv>): string {
  const incoming = (c.env as { incoming?: Pick<IncomingMessage, "url"> } | undefined)?.incoming;
  const target = incoming?.url ?? c.req.url;
  const start = target.indexOf("?");
  if (start === -1) return "";
  const end = target.indexOf("#", start);
  return target.slice(start, end === -1 ? undefined : end);
}

/**
 * Twilio's webhooks (docs/product/08-text-messages.md §8): POST /api/sms/status (delivery reports) and
 * POST /api/sms/inbound (texts people send). Each is signed over the webhook's address as configured
 * in Twilio (PUBLIC_URL, the path and any query string; with or without the scheme's port, as
 * Twilio's own validateRequest accepts) and the form's fields: with the auth token (HMAC-SHA1), or
 * with a SharedKey secret (TWILIO_SHARED_KEY_SECRET) when the request carries signature settings. A
 * request without a valid signature is refused with 403 and changes nothing.
 */
export function registerTextRoutes(app: Hono<HonoEnv>, deps: TextRoutesDeps): void {
  const { db, config } = deps;
  const limit = limitBody({ maxBytes: BODY_LIMIT_BYTES, tooLargeMessage: "The request is too large." });
  const secrets = {
    authToken: config.TWILIO_AUTH_TOKEN,
    sharedKeySecrets: config.twilioSharedKeySecrets,
  };

  const readSigned = async (c: Context<HonoEnv>, path: string) => {
    const params = readParams(await c.req.text());
    const valid = isValidTwilioRequest(secrets, {
      signature: c.req.header(TWILIO_SIGNATURE_HEADER),
      settingsHeader: c.req.header(TWILIO_SIGNATURE_SETTINGS_HEADER),
      url: `${config.publicUrl}${path}${rawQuery(c)}`,
      params,
    });
    if (!valid) {
      c.get("log").warn({ path }, "text webhook refused: bad signature");
      throw new AppError("FORBIDDEN", "Invalid signature.");
    }
    return params;
  };
  const field = (params: TwilioParams, name: string): string | undefined => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };

  app.post(SMS_STATUS_PATH, limit, async (c) => {
    const params = await readSigned(c, SMS_STATUS_PATH);
    const sid = field(params, "MessageSid") ?? field(params, "CallSid");
    const status = field(params, "MessageStatus") ?? field(params, "CallStatus");
    if (sid && status) await recordTextStatus(db, sid, status);
    return c.body(null, 204);
  });

  app.post(SMS_INBOUND_PATH, limit, async (c) => {
    const params = await readSigned(c, SMS_INBOUND_PATH);
    await handleInboundText(db, { from: field(params, "From") ?? "", body: field(params, "Body") ?? "" });
    // Twilio's own STOP handling answers the sender; we answer with an empty TwiML reply.
    return c.body("<Response></Response>", 200, { "content-type": "text/xml" });
  });
}
