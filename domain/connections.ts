// The words Settings → Payments and Settings → Email show (docs/product/06-admin.md §6.21), shared by the
// pages and the services that refuse a change, so both say the same.
import { addressRange, isLoopbackHost } from "./ip-addresses.ts";

export type PaymentMode = "demo" | "live" | "test";

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  demo: "Demo payments (no real cards)",
  live: "Stripe (live)",
  test: "Stripe (test mode)",
};

export const SERVER_STRIPE_TEXT = "Set on the server: the environment variable STRIPE_SECRET_KEY wins.";
export const SERVER_SMTP_TEXT = "Set on the server: the environment variable SMTP_URL wins.";

/**
 * How the site's connection to the mail server is encrypted (Settings → Email): STARTTLS, required
 * (usually port 587); TLS from the first byte (usually port 465); or none, only for a mail relay on this
 * machine (localhost), where nothing crosses a network.
 */
export const SMTP_ENCRYPTIONS = ["starttls", "tls", "none"] as const;
export type SmtpEncryption = (typeof SMTP_ENCRYPTIONS)[number];

export const SMTP_ENCRYPTION_LABELS: Record<SmtpEncryption, string> = {
  starttls: "STARTTLS (usually port 587)",
  tls: "TLS from the start (usually port 465)",
  none: "No encryption (relay on this machine)",
};

/** What a saved mail server's encryption is, for settings saved before the choice existed too. */
export function smtpEncryptionOf(saved: { encryption?: unknown; secure?: unknown }): SmtpEncryption {
  if (saved.encryption === "starttls" || saved.encryption === "tls" || saved.encryption === "none")
    return saved.encryption;
  // the old "Use TLS from the start" box; unticked meant STARTTLS, which is now required
  return saved.secure === true ? "tls" : "starttls";
}

export const NO_ENCRYPTION_ONLY_HERE =
  'No encryption is only for a mail relay on this machine: enter localhost as the server, or choose "STARTTLS" or "TLS from the start"';
export const HOST_IS_THIS_MACHINE =
  'This server is this machine: choose "No encryption (relay on this machine)", or enter your email provider\'s server';
export const HOST_IS_PRIVATE =
  "Enter your email provider's server: addresses on a private network are not used";
export const PASSWORD_AGAIN = "Enter the password again: the server or user name changed";
export const PASSWORD_FOR_USER = "Enter the password for this user name";

/** A mail server and an encryption that do not go together: the field to show it on and why; or null. */
export function smtpHostProblem(
  host: string,
  encryption: SmtpEncryption,
): { field: "host" | "encryption"; message: string } | null {
  const loopback = isLoopbackHost(host);
  if (encryption === "none")
    return loopback ? null : { field: "encryption", message: NO_ENCRYPTION_ONLY_HERE };
  if (loopback) return { field: "host", message: HOST_IS_THIS_MACHINE };
  if (addressRange(host) === "private") return { field: "host", message: HOST_IS_PRIVATE };
  return null;
}

/** The mail server's account as it was saved: the password itself never leaves the server. */
export type SavedSmtpAccount = { host: string; user: string; hasPassword: boolean };

/**
 * Why the password must be typed (a user name without one saved, or another server or user name than
 * the saved password was given for), or null when it may be left empty to keep the saved one.
 */
export function smtpPasswordProblem(
  input: { host: string; user?: string; password?: string },
  saved: SavedSmtpAccount | null,
): string | null {
  const user = input.user ?? "";
  if (!user || input.password) return null;
  if (!saved?.hasPassword) return PASSWORD_FOR_USER;
  const sameAccount =
    saved.host.trim().toLowerCase() === input.host.trim().toLowerCase() && saved.user === user;
  return sameAccount ? null : PASSWORD_AGAIN;
}
