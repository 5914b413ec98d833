// Twilio's REST API over plain HTTP (decision 130): form-encoded Messages.json and Calls.json under
// /2010-04-01/Accounts/{sid}/, basic auth with the account SID and token. A 429, a 5xx or a network
// failure is worth trying again; any other refusal (a bad number, an unverified sender) is not.
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse as parseQuery, stringify as stringifyQuery } from "node:querystring";
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
 * Twilio's signing algorithms, as the X-Twilio-Webhooks-Signature-Settings header names them: the
 * auth token signs with HMAC-SHA1; a SharedKey may sign with HMAC-SHA256 instead ("Sign webhooks with
 * shared keys", twilio.com/docs/usage/webhooks/webhook-shared-keys).
 */
export const TWILIO_HMAC_SHA1 = "HMAC_SHA1";
export const TWILIO_HMAC_SHA256 = "HMAC_SHA256";
export const TWILIO_SIGNATURE_HEADER = "X-Twilio-Signature";
export const TWILIO_SIGNATURE_SETTINGS_HEADER = "X-Twilio-Webhooks-Signature-Settings";

/** A webhook's form fields; a name sent more than once keeps every value. */
export type TwilioParams = Record<string, string | string[]>;

const HASHES: Record<string, "sha1" | "sha256"> = {
  [TWILIO_HMAC_SHA1]: "sha1",
  [TWILIO_HMAC_SHA256]: "sha256",
};

/**
 * Twilio's request signature ("Secure webhooks", twilio.com/docs/usage/webhooks/webhooks-security):
 * base64(HMAC(secret, the URL followed by every POST parameter's name and value, sorted by name; a
 * repeated name once per distinct value, sorted)). SHA-1 with the auth token unless a SharedKey's
 * setting names SHA-256.
 */
export function twilioSignature(
  secret: string,
  url: string,
  params: TwilioParams,
  algorithm: string = TWILIO_HMAC_SHA1,
): string {
  const hash = HASHES[algorithm.toUpperCase()];
  if (!hash) throw new Error(`Unsupported Twilio signature algorithm: ${algorithm}`);
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => {
      const value = params[key]!;
      if (!Array.isArray(value)) return acc + key + value;
      return [...new Set(value)].sort().reduce((inner, item) => inner + key + item, acc);
    }, url);
  return createHmac(hash, secret).update(data, "utf8").digest("base64");
}

/**
 * The algorithm a webhook was signed with: the `algorithm=` of X-Twilio-Webhooks-Signature-Settings
 * (`key=<SharedKey id>,algorithm=HMAC_SHA256`), or HMAC_SHA1 when the header or the part is missing.
 */
export function twilioSignatureAlgorithm(settingsHeader: string | null | undefined): string {
  for (const part of (settingsHeader ?? "").split(",")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === "algorithm") {
      const algorithm = part.slice(separator + 1).trim();
      if (algorithm) return algorithm;
    }
  }
  return TWILIO_HMAC_SHA1;
}

/** scheme://, user info, host and port of a URL, without normalising the rest (Twilio signs it as sent). */
function splitUrl(url: string) {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i.exec(url);
  if (!match) return null;
  const [prefix, scheme = "", authority = ""] = match;
  const userInfoEnd = authority.lastIndexOf("@");
  const hostAndPort = authority.slice(userInfoEnd + 1);
  // after an IPv6 literal's closing bracket only
  const portStart = hostAndPort.indexOf(":", hostAndPort.lastIndexOf("]") + 1);
  return {
    scheme,
    userInfo: authority.slice(0, userInfoEnd + 1),
    host: portStart === -1 ? hostAndPort : hostAndPort.slice(0, portStart),
    port: portStart === -1 ? "" : hostAndPort.slice(portStart),
    rest: url.slice(prefix.length),
  };
}

function withoutPort(url: string): string {
  const parts = splitUrl(url);
  return parts ? parts.scheme + parts.userInfo + parts.host + parts.rest : url;
}

/** The URL with its scheme's standard port written out (:443 for https, :80 otherwise). */
function withPort(url: string): string {
  const parts = splitUrl(url);
  if (!parts || parts.port) return url;
  const port = parts.scheme.toLowerCase() === "https://" ? ":443" : ":80";
  return parts.scheme + parts.userInfo + parts.host + port + parts.rest;
}

/** The query string re-encoded as Node's legacy querystring module writes it. */
function withLegacyQuery(url: string): string {
  const start = url.indexOf("?");
  if (start === -1 || start === url.length - 1) return url;
  return `${url.slice(0, start)}?${stringifyQuery(parseQuery(url.slice(start + 1)))}`;
}

/**
 * The forms of a webhook URL a signature may have been made over, in the order Twilio's own
 * validateRequest tries them: the URL as received with the port dropped and with it written out, then
 * the URL as `new URL()` normalises it (both port forms, each also with a legacy-encoded query).
 */
export function twilioSignedUrlForms(url: string): string[] {
  const forms = [withoutPort(url), withPort(url)];
  let normalised: string;
  try {
    normalised = new URL(url).toString();
  } catch {
    return forms;
  }
  const bare = withoutPort(normalised);
  const ported = withPort(normalised);
  return [...forms, bare, ported, withLegacyQuery(bare), withLegacyQuery(ported)];
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type TwilioWebhookSecrets = {
  /** The account's auth token: signs every webhook that carries no signature settings. */
  authToken: string | undefined;
  /**
   * SharedKey secrets: sign the webhooks a Webhook Rule gives a signing setting (those carry
   * X-Twilio-Webhooks-Signature-Settings). Two while a key is being replaced.
   */
  sharedKeySecrets: readonly string[];
};

/**
 * True when `signature` is Twilio's signature of this request: by the auth token with HMAC-SHA1
 * when no signature settings came with it, else by a SharedKey secret with the algorithm the settings
 * name (HMAC_SHA1 or HMAC_SHA256; any other is refused). `url` is the webhook's address as configured
 * in Twilio, query string included.
 */
export function isValidTwilioRequest(
  secrets: TwilioWebhookSecrets,
  request: {
    signature: string | null | undefined;
    settingsHeader: string | null | undefined;
    url: string;
    params: TwilioParams;
  },
): boolean {
  const { signature, settingsHeader, url, params } = request;
  if (!signature) return false;
  const shared = settingsHeader !== null && settingsHeader !== undefined && settingsHeader !== "";
  const keys = shared ? secrets.sharedKeySecrets : secrets.authToken ? [secrets.authToken] : [];
  const algorithm = twilioSignatureAlgorithm(settingsHeader);
  if (keys.length === 0 || !HASHES[algorithm.toUpperCase()]) return false;
  const forms = twilioSignedUrlForms(url);
  return keys.some((key) =>
    forms.some((form) => sameSignature(signature, twilioSignature(key, form, params, algorithm))),
  );
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
