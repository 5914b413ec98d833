// Sends the push outbox (docs/product.md §8, Phone alerts), as the texter sends the text outbox
// (server/adapters/sms/outbox-texter.ts): due rows are claimed one at a time under a lease (FOR UPDATE
// SKIP LOCKED, a token and a deadline), so several instances never send one alert twice. Each alert
// is encrypted for its device (aes128gcm) and signed with the site's VAPID key by `web-push`, then
// posted to the device's push service. A 404 or 410 means the browser dropped the subscription: the
// device is removed (its other alerts go with it). A 429, a 5xx or no answer is tried again with
// exponential back-off; any other refusal fails the alert.
import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Database } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { notificationSettings, pushOutbox, pushSubscriptions } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";
import { loadVapidKeys, type VapidKeys } from "#server/push/keys.ts";

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
};

type ClaimedRow = {
  id: string;
  subscription_id: string;
  title: string;
  body: string;
  url: string;
  order_id: string | null;
  attempts: number;
  lease: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
};

export type PushRunResult = { sent: number; failed: number; retrying: number; removed: number };

export type Pusher = {
  start: () => void;
  stop: () => Promise<void>;
  runOnce: () => Promise<PushRunResult>;
};

const DEFAULTS = {
  pollIntervalMs: 2000,
  baseBackoffMs: 15_000,
  maxAttempts: 6,
  batchSize: 50,
  leaseMs: 2 * 60_000,
  requestTimeoutMs: 10_000,
  ttlSeconds: 3600,
};

export function pushRetryDelayMs(attempt: number, baseBackoffMs: number): number {
  return baseBackoffMs * 2 ** Math.max(0, attempt - 1);
}

function intervalMs(ms: number) {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PushRunResult> | undefined;
  let stopped = false;
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

  const claimNext = async () => {
    const [row] = await executeRows<ClaimedRow>(
      db,
      sql`with next as (
            select ${pushOutbox.id} as id from ${pushOutbox}
            where ${pushOutbox.status} = 'pending' and ${pushOutbox.next_attempt_at} <= now()
            order by ${pushOutbox.next_attempt_at}
            limit 1
            for update skip locked
          )
          update ${pushOutbox} set
            "attempts" = ${pushOutbox.attempts} + 1,
            "next_attempt_at" = now() + ${intervalMs(settings.leaseMs)},
            "lease_token" = ${randomUUID()}::uuid
          from next, ${pushSubscriptions}
          where ${pushOutbox.id} = next.id and ${pushSubscriptions.id} = ${pushOutbox.subscription_id}
          returning ${pushOutbox.id} as id, ${pushOutbox.subscription_id} as subscription_id,
            ${pushOutbox.title} as title, ${pushOutbox.body} as body, ${pushOutbox.url} as url,
            ${pushOutbox.order_id} as order_id, ${pushOutbox.attempts} as attempts,
            ${pushOutbox.lease_token} as lease, ${pushSubscriptions.endpoint} as endpoint,
            ${pushSubscriptions.p256dh} as p256dh, ${pushSubscriptions.auth} as auth`,
    );
    return row ?? null;
  };

  const deliver = async (row: ClaimedRow, vapid: VapidKeys, contact: string): Promise<void> => {
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
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(settings.requestTimeoutMs),
    });
    const text = await response.text().catch(() => "");
    if (response.status < 200 || response.status > 299) throw new PushServiceError(response.status, text);
  };

  const sendDue = async (): Promise<PushRunResult> => {
    const result: PushRunResult = { sent: 0, failed: 0, retrying: 0, removed: 0 };
    let vapid: VapidKeys | undefined;
    let contact: string | undefined;
    for (let count = 0; count < settings.batchSize && !stopped; count += 1) {
      const row = await claimNext();
      if (!row?.lease) break;
      vapid ??= keys ??= await loadVapidKeys(db);
      contact ??= await subject();
      const held = and(eq(pushOutbox.id, row.id), eq(pushOutbox.lease_token, row.lease));
      try {
        await deliver(row, vapid, contact);
        const done = await db
          .update(pushOutbox)
          .set({ status: "sent", sent_at: sql`now()`, last_error: null, lease_token: null })
          .where(held)
          .returning({ id: pushOutbox.id });
        if (done.length > 0) result.sent += 1;
        else log.warn({ pushId: row.id }, "phone alert sent after its lease was lost");
      } catch (error) {
        const status = error instanceof PushServiceError ? error.status : null;
        if (status === 404 || status === 410) {
          // The browser unsubscribed or the subscription expired: the device is off the list.
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscription_id));
          result.removed += 1;
          log.info(
            { subscriptionId: row.subscription_id, status },
            "push subscription expired; device removed",
          );
          continue;
        }
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const retryable = status === null || status === 429 || status >= 500;
        const givesUp = !retryable || row.attempts >= settings.maxAttempts;
        const updated = await db
          .update(pushOutbox)
          .set(
            givesUp
              ? { status: "failed", last_error: message, lease_token: null }
              : {
                  last_error: message,
                  lease_token: null,
                  next_attempt_at: sql`now() + ${intervalMs(pushRetryDelayMs(row.attempts, settings.baseBackoffMs))}`,
                },
          )
          .where(held)
          .returning({ id: pushOutbox.id });
        if (updated.length === 0) continue;
        if (givesUp) result.failed += 1;
        else result.retrying += 1;
        log.warn(
          { pushId: row.id, attempt: row.attempts, givesUp, err: error },
          "phone alert could not be sent",
        );
      }
    }
    return result;
  };

  const runOnce = (): Promise<PushRunResult> => {
    running ??= sendDue().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, "push outbox pass failed"))
        .finally(schedule);
    }, settings.pollIntervalMs);
    timer.unref();
  };

  return {
    start: () => {
      stopped = false;
      if (!timer) schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
