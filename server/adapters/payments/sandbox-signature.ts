// The sandbox signs its webhook events like Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "t.body">`, so the webhook handler takes the same path for both providers.
import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "./types.ts";

export const SANDBOX_SIGNATURE_HEADER = "Sandbox-Signature";
/** Events older (or newer) than this are refused, so a captured request cannot be replayed later. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, payload: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
}

export function signSandboxPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

export function verifySandboxSignature(
  header: string | null | undefined,
  payload: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookSignatureError(`Missing ${SANDBOX_SIGNATURE_HEADER} header`);
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookSignatureError("Malformed signature header");
  }
  if (Math.abs(nowSeconds - timestamp) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("Signature timestamp outside the tolerance");
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), "hex");
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, "hex"), expected));
  if (!matches) throw new WebhookSignatureError("Signature does not match");
}
