// Sends the mail outbox. With SMTP_URL, due rows go out through nodemailer and failures are retried
// with exponential backoff; without it, rows are marked "kept" and stay readable in the admin area.
// Rows are claimed one at a time with FOR UPDATE SKIP LOCKED and a lease (a token and a deadline)
// longer than one send can take; the final update counts only for the lease holder, so several
// instances never send one email twice, and a late failure never overwrites "sent".
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";
import type { SmtpSettings } from "#server/connections/store.ts";

export type MailerOptions = {
  /** How often due rows are looked for (ms). */
  pollIntervalMs?: number;
  /** Delay before the first retry; doubled for each further one (ms). */
  baseBackoffMs?: number;
  /** Attempts before a row is given up as failed. */
  maxAttempts?: number;
  /** Rows sent per pass. */
  batchSize?: number;
  /** The longest one send may take, connecting included; a slower one counts as failed (ms). */
  sendTimeoutMs?: number;
  /**
   * How long a claimed row is kept from other instances while it is being sent (ms). Never shorter
   * than twice sendTimeoutMs: a lease that ran out mid-send would let another instance send it again.
   */
  leaseMs?: number;
  /**
   * The mail server saved in the admin (docs/product.md §6.21), asked at every pass; SMTP_URL wins
   * over it. A new `version` rebuilds the transport, so a change needs no restart.
   */
  adminSmtp?: () => AdminSmtp | null;
};

/** A mail server saved in the admin, and a value that changes with every save. */
export type AdminSmtp = { version: string; settings: SmtpSettings };

type ClaimedRow = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  lease: string | null;
};

export type MailRunResult = { sent: number; failed: number; retrying: number; kept: number };

export type Mailer = {
  /** "smtp" while a mail server is set (on the server or in the admin), else "outbox". */
  readonly mode: "smtp" | "outbox";
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
  sendTimeoutMs: 90_000,
  leaseMs: 10 * 60_000,
} satisfies Required<Omit<MailerOptions, "adminSmtp">>;

class SendTimeoutError extends Error {
  override name = "SendTimeoutError";
}

/** The promise, or a SendTimeoutError once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(`SMTP send took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A recipient as the log shows it: the domain only (the outbox itself keeps the address). */
export function redactAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at > 0 ? `***${address.slice(at)}` : "***";
}

/** Delay after the n-th failed attempt (1-based): base, 2 × base, 4 × base … */
export function retryDelayMs(attempt: number, baseBackoffMs: number): number {
  return baseBackoffMs * 2 ** Math.max(0, attempt - 1);
}

