// Settings → Email (docs/product/06-admin.md §6.21): the mail server the outbox sends through, entered by the
// owner and sealed in the database; the password is never shown again. SMTP_URL on the server wins:
// then the page only reads, and saving is refused. "Send test email" sends at once through the
// server in use and says whether it could connect and send, never what the server said.
import type { Transporter } from "nodemailer";
import nodemailer from "nodemailer";
import { createSmtpTransport, smtpAddressPolicy } from "#server/adapters/mail/outbox-mailer.ts";
import { checkOutboundHost, OutboundAddressError, type ResolveHost } from "#server/outbound/addresses.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError, isAppError } from "#server/errors.ts";
import type { SmtpSettingsInput } from "#domain/validation/connections.ts";
import {
  SERVER_SMTP_TEXT,
  smtpEncryptionOf,
  smtpHostProblem,
  smtpPasswordProblem,
  type SmtpEncryption,
} from "#domain/connections.ts";
import { readConnection, readConnectionDetails, removeConnection, saveConnection } from "./store.ts";

export type EmailConfig = Pick<Config, "SMTP_URL" | "MAIL_FROM">;

export type EmailSettingsView = {
  /** Where the mail server in use comes from: the server's environment, this page, or nowhere. */
  source: "server" | "admin" | "none";
  host: string;
  port: number;
  user: string;
  /** With SMTP_URL: "tls" for smtps://, "starttls" (when the server offers it) for smtp://. */
  encryption: SmtpEncryption;
  from: string;
  /** Whether a password is kept; the password itself never leaves the server. */
  hasPassword: boolean;
  savedAt: Date | null;
};

const TEST_SEND_TIMEOUT_MS = 30_000;

/** The parts of SMTP_URL that may be shown: never its password. */
function describeServerUrl(url: string, from: string): EmailSettingsView {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    source: "server",
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    user: decodeURIComponent(parsed.username),
    encryption: secure ? "tls" : "starttls",
    from,
    hasPassword: parsed.password !== "",
    savedAt: null,
  };
}

export async function readEmailSettings(db: Database, config: EmailConfig): Promise<EmailSettingsView> {
  if (config.SMTP_URL) return describeServerUrl(config.SMTP_URL, config.MAIL_FROM);
  const saved = await readConnectionDetails(db, "email");
  if (!saved) {
    return {
      source: "none",
      host: "",
      port: 587,
      user: "",
      encryption: "starttls",
      from: config.MAIL_FROM,
      hasPassword: false,
      savedAt: null,
    };
  }
  const details = saved.details;
  return {
    source: "admin",
    host: String(details.host ?? ""),
    port: Number(details.port ?? 587),
    user: String(details.user ?? ""),
    encryption: smtpEncryptionOf(details),
    from: String(details.from ?? config.MAIL_FROM),
    hasPassword: details.hasPassword === true,
    savedAt: saved.updatedAt,
  };
}

function refuseWhenSetOnServer(config: EmailConfig) {
  if (config.SMTP_URL) throw new AppError("CONFLICT", SERVER_SMTP_TEXT);
}

/**
 * Saves the mail server, sealed. An empty password keeps the one already saved, but only for the same
 * server and user name: the saved password is never kept for another server. "No encryption" is only
 * for a relay on this machine; a server on this machine or a private network is refused otherwise. The
 * audit row holds everything but the password.
 */
export async function saveEmailSettings(
  db: Database,
  config: EmailConfig,
  actor: string,
  input: SmtpSettingsInput,
): Promise<EmailSettingsView> {
  refuseWhenSetOnServer(config);
  const user = input.user ?? "";
  const hostProblem = smtpHostProblem(input.host, input.encryption);
  if (hostProblem) {
    throw new AppError("VALIDATION", hostProblem.message, {
      fields: { [hostProblem.field]: hostProblem.message },
    });
  }
  await db.transaction(async (tx) => {
    const before = await readConnection(tx, "email");
    const saved = before
      ? { host: before.values.host, user: before.values.user, hasPassword: before.values.password !== "" }
      : null;
    const passwordProblem = smtpPasswordProblem({ host: input.host, user, password: input.password }, saved);
    if (passwordProblem) {
      throw new AppError("VALIDATION", "Enter the mail server's password", {
        fields: { password: passwordProblem },
      });
    }
    const password = input.password ? input.password : (before?.values.password ?? "");
    const values = {
      host: input.host,
      port: Number(input.port),
      user,
      password: user ? password : "",
      encryption: input.encryption,
      from: input.from,
    };
    const details = {
      host: values.host,
      port: values.port,
      user: values.user,
      encryption: values.encryption,
      from: values.from,
      hasPassword: values.password !== "",
    };
    await saveConnection(tx, { name: "email", values, details, actor, before });
  });
  return readEmailSettings(db, config);
}

