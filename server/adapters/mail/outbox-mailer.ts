// Sends the mail outbox. With SMTP_URL, due rows go out through nodemailer and failures are retried
// with exponential backoff; without it, rows are marked "kept" and stay readable in the admin area.
// Rows are leased with FOR UPDATE SKIP LOCKED, so several instances never send the same email twice.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema/index";
import type { Logger } from "../../logger";

export type MailerOptions = {
  /** How often due rows are looked for (ms). */
  pollIntervalMs?: number;
  /** Delay before the first retry; doubled for each further one (ms). */
  baseBackoffMs?: number;
  /** Attempts before a row is given up as failed. */
  maxAttempts?: number;
  /** Rows sent per batch. */
  batchSize?: number;
  /** How long a claimed row is kept from other instances while it is being sent (ms). */
  leaseMs?: number;
};

export type MailRunResult = { sent: number; failed: number; retrying: number; kept: number };

export type Mailer = {
  mode: "smtp" | "outbox";
  start: () => void;
  /** Stops polling and waits for a batch in progress; closes the SMTP connections. */
  stop: () => Promise<void>;
  /** One pass over the due rows (the timer calls this; tests may too). */
  runOnce: () => Promise<MailRunResult>;
};

const DEFAULTS = {
  pollIntervalMs: 3000,
  baseBackoffMs: 30_000,
  maxAttempts: 6,
  batchSize: 20,
  leaseMs: 5 * 60_000,
} satisfies Required<MailerOptions>;

/** Delay after the n-th failed attempt (1-based): base, 2 × base, 4 × base … */
export function retryDelayMs(attempt: number, baseBackoffMs: number): number {
  return baseBackoffMs * 2 ** Math.max(0, attempt - 1);
}

function intervalMs(ms: number) {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

export function createMailer(config: Config, db: Database, log: Logger, options: MailerOptions = {}): Mailer {
  const settings = { ...DEFAULTS, ...options };
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<MailRunResult> | undefined;
  let stopped = false;

  const keepAll = async (): Promise<MailRunResult> => {
    const kept = await db
      .update(mailOutbox)
      .set({ status: "kept" })
      .where(eq(mailOutbox.status, "pending"))
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.to_address, subject: mailOutbox.subject });
    for (const row of kept) log.info({ mailId: row.id, kind: row.kind, to: row.to, subject: row.subject }, "mail kept in the outbox (no SMTP_URL)");
    return { sent: 0, failed: 0, retrying: 0, kept: kept.length };
  };

  const sendDue = async (smtp: Transporter): Promise<MailRunResult> => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.next_attempt_at, sql`now()`)))
      .orderBy(asc(mailOutbox.next_attempt_at))
      .limit(settings.batchSize)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: sql`now() + ${intervalMs(settings.leaseMs)}` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to_address,
        subject: mailOutbox.subject,
        html: mailOutbox.html,
        text: mailOutbox.text,
        attempts: mailOutbox.attempts,
      });

    const result: MailRunResult = { sent: 0, failed: 0, retrying: 0, kept: 0 };
    for (const row of claimed) {
      try {
        await smtp.sendMail({ from: config.MAIL_FROM, to: row.to, subject: row.subject, html: row.html, text: row.text });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sent_at: sql`now()`, last_error: null })
          .where(eq(mailOutbox.id, row.id));
        result.sent += 1;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const givesUp = row.attempts >= settings.maxAttempts;
        await db
          .update(mailOutbox)
          .set(
            givesUp
              ? { status: "failed", last_error: message }
              : {
                  last_error: message,
                  next_attempt_at: sql`now() + ${intervalMs(retryDelayMs(row.attempts, settings.baseBackoffMs))}`,
                },
          )
          .where(eq(mailOutbox.id, row.id));
        if (givesUp) result.failed += 1;
        else result.retrying += 1;
        log.warn({ mailId: row.id, attempt: row.attempts, givesUp, err: error }, "mail could not be sent");
      }
    }
    return result;
  };

  const runOnce = (): Promise<MailRunResult> => {
    // One pass at a time: a slow SMTP server must not make passes pile up.
    running ??= (transport ? sendDue(transport) : keepAll()).finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, "mail outbox pass failed"))
        .finally(schedule);
    }, settings.pollIntervalMs);
    timer.unref();
  };

  return {
    mode: transport ? "smtp" : "outbox",
    start: () => {
      stopped = false;
      if (!timer) schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      transport?.close();
    },
    runOnce,
  };
}
