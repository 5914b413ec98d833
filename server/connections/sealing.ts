// The secrets the owner types into the admin (docs/product/06-admin.md §6.21) are kept sealed: AES-256-GCM
// with a fresh 12-byte nonce per value and the connection's name as associated data, so a sealed
// value moved to another row does not open. The key is generated on the first save and kept with the
// data (site_secrets), as the session-signing secret is; it never leaves the server.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Executor } from "#server/db/client.ts";
import { keepSiteSecret } from "#server/auth/secret.ts";

const KEY_NAME = "connection_settings_key";
const VERSION = "v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte sealing key, made once and shared by every instance (the first insert wins). */
export async function loadSealingKey(db: Executor): Promise<Buffer> {
  const stored = await keepSiteSecret(db, KEY_NAME, () => randomBytes(32).toString("base64"));
  const key = Buffer.from(stored, "base64");
  if (key.length !== 32) throw new Error("The stored sealing key is not 32 bytes");
  return key;
}

/** `plaintext` sealed for `label`: "v1.<nonce>.<tag>.<ciphertext>", each part base64url. */
export function seal(key: Buffer, label: string, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(label, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext of a value `seal` made for the same label; throws when it was changed or moved. */
export function unseal(key: Buffer, label: string, sealed: string): string {
  const [version, nonce, tag, body, ...rest] = sealed.split(".");
  if (version !== VERSION || !nonce || !tag || body === undefined || rest.length > 0) {
    throw new Error("Not a sealed value");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(label, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