/** Removes the saved mail server: emails are kept in the outbox again. */
export async function removeEmailSettings(
  db: Database,
  config: EmailConfig,
  actor: string,
): Promise<boolean> {
  refuseWhenSetOnServer(config);
  return removeConnection(db, "email", actor);
}

/**
 * A send failure in words an owner can act on: whether the mail server could be reached, took the
 * password, encrypted the connection, or took the email. Never what the server itself said (its
 * greeting or its answers): the test must not read out a server it should not have reached.
 */
export function describeSendFailure(error: unknown, server: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "EAUTH") return "the mail server refused the user name or password";
  if (code === "ETLS") return `the connection to the mail server at ${server} could not be encrypted`;
  if (
    error instanceof OutboundAddressError ||
    code === "ECONNECTION" ||
    code === "ECONNREFUSED" ||
    code === "ENOTFOUND" ||
    code === "EDNS" ||
    code === "ETIMEDOUT" ||
    code === "ESOCKET" ||
    code === "EPROTOCOL"
  ) {
    return `the mail server could not be reached at ${server}`;
  }
  return "the mail server did not accept it";
}

export type TestEmailResult = { to: string; message: string };

/**
 * Sends a short email to `to` at once through the mail server in use (SMTP_URL, or the one saved
 * here) and reports whether that server accepted it. Nothing goes through the outbox. A saved server's
 * name is resolved and checked first (a public address, or this machine for "No encryption"), and the
 * connection goes to the address that was checked.
 */
export async function sendTestEmail(
  db: Database,
  config: EmailConfig,
  input: { to: string; businessName: string; resolveHost?: ResolveHost },
): Promise<TestEmailResult> {
  let from = config.MAIL_FROM;
  let server: string;
  let connect: () => Promise<Transporter>;
  const timeouts = {
    connectionTimeout: TEST_SEND_TIMEOUT_MS,
    greetingTimeout: TEST_SEND_TIMEOUT_MS,
    socketTimeout: TEST_SEND_TIMEOUT_MS,
  };
  if (config.SMTP_URL) {
    const url = config.SMTP_URL;
    const shown = describeServerUrl(url, from);
    server = `${shown.host}:${shown.port}`;
    connect = () => Promise.resolve(nodemailer.createTransport({ url, ...timeouts }));
  } else {
    const saved = await readConnection(db, "email");
    if (!saved) throw new AppError("CONFLICT", "Save the mail server first.");
    const smtp = saved.values;
    from = smtp.from;
    server = `${smtp.host}:${smtp.port}`;
    connect = async () => {
      const checked = await checkOutboundHost(smtp.host, smtpAddressPolicy(smtp), input.resolveHost);
      return createSmtpTransport(smtp, timeouts, checked.addresses[0]);
    };
  }
  let transport: Transporter | undefined;
  try {
    transport = await connect();
    const info = (await transport.sendMail({
      from,
      to: input.to,
      subject: `Test email from ${input.businessName}`,
      text: `This is a test email from ${input.businessName}'s website. Emails to customers and to the kitchen are sent through this mail server.`,
    })) as { accepted?: unknown[]; rejected?: unknown[] };
    if ((info.rejected?.length ?? 0) > 0 || (info.accepted?.length ?? 0) === 0) {
      throw new AppError("BAD_GATEWAY", `The mail server did not accept the test email to ${input.to}.`);
    }
    return { to: input.to, message: `The mail server accepted the test email to ${input.to}.` };
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("BAD_GATEWAY", `The test email was not sent: ${describeSendFailure(error, server)}.`, {
      cause: error,
    });
  } finally {
    transport?.close();
  }
}
