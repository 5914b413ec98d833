// Twilio's webhooks as Twilio signs them (docs/product/08-text-messages.md §8): over the address as
// configured in
// Twilio (query string included, the port dropped or written out), with the auth token or a SharedKey,
// and the opt-out and opt-in words Twilio itself honours. Every request here is signed by the `twilio`
// package's own code (through the stand-in), and the package's validateRequest is asked alongside.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import {
  getExpectedTwilioSignature,
  getSignatureAlgorithm,
  validateRequest,
} from "twilio/lib/webhooks/webhooks.js";
import { isValidTwilioRequest, twilioSignatureAlgorithm } from "#server/adapters/sms/twilio.ts";
import { loadConfig } from "#server/config.ts";
import { smsOptOuts } from "#server/db/schema/index.ts";
import { answerError } from "#server/error-response.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { startTestTwilio, type StandInSharedKey, type TestTwilio } from "#server/test/twilio-server.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { registerTextRoutes, SMS_INBOUND_PATH, SMS_STATUS_PATH } from "./api.ts";

const database = useTestDatabase();
const log = pino({ level: "silent" });
const CUSTOMER = "+14045550101";
let twilio: TestTwilio;

beforeAll(async () => {
  twilio = await startTestTwilio();
});
afterAll(async () => {
  await twilio.stop();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from sms_opt_outs`);
});

function app(env: Record<string, string>) {
  const hono = new Hono<HonoEnv>();
  hono.use(async (c, next) => {
    c.set("log", log as never);
    await next();
  });
  hono.onError((error, c) => answerError(error, c));
  const config = loadConfig({
    NODE_ENV: "test",
    PAYMENT_PROVIDER: "sandbox",
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: twilio.fromNumber,
    TWILIO_API_BASE_URL: twilio.url,
    ...env,
  });
  registerTextRoutes(hono, { db: database.db, config });
  return hono;
}

async function optedOut(): Promise<boolean | null> {
  const [row] = await database.db
    .select({ out: smsOptOuts.opted_out_at, in: smsOptOuts.opted_in_at })
    .from(smsOptOuts);
  if (!row) return null;
  return row.out !== null && (row.in === null || row.out > row.in);
}

/** Posts `params` to the app at `target` (path and query), signed as Twilio signs for `configuredUrl`. */
async function post(
  hono: Hono<HonoEnv>,
  target: string,
  configuredUrl: string,
  params: Record<string, string>,
  sharedKey?: StandInSharedKey,
) {
  const request = twilio.signedInbound(configuredUrl, params, sharedKey);
  return hono.request(target, { method: "POST", headers: request.headers, body: request.body });
}

describe(`Twilio's webhooks (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("a STOP Twilio signs over the webhook address as configured (a query string, the port dropped or written out) opts the number out", async () => {
    const stop = { From: CUSTOMER, To: "+15005550006", Body: "STOP", MessageSid: "SM1" };
    const cases: { publicUrl: string; target: string; configured: string }[] = [
      // a query string of the owner's own in Twilio's console
      {
        publicUrl: "https://shop.test",
        target: `${SMS_INBOUND_PATH}?source=twilio&note=it%27s%20me`,
        configured: `https://shop.test${SMS_INBOUND_PATH}?source=twilio&note=it%27s%20me`,
      },
      // Twilio's signature over the https port written out, PUBLIC_URL without it
      {
        publicUrl: "https://shop.test",
        target: SMS_INBOUND_PATH,
        configured: `https://shop.test:443${SMS_INBOUND_PATH}`,
      },
      // PUBLIC_URL with the port written out, Twilio's signature without it
      {
        publicUrl: "https://shop.test:443",
        target: SMS_INBOUND_PATH,
        configured: `https://shop.test${SMS_INBOUND_PATH}`,
      },
      // plain http and :80, with a query string
      {
        publicUrl: "http://shop.test",
        target: `${SMS_INBOUND_PATH}?a=1`,
        configured: `http://shop.test:80${SMS_INBOUND_PATH}?a=1`,
      },
    ];
    for (const { publicUrl, target, configured } of cases) {
      await database.db.execute(sql`delete from sms_opt_outs`);
      const signed = twilio.signedInbound(configured, stop);
      // Twilio's own validator takes this request at the address the app knows itself by
      const ownUrl = `${publicUrl}${target}`;
      expect(validateRequest(twilio.authToken, signed.headers["X-Twilio-Signature"]!, ownUrl, stop)).toBe(
        true,
      );
      const response = await post(app({ PUBLIC_URL: publicUrl }), target, configured, stop);
      expect(response.status, `${configured} at ${publicUrl}`).toBe(200);
      expect(await optedOut(), configured).toBe(true);
    }

    // a signature over another query string, another path or another host is refused, and changes nothing
    await database.db.execute(sql`delete from sms_opt_outs`);
    const hono = app({ PUBLIC_URL: "https://shop.test" });
    for (const configured of [
      `https://shop.test${SMS_INBOUND_PATH}?source=elsewhere`,
      `https://shop.test${SMS_STATUS_PATH}?source=twilio`,
      `https://other.test${SMS_INBOUND_PATH}?source=twilio`,
      `https://shop.test:8443${SMS_INBOUND_PATH}?source=twilio`,
    ]) {
      const response = await post(hono, `${SMS_INBOUND_PATH}?source=twilio`, configured, stop);
      expect(response.status, configured).toBe(403);
    }
    expect(await optedOut()).toBeNull();
  });

  it("REVOKE and OPTOUT opt a number out and YES opts it back in, as Twilio's default keywords do", async () => {
    const hono = app({ PUBLIC_URL: "https://shop.test" });
    const url = `https://shop.test${SMS_INBOUND_PATH}`;
    const reply = (Body: string) => post(hono, SMS_INBOUND_PATH, url, { From: CUSTOMER, Body });
    for (const [word, expected] of [
      ["REVOKE", true],
      ["yes", false],
      ["optout", true],
      ["START", false],
      ["Stop", true],
      ["UNSTOP", false],
    ] as const) {
      expect((await reply(word)).status).toBe(200);
      expect(await optedOut(), word).toBe(expected);
    }
    // a sentence is not a keyword
    await reply("yes please revoke it");
    expect(await optedOut()).toBe(false);
  });

  it("accepts a webhook a SharedKey signs with HMAC-SHA256 when its secret is set, and refuses it otherwise", async () => {
    const url = `https://shop.test${SMS_INBOUND_PATH}?rule=shared`;
    const target = `${SMS_INBOUND_PATH}?rule=shared`;
    const stop = { From: CUSTOMER, Body: "STOP" };
    const current: StandInSharedKey = {
      id: "webhooks_sharedkey_01current",
      secret: "shared-secret-current-0001",
      algorithm: "HMAC_SHA256",
    };
    const next: StandInSharedKey = {
      id: "webhooks_sharedkey_02next",
      secret: "shared-secret-next-0002",
      algorithm: "HMAC_SHA256",
    };
    // what the package says of the same request, to hold the stand-in and the app to it
    const signed = twilio.signedInbound(url, stop, current);
    const settings = signed.headers["X-Twilio-Webhooks-Signature-Settings"]!;
    expect(settings).toBe(`key=${current.id},algorithm=HMAC_SHA256`);
    expect(getSignatureAlgorithm(settings)).toBe("HMAC_SHA256");
    expect(
      validateRequest(current.secret, signed.headers["X-Twilio-Signature"]!, url, stop, "HMAC_SHA256"),
    ).toBe(true);

    // no SharedKey secret on the server: refused, however well signed
    expect((await post(app({ PUBLIC_URL: "https://shop.test" }), target, url, stop, current)).status).toBe(
      403,
    );
    expect(await optedOut()).toBeNull();

    // two secrets while a key is replaced: either signs
    const hono = app({
      PUBLIC_URL: "https://shop.test",
      TWILIO_SHARED_KEY_SECRET: `${current.secret}, ${next.secret}`,
    });
    expect((await post(hono, target, url, stop, current)).status).toBe(200);
    expect(await optedOut()).toBe(true);
    expect((await post(hono, target, url, { From: CUSTOMER, Body: "START" }, next)).status).toBe(200);
    expect(await optedOut()).toBe(false);
    // SHA-1 with a SharedKey is Twilio's too
    expect(
      (
        await post(
          hono,
          target,
          url,
          { From: CUSTOMER, Body: "STOP" },
          { ...current, algorithm: "HMAC_SHA1" },
        )
      ).status,
    ).toBe(200);
    expect(await optedOut()).toBe(true);

    // the auth token still signs webhooks without signature settings
    expect((await post(hono, target, url, { From: CUSTOMER, Body: "START" })).status).toBe(200);
    expect(await optedOut()).toBe(false);

    // refused: the settings header taken away, an algorithm Twilio does not name, another secret
    const forged = [
      (() => {
        const request = twilio.signedInbound(url, stop, current);
        delete request.headers["X-Twilio-Webhooks-Signature-Settings"];
        return request;
      })(),
      (() => {
        const request = twilio.signedInbound(url, stop, current);
        request.headers["X-Twilio-Webhooks-Signature-Settings"] = `key=${current.id},algorithm=HMAC_SHA512`;
        return request;
      })(),
      twilio.signedInbound(url, stop, { ...current, secret: "not-the-shared-secret" }),
    ];
    for (const request of forged) {
      const response = await hono.request(target, {
        method: "POST",
        headers: request.headers,
        body: request.body,
      });
      expect(response.status).toBe(403);
    }
    expect(await optedOut()).toBe(false);
  });
});

