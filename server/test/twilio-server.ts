// A stand-in for Twilio's REST API on loopback, for tests: Messages.json and Calls.json under
// /2010-04-01/Accounts/{sid}/, form-encoded, basic auth checked. It keeps what it was sent, can be
// told to answer errors, posts signed status callbacks, and signs inbound webhooks as Twilio does.
// Signatures are made by the `twilio` package's own getExpectedTwilioSignature, so they are Twilio's
// ("Secure webhooks", twilio.com/docs/usage/webhooks/webhooks-security; with a SharedKey, "Sign
// webhooks with shared keys", twilio.com/docs/usage/webhooks/webhook-shared-keys: the same signed
// string, the SharedKey's secret and algorithm, and X-Twilio-Webhooks-Signature-Settings naming both).
import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import {
  getExpectedTwilioSignature,
  HMAC_SHA1,
  SIGNATURE_HEADER,
  SIGNATURE_SETTINGS_HEADER,
} from "twilio/lib/webhooks/webhooks.js";

/** A Twilio SharedKey a Webhook Rule signs with instead of the auth token. */
export type StandInSharedKey = { id: string; secret: string; algorithm: "HMAC_SHA1" | "HMAC_SHA256" };

export type StandInMessage = {
  sid: string;
  kind: "message" | "call";
  to: string;
  from: string;
  /** The text's body, or the call's TwiML. */
  body: string;
  statusCallback: string | null;
};

export type TestTwilio = {
  url: string;
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Everything accepted, in order. */
  sent: StandInMessage[];
  /** Requests refused for bad credentials. */
  unauthorized: number;
  /** The next `count` requests get `status` (e.g. 429, 503 or 400) instead of being accepted. */
  failNext: (status: number, count?: number) => void;
  /** Posts a status callback for an accepted message or call, signed with the auth token. */
  sendStatus: (sid: string, status: string) => Promise<Response>;
  /**
   * Headers and body of a webhook as Twilio would post it to `url` (the address as configured in
   * Twilio, query string included): signed with the auth token, or with `sharedKey` when given.
   */
  signedInbound: (
    url: string,
    params: Record<string, string>,
    sharedKey?: StandInSharedKey,
  ) => { headers: Record<string, string>; body: string };
  stop: () => Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

export async function startTestTwilio(): Promise<TestTwilio> {
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const fromNumber = "+15005550006";
  const sent: StandInMessage[] = [];
  const failures: number[] = [];
  let unauthorized = 0;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const prefix = `/2010-04-01/Accounts/${accountSid}/`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== expectedAuth) {
        unauthorized += 1;
        return reply(401, { code: 20003, message: "Authenticate", status: 401 });
      }
      const path = req.url ?? "";
      const resource = path.startsWith(prefix) ? path.slice(prefix.length) : "";
      if (req.method !== "POST" || (resource !== "Messages.json" && resource !== "Calls.json")) {
        return reply(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      }
      if (req.headers["content-type"] !== "application/x-www-form-urlencoded") {
        return reply(400, { code: 21000, message: "Form-encoded body expected", status: 400 });
      }
      const form = new URLSearchParams(await readBody(req));
      const failure = failures.shift();
      if (failure !== undefined) {
        return reply(failure, {
          code: failure === 429 ? 20429 : 21211,
          message: `Stand-in error ${failure}`,
          status: failure,
        });
      }
      const to = form.get("To") ?? "";
      const from = form.get("From") ?? "";
      const isCall = resource === "Calls.json";
      const body = (isCall ? form.get("Twiml") : form.get("Body")) ?? "";
      if (!/^\+[1-9]\d{6,14}$/.test(to)) {
        return reply(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        });
      }
      if (!from || !body)
        return reply(400, { code: 21602, message: "Message body is required.", status: 400 });
      const sid = `${isCall ? "CA" : "SM"}${randomBytes(16).toString("hex")}`;
      sent.push({
        sid,
        kind: isCall ? "call" : "message",
        to,
        from,
        body,
        statusCallback: form.get("StatusCallback"),
      });
      return reply(201, {
        sid,
        account_sid: accountSid,
        to,
        from,
        status: "queued",
        body: isCall ? undefined : body,
      });
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const signed = (url: string, params: Record<string, string>, sharedKey?: StandInSharedKey) => ({
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      [SIGNATURE_HEADER]: sharedKey
        ? getExpectedTwilioSignature(sharedKey.secret, url, params, sharedKey.algorithm)
        : getExpectedTwilioSignature(authToken, url, params, HMAC_SHA1),
      ...(sharedKey
        ? { [SIGNATURE_SETTINGS_HEADER]: `key=${sharedKey.id},algorithm=${sharedKey.algorithm}` }
        : {}),
    },
    body: new URLSearchParams(params).toString(),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    fromNumber,
    sent,
    get unauthorized() {
      return unauthorized;
    },
    failNext: (status, count = 1) => {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    sendStatus: async (sid, status) => {
      const message = sent.find((entry) => entry.sid === sid);
      if (!message?.statusCallback) throw new Error(`No status callback for ${sid}`);
      const params: Record<string, string> =
        message.kind === "call"
          ? { CallSid: sid, CallStatus: status, AccountSid: accountSid, To: message.to }
          : { MessageSid: sid, MessageStatus: status, AccountSid: accountSid, To: message.to };
      const request = signed(message.statusCallback, params);
      return fetch(message.statusCallback, { method: "POST", headers: request.headers, body: request.body });
    },
    signedInbound: signed,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
