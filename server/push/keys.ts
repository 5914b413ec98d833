// The site's VAPID key pair for Web Push (docs/product/08-text-messages.md §8, Phone alerts): generated the
// first time an alert
// needs it and kept with the data (site_secrets), as the session-signing secret is, so every
// instance signs with the same key and devices subscribed before a restart keep receiving alerts.
// The private key never leaves the server; the public key is what a browser subscribes with.
import webpush from "web-push";
import type { Executor } from "#server/db/client.ts";
import { keepSiteSecret } from "#server/auth/secret.ts";

const KEY_NAME = "web_push_vapid_keys";

export type VapidKeys = { publicKey: string; privateKey: string };

function isKeyPair(value: unknown): value is VapidKeys {
  if (typeof value !== "object" || value === null) return false;
  const pair = value as Record<string, unknown>;
  return typeof pair.publicKey === "string" && typeof pair.privateKey === "string";
}

/** The key pair, made once and shared by every instance (the first insert wins; both halves together). */
export async function loadVapidKeys(db: Executor): Promise<VapidKeys> {
  const stored = await keepSiteSecret(db, KEY_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const parsed: unknown = JSON.parse(stored);
  if (!isKeyPair(parsed)) throw new Error("The stored push keys are not a key pair");
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
