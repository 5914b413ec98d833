// Twilio's REST API over plain HTTP (decision 130): form-encoded Messages.json and Calls.json under
// /2010-04-01/Accounts/{sid}/, basic auth with the account SID and token. A 429, a 5xx or a network
// failure is worth trying again; any other refusal (a bad number, an unverified sender) is not.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "#server/config.ts";

export type SmsSendResult = { sid: string; status: string };

export class SmsProviderError extends Error {
  override name = "SmsProviderError";
  constructor(
    message: string,
    /** True when trying again later may work (429, 5xx, no answer). */
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

export type SmsProvider = {
  name: "twilio" | "none";
  /** Sends one text; throws SmsProviderError. */
  sendText: (input: { to: string; body: string; statusCallback?: string }) => Promise<SmsSendResult>;
  /** Places one voice call that reads `say` out; throws SmsProviderError. */
  placeCall: (input: { to: string; say: string; statusCallback?: string }) => Promise<SmsSendResult>;
};

/** The TwiML of a call that reads the text out twice, so a sleepy listener catches it. */
export function sayTwiml(say: string): string {
  const escaped = say.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<Response><Say>${escaped}</Say><Pause length="1"/><Say>${escaped}</Say></Response>`;
}

/**
 * Twilio's request signature: base64(HMAC-SHA1(auth token, the full URL followed by every POST
 * parameter's name and value, sorted by name)).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** True when `signature` is Twilio's signature of this URL and these parameters. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined | null,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const REQUEST_TIMEOUT_MS = 15_000;

export function createTwilioProvider(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiBaseUrl: string;
  fetch?: typeof fetch;
}): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const base = `${options.apiBaseUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  const post = async (resource: string, form: Record<string, string>): Promise<SmsSendResult> => {
    let response: Response;
    try {
      response = await doFetch(`${base}/${resource}`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SmsProviderError(`Twilio did not answer: ${reason}`, true);
    }
    const payload = (await response.json().catch(() => null)) as {
      sid?: string;
      status?: string;
      message?: string;
      code?: number;
    } | null;
    if (!response.ok) {
      const retryable = response.status === 429 || response.status >= 500;
      const detail = payload?.message ? `: ${payload.message}` : "";
      const code = payload?.code ? ` (code ${payload.code})` : "";
      throw new SmsProviderError(
        `Twilio answered ${response.status}${detail}${code}`,
        retryable,
        response.status,
      );
    }
    if (!payload?.sid) throw new SmsProviderError("Twilio answered without a sid", true, response.status);
    return { sid: payload.sid, status: payload.status ?? "queued" };
  };

  return {
    name: "twilio",
    sendText: ({ to, body, statusCallback }) =>
      post("Messages.json", {
        To: to,
        From: options.from,
        Body: body,
        ...(statusCallback ? { StatusCallback: statusCallback } : {}),
      }),
    placeCall: ({ to, say, statusCallback }) =>
      post("Calls.json", {
        To: to,
        From: options.from,
        Twiml: sayTwiml(say),
        ...(statusCallback ? { StatusCallback: statusCallback } : {}),
      }),
  };
}

const NO_PROVIDER: SmsProvider = {
  name: "none",
  sendText: () => Promise.reject(new SmsProviderError("Texts are not set up", false)),
  placeCall: () => Promise.reject(new SmsProviderError("Texts are not set up", false)),
};

/** Twilio when SMS_PROVIDER says so (or its three variables are set); otherwise none: texts are kept. */
export function createSmsProvider(
  config: Pick<
    Config,
    "smsProvider" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM_NUMBER" | "TWILIO_API_BASE_URL"
  >,
): SmsProvider {
  if (
    config.smsProvider !== "twilio" ||
    !config.TWILIO_ACCOUNT_SID ||
    !config.TWILIO_AUTH_TOKEN ||
    !config.TWILIO_FROM_NUMBER
  )
    return NO_PROVIDER;
  return createTwilioProvider({
    accountSid: config.TWILIO_ACCOUNT_SID,
    authToken: config.TWILIO_AUTH_TOKEN,
    from: config.TWILIO_FROM_NUMBER,
    apiBaseUrl: config.TWILIO_API_BASE_URL,
  });
}
