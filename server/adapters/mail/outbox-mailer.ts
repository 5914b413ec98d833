// Sends the mail outbox. With SMTP_URL, due rows go out through nodemailer under a lease, and failures
// are retried with exponential backoff (server/adapters/outbox/leased-outbox.ts); without it, rows are
// marked "kept" and stay readable in the admin area. A mail server saved in the admin is resolved and
// checked before each send (server/outbound/addresses.ts), and the send connects to the checked address.
import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logger.ts";
import type { SmtpSettings } from "#server/connections/store.ts";
import { checkOutboundHost, type OutboundPolicy, type ResolveHost } from "#server/outbound/addresses.ts";
import {
  createOutboxRunner,
  sendDueRows,
  type ClaimedRow,
  type OutboxRunner,
} from "#server/adapters/outbox/leased-outbox.ts";

export { retryDelayMs } from "#server/adapters/outbox/leased-outbox.ts";

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
   * The mail server saved in the admin (docs/product/06-admin.md §6.21), asked at every pass, so a change
   * needs no restart; SMTP_URL wins over it.
   */
  adminSmtp?: () => AdminSmtp | null;
  /** Resolves a saved mail server's name; the machine's resolver by default, a stand-in in tests. */
  resolveHost?: ResolveHost;
};

/** A mail server saved in the admin, and a value that changes with every save. */
export type AdminSmtp = { version: string; settings: SmtpSettings };

type MailRow = ClaimedRow & { to: string; subject: string; html: string; text: string };

export type MailRunResult = { sent: number; failed: number; retrying: number; kept: number };

export type Mailer = OutboxRunner<MailRunResult> & {
  /** "smtp" while a mail server is set (on the server or in the admin), else "outbox". */
  readonly mode: "smtp" | "outbox";
};

const DEFAULTS = {
  pollIntervalMs: 3000,
  baseBackoffMs: 30_000,
  maxAttempts: 6,
  batchSize: 20,
  sendTimeoutMs: 90_000,
  leaseMs: 10 * 60_000,
} satisfies Required<Omit<MailerOptions, "adminSmtp" | "resolveHost">>;

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
  type Send = (mail: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
  }) => Promise<unknown>;
  /** How this pass sends: through SMTP_URL, or through the admin's mail server as saved now. */
  const currentSender = (): { send: Send; from: string } | null => {
    if (serverTransport) return { send: (mail) => serverTransport.sendMail(mail), from: config.MAIL_FROM };
    const saved = options.adminSmtp?.() ?? null;
    if (!saved) return null;
    const smtp = saved.settings;
    return {
      from: smtp.from,
      // each send resolves the name, checks every address and connects to a checked one
      send: async (mail) => {
        const checked = await checkOutboundHost(smtp.host, smtpAddressPolicy(smtp), options.resolveHost);
        const transport = createSmtpTransport(smtp, timeouts, checked.addresses[0]);
        try {
          return await transport.sendMail(mail);
        } finally {
          transport.close();
        }
      },
    };
  };
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

  const sendDue = async (send: Send, from: string, isStopped: () => boolean): Promise<MailRunResult> => {
    const { sent, failed, retrying } = await sendDueRows(
      db,
      log,
      {
        table: mailOutbox,
        columns: sql`${mailOutbox.to_address} as "to", ${mailOutbox.subject} as subject,
          ${mailOutbox.html} as html, ${mailOutbox.text} as text`,
        send: async (row: MailRow) => {
          await withTimeout(
            send({ from, to: row.to, subject: row.subject, html: row.html, text: row.text }),
            settings.sendTimeoutMs,
          );
        },
        noun: "mail",
        idKey: "mailId",
      },
      { ...settings, isStopped },
    );
    return { sent, failed, retrying, kept: 0 };
  };

  const runner = createOutboxRunner({
    log,
    pollIntervalMs: settings.pollIntervalMs,
    name: "mail outbox",
    pass: (isStopped) => {
      // Read between passes, so a pass sends through one mail server.
      const sender = currentSender();
      return sender ? sendDue(sender.send, sender.from, isStopped) : keepAll();
    },
    onStopped: () => {
      serverTransport?.close();
    },
  });

  return {
    get mode() {
      return serverTransport || options.adminSmtp?.() ? "smtp" : "outbox";
    },
    ...runner,
  };
}

/** Which addresses a saved mail server may be at: this machine for "No encryption", else public ones. */
export function smtpAddressPolicy(smtp: Pick<SmtpSettings, "encryption">): OutboundPolicy {
  return smtp.encryption === "none" ? "loopback" : "public";
}

/**
 * A nodemailer transport for a mail server entered in the admin, encrypted as the owner chose: STARTTLS
 * required (nodemailer's requireTLS: a server that does not offer it gets no password and no email),
 * TLS from the first byte, or none for a relay on this machine. `connectTo` is the address the host
 * was checked at (server/outbound/addresses.ts): the connection goes there, and TLS still checks the
 * certificate for the host's name.
 */
export function createSmtpTransport(
  smtp: SmtpSettings,
  timeouts: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number },
  connectTo?: string,
): Transporter {
  return nodemailer.createTransport({
    host: connectTo ?? smtp.host,
    port: smtp.port,
    secure: smtp.encryption === "tls",
    requireTLS: smtp.encryption === "starttls",
    ignoreTLS: smtp.encryption === "none",
    ...(connectTo && connectTo !== smtp.host ? { tls: { servername: smtp.host } } : {}),
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    ...timeouts,
  });
}