describe("the signature check agrees with the twilio package's validateRequest", () => {
  it("takes and refuses the same requests over every form of the address", () => {
    const token = "auth-token-for-agreement";
    const params = { From: CUSTOMER, Body: "Café ✓ & more", To: "+15005550006", Empty: "" };
    const urls = [
      "https://shop.test/api/sms/inbound",
      "https://shop.test:443/api/sms/inbound",
      "https://shop.test:8443/api/sms/inbound",
      "http://shop.test/api/sms/inbound",
      "http://shop.test:80/api/sms/inbound",
      "https://shop.test/api/sms/inbound?source=twilio",
      "https://shop.test:443/api/sms/inbound?source=twilio&x=a%20b",
      "https://shop.test/api/sms/inbound?note=it's",
      "https://shop.test/api/sms/inbound?note=it%27s",
      "https://shop.test/api/sms/inbound?q=a+b&q=c",
      "https://user:pass@shop.test/api/sms/inbound",
      "https://[2001:db8::1]/api/sms/inbound",
      "https://[2001:db8::1]:443/api/sms/inbound?x=1",
      "https://SHOP.test/api/sms/inbound",
    ];
    let accepted = 0;
    for (const signedOver of urls) {
      for (const algorithm of ["HMAC_SHA1", "HMAC_SHA256"]) {
        const signature = getExpectedTwilioSignature(token, signedOver, params, algorithm);
        const settingsHeader = algorithm === "HMAC_SHA1" ? undefined : `key=k1,algorithm=${algorithm}`;
        expect(twilioSignatureAlgorithm(settingsHeader)).toBe(getSignatureAlgorithm(settingsHeader));
        for (const checkedAt of urls) {
          const theirs = validateRequest(token, signature, checkedAt, params, algorithm);
          const ours = isValidTwilioRequest(
            { authToken: algorithm === "HMAC_SHA1" ? token : undefined, sharedKeySecrets: [token] },
            { signature, settingsHeader, url: checkedAt, params },
          );
          expect(ours, `${algorithm} signed over ${signedOver}, checked at ${checkedAt}`).toBe(theirs);
          if (theirs) accepted += 1;
        }
      }
    }
    // the matrix holds both answers: the same address, its port forms and its encodings pass
    expect(accepted).toBeGreaterThan(urls.length * 2);
    expect(accepted).toBeLessThan(urls.length * urls.length * 2);
  });

  it("signs a name sent twice as the package does", () => {
    const params = { MediaUrl: ["https://b.test/2", "https://a.test/1", "https://a.test/1"], Body: "hi" };
    const url = "https://shop.test/api/sms/inbound";
    const signature = getExpectedTwilioSignature("token-1234", url, params);
    expect(
      isValidTwilioRequest(
        { authToken: "token-1234", sharedKeySecrets: [] },
        { signature, settingsHeader: null, url, params },
      ),
    ).toBe(true);
    expect(validateRequest("token-1234", signature, url, params)).toBe(true);
  });
});
