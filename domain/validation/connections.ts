// Settings → Payments and Settings → Email (docs/product/06-admin.md §6.21): one schema per form, used by the
// page and its action alike. Secrets are checked for their shape only; the server checks the Stripe
// key with Stripe itself before saving it.
import * as z from "./zod.ts";
import {
  NO_ENCRYPTION_ONLY_HERE,
  SMTP_ENCRYPTIONS,
  smtpHostProblem,
  smtpPasswordProblem,
  type SavedSmtpAccount,
  type SmtpEncryption,
} from "#domain/connections.ts";

/** A Stripe secret or restricted key: sk_live_…, sk_test_…, rk_live_… or rk_test_…. */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(live|test)_[A-Za-z0-9_]{8,240}$/;
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=_]{8,240}$/;

export const paymentKeysSchema = z.object({
  secret_key: z
    .string({ error: () => "Paste your Stripe secret key" })
    .check(
      z.trim(),
      z.minLength(1, "Paste your Stripe secret key"),
      z.regex(
        STRIPE_SECRET_KEY_PATTERN,
        "Paste the whole secret key: it starts with sk_live_, sk_test_, rk_live_ or rk_test_",
      ),
    ),
  webhook_secret: z
    .string({ error: () => "Paste the webhook signing secret" })
    .check(
      z.trim(),
      z.minLength(1, "Paste the webhook signing secret"),
      z.regex(STRIPE_WEBHOOK_SECRET_PATTERN, "Paste the whole signing secret: it starts with whsec_"),
    ),
});
export type PaymentKeysInput = z.output<typeof paymentKeysSchema>;

/** Which payments a key takes, by its prefix. */
export function stripeKeyMode(secretKey: string): "live" | "test" {
  return /^(sk|rk)_live_/.test(secretKey) ? "live" : "test";
}

const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$|^\[?[0-9A-Fa-f:.]+\]?$/;
/** "orders@example.com" or "Island Spice Kitchen <orders@example.com>". */
const FROM_PATTERN = /^([^<>\r\n"]{1,100}\s)?<?[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+>?$/;

const smtpFields = {
  host: z
    .string({ error: () => "Enter the mail server's name" })
    .check(
      z.trim(),
      z.minLength(1, "Enter the mail server's name"),
      z.regex(HOST_PATTERN, "Enter a server name like smtp.example.com"),
    ),
  /** Posted as text; the service reads it as a number. */
  port: z.string({ error: () => "Enter the port" }).check(
    z.trim(),
    z.regex(/^\d{1,5}$/, "Enter the port, a number like 587"),
    z.refine((port) => Number(port) >= 1 && Number(port) <= 65535, "Enter a port between 1 and 65535"),
  ),
  user: z.optional(z.string().check(z.trim(), z.maxLength(200, "Use at most 200 characters"))),
  /** Left empty to keep the password already saved, for the same server and user name only. */
  password: z.optional(z.string().check(z.maxLength(500, "Use at most 500 characters"))),
  encryption: z.enum(SMTP_ENCRYPTIONS, { error: () => "Choose how the connection is encrypted" }),
  from: z
    .string({ error: () => "Enter the address emails are sent from" })
    .check(
      z.trim(),
      z.minLength(1, "Enter the address emails are sent from"),
      z.maxLength(254, "Use at most 254 characters"),
      z.regex(FROM_PATTERN, "Enter an address like orders@example.com or Your Kitchen <orders@example.com>"),
    ),
};

type SmtpShape = { host: string; encryption: SmtpEncryption; user?: string; password?: string };

// Plain refinements (not superRefine), as in admin-auth.ts: one construct less in the browser's zod.
const encryptionFitsHost = z.refine<SmtpShape>(
  (value) => smtpHostProblem(value.host, value.encryption)?.field !== "encryption",
  { path: ["encryption"], message: NO_ENCRYPTION_ONLY_HERE },
);
const hostFitsEncryption = z.refine<SmtpShape>(
  (value) => smtpHostProblem(value.host, value.encryption)?.field !== "host",
  {
    path: ["host"],
    error: (issue) => {
      const value = issue.input as SmtpShape;
      return smtpHostProblem(value.host, value.encryption)?.message ?? "Enter the mail server's name";
    },
  },
);

/** Settings → Email as the action parses it; the service checks the password against what is saved. */
export const smtpSettingsSchema = z.object(smtpFields).check(encryptionFitsHost, hostFitsEncryption);
export type SmtpSettingsInput = z.output<typeof smtpSettingsSchema>;

/**
 * The same form as the page checks it, knowing what is saved: the password is asked for again when
 * the server or the user name changed (the service refuses the same with the same words).
 */
export function smtpFormSchema(saved: SavedSmtpAccount | null) {
  return z.object(smtpFields).check(
    encryptionFitsHost,
    hostFitsEncryption,
    z.refine<SmtpShape>((value) => smtpPasswordProblem(value, saved) === null, {
      path: ["password"],
      error: (issue) => smtpPasswordProblem(issue.input as SmtpShape, saved) ?? "",
    }),
  );
}
