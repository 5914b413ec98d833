// Sends the push outbox (docs/product/08-text-messages.md §8, Phone alerts): due rows are claimed one at a
// time under a
// lease (server/adapters/outbox/leased-outbox.ts), so several instances never send one alert twice. Each alert
// is encrypted for its device (aes128gcm) and signed with the site's VAPID key by `web-push`, then
// posted to the device's push service: its host is resolved and checked, and the request goes to the
// address that was checked (server/outbound/addresses.ts). A 404 or 410 means the browser dropped the subscription: the
// device is removed (its other alerts go with it). A 429, a 5xx or no answer is tried again with
// exponential back-off; any other refusal fails the alert.
import { desc, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Database } from "#server/db/client.ts";
import { notificationSettings, pushOutbox, pushSubscriptions } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";
import { isLoopbackUrl } from "#server/config.ts";
import {
  checkOutboundHost,
  OutboundAddressError,
  requestPinned,
  type ResolveHost,
} from "#server/outbound/addresses.ts";
import { loadVapidKeys, type VapidKeys } from "#server/push/keys.ts";
import { addressRange } from "#domain/ip-addresses.ts";
import {
  createOutboxRunner,
  sendDueRows,
  type ClaimedRow,
  type OutboxRunner,
} from "#server/adapters/outbox/leased-outbox.ts";

export type PusherOptions = {
  /** The site's address: an https one is the VAPID contact; otherwise the notification email is. */
  publicUrl: string;
  pollIntervalMs?: number;
  baseBackoffMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  leaseMs?: number;
  /** How long a push service may take to answer. */
  requestTimeoutMs?: number;
  /** How long a push service keeps an alert for a device that is off: an order is news for an hour. */
  ttlSeconds?: number;
  /**
   * Whether a push endpoint on this machine is posted to (over http too): only while the site itself
   * runs on loopback (tests), as subscribing allows it. Every other private address is refused.
   */
  allowLoopback?: boolean;
  /** Resolves an endpoint's host; the machine's resolver by default, a stand-in in tests. */
  resolveHost?: ResolveHost;
};

type PushRow = ClaimedRow & {
  subscription_id: string;
  title: string;
  body: string;
  url: string;
  order_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
};

export type PushRunResult = { sent: number; failed: number; retrying: number; removed: number };

export type Pusher = OutboxRunner<PushRunResult>;

const DEFAULTS = {
  pollIntervalMs: 2000,
  baseBackoffMs: 15_000,
  maxAttempts: 6,
  batchSize: 50,
  leaseMs: 2 * 60_000,
  requestTimeoutMs: 10_000,
  ttlSeconds: 3600,
};

/** An answer from a push service that is not a success. */
class PushServiceError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`The push service answered ${status}${detail ? `: ${detail.slice(0, 200)}` : ""}`);
  }
}

export function createPusher(db: Database, log: Logger, options: PusherOptions): Pusher {
  const settings = { ...DEFAULTS, ...options };
  const allowLoopback = options.allowLoopback ?? isLoopbackUrl(options.publicUrl);
  let keys: VapidKeys | undefined;

  const subject = async (): Promise<string> => {
    if (settings.publicUrl.startsWith("https://")) return new URL(settings.publicUrl).origin;
    const [row] = await db
      .select({ email: notificationSettings.admin_email })
      .from(notificationSettings)
      .orderBy(desc(notificationSettings.updated_at))
      .limit(1);
    const email = row?.email.trim();
    return `mailto:${email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : "kitchen@islandspice.example"}`;
  };

  const deliver = async (row: PushRow, vapid: VapidKeys, contact: string): Promise<void> => {
    const payload = JSON.stringify({
      title: row.title,
      body: row.body,
      url: row.url,
      tag: row.order_id ? `order-${row.order_id}` : "test-alert",
    });
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: { subject: contact, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: settings.ttlSeconds,
        contentEncoding: "aes128gcm",
        urgency: "high",
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
    const url = new URL(request.endpoint);
    const checked = await checkOutboundHost(
      url.hostname,
      allowLoopback ? "public-or-loopback" : "public",
      options.resolveHost,
    );
    const onThisMachine = checked.addresses.every((address) => addressRange(address) === "loopback");
    if (url.protocol !== "https:" && !(url.protocol === "http:" && onThisMachine)) {
      throw new OutboundAddressError(`${url.protocol} is not used for phone alerts`, "refused");
    }
    const response = await requestPinned(url, checked, {
      method: request.method,
      headers,
      body: request.body ? Buffer.from(request.body) : null,
      timeoutMs: settings.requestTimeoutMs,
    });
    if (response.status < 200 || response.status > 299)
      throw new PushServiceError(response.status, response.text);
  };

  const sendDue = async (isStopped: () => boolean): Promise<PushRunResult> => {
    let signing: { vapid: VapidKeys; contact: string } | undefined;
    return sendDueRows(
      db,
      log,
      {
        table: pushOutbox,
        columns: sql`${pushOutbox.subscription_id} as subscription_id, ${pushOutbox.title} as title,
          ${pushOutbox.body} as body, ${pushOutbox.url} as url, ${pushOutbox.order_id} as order_id,
          ${pushSubscriptions.endpoint} as endpoint, ${pushSubscriptions.p256dh} as p256dh,
          ${pushSubscriptions.auth} as auth`,
        join: { table: pushSubscriptions, on: sql`${pushSubscriptions.id} = ${pushOutbox.subscription_id}` },
        prepare: async () =>
          (signing ??= { vapid: (keys ??= await loadVapidKeys(db)), contact: await subject() }),
        send: (row: PushRow, { vapid, contact }) => deliver(row, vapid, contact),
        removes: async (row, error) => {
          const status = error instanceof PushServiceError ? error.status : null;
          if (status !== 404 && status !== 410) return false;
          // The browser unsubscribed or the subscription expired: the device is off the list.
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscription_id));
          log.info(
            { subscriptionId: row.subscription_id, status },
            "push subscription expired; device removed",
          );
          return true;
        },
        isRetryable: (error) => {
          // an address that is refused stays refused; one that did not resolve may resolve later
          if (error instanceof OutboundAddressError) return error.reason === "unresolved";
          const status = error instanceof PushServiceError ? error.status : null;
          return status === null || status === 429 || status >= 500;
        },
        noun: "phone alert",
        idKey: "pushId",
      },
      { ...settings, isStopped },
    );
  };

  return createOutboxRunner({
    log,
    pollIntervalMs: settings.pollIntervalMs,
    name: "push outbox",
    pass: sendDue,
  });
}
