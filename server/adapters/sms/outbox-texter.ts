// Sends the text outbox, as the mailer sends the mail outbox (server/adapters/mail/outbox-mailer.ts):
// with Twilio, due rows go out one claim at a time under a lease (FOR UPDATE SKIP LOCKED, a token and
// a deadline), and a 429, a 5xx or no answer is tried again with exponential back-off; any other
// refusal fails the row at once, and the order page shows it. Without a provider, rows are marked
// "kept" and stay readable in Settings → Texts. A provider that is down only delays texts.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { orderEvents, smsOutbox } from "#server/db/schema/index.ts";
import { formatPhoneDisplay } from "#domain/format.ts";
import type { Logger } from "#server/logger.ts";
import { SmsProviderError, type SmsProvider } from "./twilio.ts";

export type TexterOptions = {
  pollIntervalMs?: number;
  baseBackoffMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Where Twilio posts delivery reports: `{PUBLIC_URL}/api/sms/status`. */
  statusCallbackUrl?: string;
};

type ClaimedRow = {
  id: string;
  to: string;
  body: string;
  channel: "sms" | "call";
  order_id: string | null;
  attempts: number;
  lease: string | null;
};

export type TextRunResult = { sent: number; failed: number; retrying: number; kept: number };

export type Texter = {
  mode: "twilio" | "outbox";
  start: () => void;
  stop: () => Promise<void>;
  runOnce: () => Promise<TextRunResult>;
};

const DEFAULTS = {
  pollIntervalMs: 2000,
  baseBackoffMs: 15_000,
  maxAttempts: 6,
  batchSize: 20,
  leaseMs: 2 * 60_000,
};

/** A number as the log shows it: its last two digits only. */
export function redactNumber(phone: string): string {
  return `***${phone.slice(-2)}`;
}

export function textRetryDelayMs(attempt: number, baseBackoffMs: number): number {
  return baseBackoffMs * 2 ** Math.max(0, attempt - 1);
}

function intervalMs(ms: number) {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

export function createTexter(
  provider: SmsProvider,
  db: Database,
  log: Logger,
  options: TexterOptions = {},
): Texter {
  const settings = { ...DEFAULTS, ...options };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TextRunResult> | undefined;
  let stopped = false;

  const keepAll = async (): Promise<TextRunResult> => {
    const kept = await db
      .update(smsOutbox)
      .set({ status: "kept" })
      .where(eq(smsOutbox.status, "pending"))
      .returning({ id: smsOutbox.id, kind: smsOutbox.kind });
    for (const row of kept)
      log.info({ textId: row.id, kind: row.kind }, "text kept in the outbox (no provider)");
    return { sent: 0, failed: 0, retrying: 0, kept: kept.length };
  };

  const claimNext = async () => {
    const [row] = await executeRows<ClaimedRow>(
      db,
      sql`with next as (
            select ${smsOutbox.id} as id from ${smsOutbox}
            where ${smsOutbox.status} = 'pending' and ${smsOutbox.next_attempt_at} <= now()
            order by ${smsOutbox.next_attempt_at}
            limit 1
            for update skip locked
          )
          update ${smsOutbox} set
            "attempts" = ${smsOutbox.attempts} + 1,
            "next_attempt_at" = now() + ${intervalMs(settings.leaseMs)},
            "lease_token" = ${randomUUID()}::uuid
          from next
          where ${smsOutbox.id} = next.id
          returning ${smsOutbox.id} as id, ${smsOutbox.to_number} as "to", ${smsOutbox.body} as body,
            ${smsOutbox.channel} as channel, ${smsOutbox.order_id} as order_id, ${smsOutbox.attempts} as attempts, ${smsOutbox.lease_token} as lease`,
    );
    return row ?? null;
  };

  const sendDue = async (): Promise<TextRunResult> => {
    const result: TextRunResult = { sent: 0, failed: 0, retrying: 0, kept: 0 };
    for (let count = 0; count < settings.batchSize && !stopped; count += 1) {
      const row = await claimNext();
      if (!row?.lease) break;
      const held = and(eq(smsOutbox.id, row.id), eq(smsOutbox.lease_token, row.lease));
      const callback = settings.statusCallbackUrl ? { statusCallback: settings.statusCallbackUrl } : {};
      try {
        const answer =
          row.channel === "call"
            ? await provider.placeCall({ to: row.to, say: row.body, ...callback })
            : await provider.sendText({ to: row.to, body: row.body, ...callback });
        const done = await db
          .update(smsOutbox)
          .set({
            status: "sent",
            sent_at: sql`now()`,
            last_error: null,
            lease_token: null,
            provider_sid: answer.sid,
            provider_status: answer.status,
            provider_status_at: sql`now()`,
          })
          .where(held)
          .returning({ id: smsOutbox.id });
        if (done.length > 0) result.sent += 1;
        else log.warn({ textId: row.id }, "text sent after its lease was lost");
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const retryable = !(error instanceof SmsProviderError) || error.retryable;
        const givesUp = !retryable || row.attempts >= settings.maxAttempts;
        const updated = await db
          .update(smsOutbox)
          .set(
            givesUp
              ? { status: "failed", last_error: message, lease_token: null }
              : {
                  last_error: message,
                  lease_token: null,
                  next_attempt_at: sql`now() + ${intervalMs(textRetryDelayMs(row.attempts, settings.baseBackoffMs))}`,
                },
          )
          .where(held)
          .returning({ id: smsOutbox.id });
        if (updated.length === 0) continue;
        // A text given up is shown on its order's timeline (docs/product.md §8).
        if (givesUp && row.order_id) {
          await db.insert(orderEvents).values({
            order_id: row.order_id,
            kind: "text-failed",
            note: `${row.channel === "call" ? "Call" : "Text"} to ${formatPhoneDisplay(row.to.replace(/^\+1/, ""))} not sent: ${message.slice(0, 200)}`,
          });
        }
        if (givesUp) result.failed += 1;
        else result.retrying += 1;
        log.warn(
          { textId: row.id, to: redactNumber(row.to), attempt: row.attempts, givesUp, err: error },
          "text could not be sent",
        );
      }
    }
    return result;
  };

  const runOnce = (): Promise<TextRunResult> => {
    running ??= (provider.name === "twilio" ? sendDue() : keepAll()).finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, "text outbox pass failed"))
        .finally(schedule);
    }, settings.pollIntervalMs);
    timer.unref();
  };

  return {
    mode: provider.name === "twilio" ? "twilio" : "outbox",
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
