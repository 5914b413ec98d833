// A stand-in for a browser's push service on loopback, for tests (as twilio-server.ts stands in for
// Twilio). It makes realistic subscriptions (a P-256 key pair and an auth secret per device, made with
// node:crypto as a browser makes them) and, for each push, checks what a real push service checks:
// the VAPID JWT (ES256, signed by the key in `Authorization: vapid t=…, k=…`, its `aud` this service's
// origin, not expired, a contact in `sub`) and the aes128gcm headers (Content-Encoding, TTL). It then
// decrypts the payload with the device's private key (RFC 8291) and records it. An endpoint can be
// told to answer 410 Gone (an expired subscription), and the next pushes can be told to fail.
import { createServer, type IncomingMessage, type Server } from "node:http";
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";

export type TestSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type Delivery = {
  deviceId: string;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | null;
  /** The VAPID public key the JWT was checked against. */
  vapidKey: string;
  subject: string;
};

export type TestPushService = {
  url: string;
  /** A new device's subscription, as `PushSubscription.toJSON()` gives it in a browser. */
  subscribe: () => TestSubscription;
  /** Pushes accepted, in order. */
  deliveries: Delivery[];
  /** Pushes refused, with why. */
  refused: { deviceId: string; status: number; reason: string }[];
  /** The endpoint answers 410 Gone from now on, as for a subscription the browser dropped. */
  expire: (endpoint: string) => void;
  /** The next `count` pushes get `status` (e.g. 429 or 503) instead of being accepted. */
  failNext: (status: number, count?: number) => void;
  stop: () => Promise<void>;
};

type Device = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer; gone: boolean };

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

/** Checks the VAPID header; answers the key and contact, or why it is refused. */
export function checkVapid(
  header: string | undefined,
  audience: string,
): { ok: true; key: string; subject: string } | { ok: false; reason: string } {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
    header ?? "",
  );
  if (!match?.[1] || !match[2]) return { ok: false, reason: "no vapid authorization" };
  const [token, key] = [match[1], match[2]];
  const [head = "", claims = "", signature = ""] = token.split(".");
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 0x04) return { ok: false, reason: "the key is not a P-256 point" };
  let header64: { alg?: unknown; typ?: unknown };
  let body: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header64 = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as typeof header64;
    body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as typeof body;
  } catch {
    return { ok: false, reason: "the token is not JSON" };
  }
  if (header64.alg !== "ES256") return { ok: false, reason: "the token is not ES256" };
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) return { ok: false, reason: "the signature does not match the key" };
  if (body.aud !== audience) return { ok: false, reason: `aud ${String(body.aud)} is not ${audience}` };
  const now = Math.floor(Date.now() / 1000);
  if (typeof body.exp !== "number" || body.exp <= now || body.exp > now + 24 * 3600)
    return { ok: false, reason: "exp is not within 24 hours" };
  if (typeof body.sub !== "string" || !/^(mailto:|https:)/.test(body.sub))
    return { ok: false, reason: "sub is not a mailto: or https: contact" };
  return { ok: true, key, subject: body.sub };
}

/** Decrypts an aes128gcm push body for the device (RFC 8188 and RFC 8291). */
export function decryptPush(body: Buffer, device: Pick<Device, "ecdh" | "publicKey" | "auth">): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const shared = device.ecdh.computeSecret(serverKey);
  const prkKey = hmac(device.auth, shared);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.publicKey,
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the last record's delimiter is missing");
  return padded.subarray(0, end).toString("utf8");
}

export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, Device>();
  const deliveries: Delivery[] = [];
  const refused: TestPushService["refused"] = [];
  const failures: number[] = [];
  let origin = "";

  const server: Server = createServer((req, res) => {
    void (async () => {
      const deviceId = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? "")?.[1] ?? "";
      const refuse = (status: number, reason: string) => {
        refused.push({ deviceId, status, reason });
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(reason);
      };
      const device = devices.get(deviceId);
      if (req.method !== "POST" || !device) return refuse(404, "no such subscription");
      const body = await readBody(req);
      if (device.gone) return refuse(410, "subscription expired");
      // the JWT's audience is the origin the push was sent to (RFC 8292 §2): this service under the
      // name the sender used for it
      const vapid = checkVapid(req.headers.authorization, `http://${req.headers.host ?? ""}`);
      if (!vapid.ok) return refuse(401, vapid.reason);
      if (req.headers["content-encoding"] !== "aes128gcm")
        return refuse(400, "content-encoding is not aes128gcm");
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, "no TTL");
      let payload: Delivery["payload"];
      try {
        payload = JSON.parse(decryptPush(body, device)) as Delivery["payload"];
      } catch (error) {
        return refuse(400, `payload does not decrypt: ${String(error)}`);
      }
      const failure = failures.shift();
      if (failure !== undefined) return refuse(failure, "stand-in failure");
      const urgency = req.headers.urgency;
      deliveries.push({
        deviceId,
        payload,
        ttl,
        urgency: typeof urgency === "string" ? urgency : null,
        vapidKey: vapid.key,
        subject: vapid.subject,
      });
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` });
      res.end();
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    subscribe: () => {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      devices.set(id, { ecdh, publicKey, auth, gone: false });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    deliveries,
    refused,
    expire: (endpoint) => {
      const id = endpoint.split("/").pop() ?? "";
      const device = devices.get(id);
      if (device) device.gone = true;
    },
    failNext: (status, count = 1) => {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
