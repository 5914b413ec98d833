// Sends the text outbox: with Twilio, due rows go out one claim at a time under a lease
// (server/adapters/outbox/leased-outbox.ts), and a 429, a 5xx or no answer is tried again with
// exponential back-off; any other refusal fails the row at once, and the order page shows it. Without
// a provider, rows are marked "kept" and stay readable in Settings → Texts. A provider that is down
// only delays texts.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderEvents, smsOutbox } from "#server/db/schema/index.ts";
import { formatPhoneDisplay } from "#domain/format.ts";
import type { Logger } from "#server/logger.ts";
import {
  createOutboxRunner,
  sendDueRows,
  type ClaimedRow,
  type OutboxRunner,
} from "#server/adapters/outbox/leased-outbox.ts";
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

type TextRow = ClaimedRow & { to: string; body: string; channel: "sms" | "call"; order_id: string | null };

export type TextRunResult = { sent: number; failed: number; retrying: number; kept: number };

export type Texter = OutboxRunner<TextRunResult> & { mode: "twilio" | "outbox" };

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

export function createTexter(
  provider: SmsProvider,
  db: Database,
  log: Logger,
  options: TexterOptions = {},
): Texter {
  const settings = { ...DEFAULTS, ...options };
  const callback = settings.statusCallbackUrl ? { statusCallback: settings.statusCallbackUrl } : {};

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

  const sendDue = async (isStopped: () => boolean): Promise<TextRunResult> => {
    const { sent, failed, retrying } = await sendDueRows(
      db,
      log,
      {
        table: smsOutbox,
        columns: sql`${smsOutbox.to_number} as "to", ${smsOutbox.body} as body,
          ${smsOutbox.channel} as channel, ${smsOutbox.order_id} as order_id`,
        send: async (row: TextRow) => {
          const answer =
            row.channel === "call"
              ? await provider.placeCall({ to: row.to, say: row.body, ...callback })
              : await provider.sendText({ to: row.to, body: row.body, ...callback });
          return { provider_sid: answer.sid, provider_status: answer.status, provider_status_at: sql`now()` };
        },
        isRetryable: (error) => !(error instanceof SmsProviderError) || error.retryable,
        onGiveUp: async (row, message) => {
          // A text given up is shown on its order's timeline (docs/product/08-text-messages.md §8).
          if (!row.order_id) return;
          await db.insert(orderEvents).values({
            order_id: row.order_id,
            kind: "text-failed",
            note: `${row.channel === "call" ? "Call" : "Text"} to ${formatPhoneDisplay(row.to.replace(/^\+1/, ""))} not sent: ${message.slice(0, 200)}`,
          });
        },
        noun: "text",
        idKey: "textId",
        logFields: (row) => ({ to: redactNumber(row.to) }),
      },
      { ...settings, isStopped },
    );
    return { sent, failed, retrying, kept: 0 };
  };

  return {
    mode: provider.name === "twilio" ? "twilio" : "outbox",
    ...createOutboxRunner({
      log,
      pollIntervalMs: settings.pollIntervalMs,
      name: "text outbox",
      pass: (isStopped) => (provider.name === "twilio" ? sendDue(isStopped) : keepAll()),
    }),
  };
}
