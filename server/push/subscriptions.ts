// The devices that receive phone alerts (docs/product/08-text-messages.md §8, Phone alerts). A browser hands
// over its push
// endpoint and keys when an admin turns alerts on; everything in them is checked here, because the
// server later posts to that address: only https (or http on this machine while the site itself runs
// on loopback, for tests), no private network address typed as an IP (a host name is resolved and
// checked by the settings page, and again before every alert: server/outbound/addresses.ts), keys of
// the exact sizes the standard gives. An endpoint is one device: subscribing it again keeps one row.
import { asc, eq } from "drizzle-orm";
import { addressRange, isLoopbackHost } from "#domain/ip-addresses.ts";
import type { Executor } from "#server/db/client.ts";
import { pushSubscriptions, user } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";

export const MAX_ENDPOINT_LENGTH = 2048;
/** Uncompressed P-256 point: 0x04, then 32 bytes of x and 32 of y. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;
export const BAD_SUBSCRIPTION =
  "This browser's alert address could not be used. Try turning alerts on again.";
export const DEVICE_GONE = "That device is no longer on the list.";

export type SubscriptionInput = { endpoint: string; p256dh: string; auth: string };

export type PushDevice = {
  id: string;
  label: string;
  adminName: string;
  isMine: boolean;
  /** The browser's push address, for the page to know which row is this device; never shown. */
  endpoint: string;
  createdAt: string;
};

function refuse(): never {
  throw new AppError("VALIDATION", BAD_SUBSCRIPTION);
}

function decodedLength(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ""), "base64url").length;
}

/**
 * The endpoint and keys as stored, or a 400 in the owner's words. `allowLoopbackHttp` is true only
 * while the site's own address is on this machine (a test run), so a live site never posts to itself.
 */
export function checkSubscription(
  fields: Record<string, unknown>,
  options: { allowLoopbackHttp: boolean },
): SubscriptionInput {
  const { endpoint, p256dh, auth } = fields;
  if (typeof endpoint !== "string" || typeof p256dh !== "string" || typeof auth !== "string") refuse();
  if (endpoint.length === 0 || endpoint.length > MAX_ENDPOINT_LENGTH) refuse();
  if (p256dh.length > 100 || auth.length > 40) refuse();
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    refuse();
  }
  if (url.username || url.password || url.hash) refuse();
  const loopback = isLoopbackHost(url.hostname);
  const range = addressRange(url.hostname);
  const allowed =
    (url.protocol === "https:" && !loopback && (range === null || range === "public")) ||
    (url.protocol === "http:" && loopback && options.allowLoopbackHttp) ||
    (url.protocol === "https:" && loopback && options.allowLoopbackHttp);
  if (!allowed) refuse();
  const point = decodedLength(p256dh);
  if (point !== P256DH_BYTES || Buffer.from(p256dh, "base64url")[0] !== 0x04) refuse();
  if (decodedLength(auth) !== AUTH_BYTES) refuse();
  // kept exactly as the browser gave it: the page recognises its own device by this address
  return { endpoint, p256dh: p256dh.replace(/=+$/, ""), auth: auth.replace(/=+$/, "") };
}

/** Keeps the device for the admin: one row per endpoint (subscribing again refreshes its keys and label). */
export async function saveSubscription(
  db: Executor,
  actorUserId: string,
  input: SubscriptionInput & { label: string },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        user_id: actorUserId,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        auth: input.auth,
        label: input.label,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { user_id: actorUserId, p256dh: input.p256dh, auth: input.auth, label: input.label },
      })
      .returning({ id: pushSubscriptions.id });
    if (!row) throw new Error("The device could not be stored");
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: "push_subscriptions",
      entityId: row.id,
      name: input.label,
      after: { label: input.label },
    });
    return { id: row.id };
  });
}

/** Every device that receives alerts, oldest first, with whose it is. */
export async function listDevices(db: Executor, viewerUserId: string): Promise<PushDevice[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      userId: pushSubscriptions.user_id,
      adminName: user.name,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.created_at,
    })
    .from(pushSubscriptions)
    .innerJoin(user, eq(user.id, pushSubscriptions.user_id))
    .orderBy(asc(pushSubscriptions.created_at), asc(pushSubscriptions.id));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    adminName: row.adminName,
    isMine: row.userId === viewerUserId,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Stops alerts to one device; its unsent alerts go with it. A device already gone is a 404. */
export async function removeDevice(
  db: Executor,
  actorUserId: string,
  id: string,
): Promise<{ label: string }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("NOT_FOUND", DEVICE_GONE);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.id, id))
      .returning({ id: pushSubscriptions.id, label: pushSubscriptions.label });
    if (!row) throw new AppError("NOT_FOUND", DEVICE_GONE);
    await recordAudit(tx, {
      actorUserId,
      action: "delete",
      entity: "push_subscriptions",
      entityId: row.id,
      name: row.label,
      before: { label: row.label },
    });
    return { label: row.label };
  });
}