function intervalMs(ms: number) {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

export function createMailer(config: Config, db: Database, log: Logger, options: MailerOptions = {}): Mailer {
  const merged = { ...DEFAULTS, ...options };
  const settings = { ...merged, leaseMs: Math.max(merged.leaseMs, 2 * merged.sendTimeoutMs) };
  // nodemailer's own timeouts (2 min to connect, 10 min of silence) would outlast the lease
  const timeouts = {
    connectionTimeout: Math.min(30_000, settings.sendTimeoutMs),
    greetingTimeout: Math.min(30_000, settings.sendTimeoutMs),
    socketTimeout: settings.sendTimeoutMs,
  };
  const serverTransport: Transporter | null = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, ...timeouts })
    : null;
  // The admin's mail server, rebuilt when its version changes; the old one closes once idle.
  let adminTransport: { version: string; transport: Transporter; from: string } | null = null;
  const currentTransport = (): { transport: Transporter; from: string } | null => {
    if (serverTransport) return { transport: serverTransport, from: config.MAIL_FROM };
    const saved = options.adminSmtp?.() ?? null;
    if (saved?.version !== adminTransport?.version) {
      adminTransport?.transport.close();
      adminTransport = saved
        ? {
            version: saved.version,
            transport: createSmtpTransport(saved.settings, timeouts),
            from: saved.settings.from,
          }
        : null;
    }
    return adminTransport;
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<MailRunResult> | undefined;
  let stopped = false;

  const keepAll = async (): Promise<MailRunResult> => {
    const kept = await db
      .update(mailOutbox)
      .set({ status: "kept" })
      .where(eq(mailOutbox.status, "pending"))
      .returning({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.to_address,
        subject: mailOutbox.subject,
      });
    for (const row of kept)
      log.info(
        { mailId: row.id, kind: row.kind, to: redactAddress(row.to) },
        "mail kept in the outbox (no SMTP_URL)",
      );
    return { sent: 0, failed: 0, retrying: 0, kept: kept.length };
  };

  /**
   * Claims the next due row for this instance: a fresh lease token and deadline. The row is picked
   * in a CTE, which runs once; a LIMIT subquery under IN may be run again per row and claim several.
   */
  const claimNext = async () => {
    const [row] = await executeRows<ClaimedRow>(
      db,
      sql`with next as (
            select ${mailOutbox.id} as id from ${mailOutbox}
            where ${mailOutbox.status} = 'pending' and ${mailOutbox.next_attempt_at} <= now()
            order by ${mailOutbox.next_attempt_at}
            limit 1
            for update skip locked
          )
          update ${mailOutbox} set
            "attempts" = ${mailOutbox.attempts} + 1,
            "next_attempt_at" = now() + ${intervalMs(settings.leaseMs)},
            "lease_token" = ${randomUUID()}::uuid
          from next
          where ${mailOutbox.id} = next.id
          returning ${mailOutbox.id} as id, ${mailOutbox.to_address} as "to", ${mailOutbox.subject} as subject,
            ${mailOutbox.html} as html, ${mailOutbox.text} as text, ${mailOutbox.attempts} as attempts,
            ${mailOutbox.lease_token} as lease`,
    );
    return row ?? null;
  };

  const sendDue = async (smtp: Transporter, from: string): Promise<MailRunResult> => {
    const result: MailRunResult = { sent: 0, failed: 0, retrying: 0, kept: 0 };
    // One row per claim: the lease covers one send, never a whole batch behind a slow server.
    for (let count = 0; count < settings.batchSize && !stopped; count += 1) {
      const row = await claimNext();
      if (!row?.lease) break;
      // Only while this instance still holds the row's lease does its outcome count.
      const held = and(eq(mailOutbox.id, row.id), eq(mailOutbox.lease_token, row.lease));
      try {
        await withTimeout(
          smtp.sendMail({
            from,
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
          }),
          settings.sendTimeoutMs,
        );
        const done = await db
          .update(mailOutbox)
          .set({ status: "sent", sent_at: sql`now()`, last_error: null, lease_token: null })
          .where(held)
          .returning({ id: mailOutbox.id });
        if (done.length > 0) result.sent += 1;
        else log.warn({ mailId: row.id }, "mail sent after its lease was lost");
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const givesUp = row.attempts >= settings.maxAttempts;
        const updated = await db
          .update(mailOutbox)
          .set(
            givesUp
              ? { status: "failed", last_error: message, lease_token: null }
              : {
                  last_error: message,
                  lease_token: null,
                  next_attempt_at: sql`now() + ${intervalMs(retryDelayMs(row.attempts, settings.baseBackoffMs))}`,
                },
          )
          .where(held)
          .returning({ id: mailOutbox.id });
        if (updated.length === 0) continue;
        if (givesUp) result.failed += 1;
        else result.retrying += 1;
        log.warn({ mailId: row.id, attempt: row.attempts, givesUp, err: error }, "mail could not be sent");
      }
    }
    return result;
  };

  const runOnce = (): Promise<MailRunResult> => {
    // One pass at a time: a slow SMTP server must not make passes pile up.
    if (running) return running;
    // Read between passes, so a transport is never replaced while it sends.
    const smtp = currentTransport();
    running = (smtp ? sendDue(smtp.transport, smtp.from) : keepAll()).finally(() => {
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
    get mode() {
      return serverTransport || options.adminSmtp?.() ? "smtp" : "outbox";
    },
    start: () => {
      stopped = false;
      if (!timer) schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      serverTransport?.close();
      adminTransport?.transport.close();
    },
    runOnce,
  };
}

/** A nodemailer transport for a mail server entered in the admin. */
export function createSmtpTransport(
  smtp: SmtpSettings,
  timeouts: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number },
): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    ...timeouts,
  });
}
