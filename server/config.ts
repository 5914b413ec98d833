import { isIP } from "node:net";
import { z } from "zod";
import { isLoopbackHost } from "#domain/ip-addresses.ts";

// The only reader of process.env. Every variable is listed, with its default, in .env.example.
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/**
 * One instance runs one event loop: with statements of about a millisecond, five connections keep it
 * busy, and more only add database processes competing for the same cores (decision 180).
 */
export const DEFAULT_POOL_SIZE = 5;

const variables = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./data"),
  BACKUP_DIR: z.string().min(1).default("./backups"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PGLITE_SOCKET_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Connections each instance keeps to PostgreSQL (decision 180). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(DEFAULT_POOL_SIZE),
  SEED_DEMO_DATA: bool.default(true),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx): TrustProxy => {
      const trimmed = value.trim().toLowerCase();
      if (["false", "0", "no", ""].includes(trimmed)) return [];
      // a proxy on this machine, the usual nginx in front
      if (["true", "1", "yes"].includes(trimmed)) return LOOPBACK_PROXIES;
      if (/^\d+$/.test(trimmed)) {
        ctx.addIssue({
          code: "custom",
          message:
            "no longer counts proxy hops (anyone could then write the client's address): name the proxies' " +
            "addresses or networks, like 10.0.0.5 or 10.0.0.0/24",
        });
        return z.NEVER;
      }
      const networks = trimmed.split(",").map((entry) => proxyNetwork(entry.trim()));
      if (networks.every((network) => network !== null)) return networks;
      ctx.addIssue({
        code: "custom",
        message:
          "must be false, true (a proxy on this machine), or a comma-separated list of the proxies' IP " +
          "addresses or networks (10.0.0.5, 10.0.0.0/24, fd00::/8)",
      });
      return z.NEVER;
    }),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must start with sk_ or rk_ (a secret or restricted key)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
  STRIPE_API_BASE: z.url().optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Island Spice Kitchen <orders@islandspice.example>"),
  SMS_PROVIDER: z.enum(["twilio", "none"]).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-zA-Z]{8,}$/, "must start with AC")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 form, like +15551234567")
    .optional(),
  TWILIO_API_BASE_URL: z.url().default("https://api.twilio.com"),
  /**
   * The secret of a Twilio SharedKey, when a Webhook Rule signs this site's webhooks with it (HMAC-SHA1
   * or HMAC-SHA256) instead of the auth token; two, comma-separated, while a key is being replaced.
   */
  TWILIO_SHARED_KEY_SECRET: z.string().min(8).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  RATE_LIMIT_CHECKOUT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Lets a scraper read GET /metrics from another machine (docs/product/12-operating-the-server.md §12.2).
   */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  UNPAID_ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(30).max(10_080).default(120),
  PAGE_CACHE: bool.default(true),
  CDN_PURGE_URL: z.url().optional(),
});

/**
 * The reverse proxies whose X-Forwarded-For is believed, as networks in CIDR form ("10.0.0.5/32",
 * "127.0.0.0/8"): the header counts only on a request whose socket peer is one of them. Empty: none,
 * the socket's peer is the client.
 */
export type TrustProxy = readonly string[];

/** TRUST_PROXY=true: a proxy on this machine (nginx beside the app), and nothing else. */
export const LOOPBACK_PROXIES: TrustProxy = ["127.0.0.0/8", "::1/128"];

/** "10.0.0.5" or "10.0.0.0/24" (IPv4 or IPv6) as a network in CIDR form; null for anything else. */
function proxyNetwork(entry: string): string | null {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (prefix === undefined) return `${address}/${bits}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return null;
  return `${address}/${Number(prefix)}`;
}

/** Variables whose values are shown back in a configuration error; every other one may hold a secret. */
const SHOWN_VALUES = new Set([
  "NODE_ENV",
  "PORT",
  "HOST",
  "LOG_LEVEL",
  "SEED_DEMO_DATA",
  "PAYMENT_PROVIDER",
  "SMS_PROVIDER",
  "TWILIO_FROM_NUMBER",
]);

/** True for a URL whose host is this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The names of every environment variable the server reads. */
export const CONFIG_VARIABLES = Object.keys(variables.shape);

const schema = variables.superRefine((env, ctx) => {
  // The sandbox takes "payments" for free: on a public address only when asked for by name.
  if (!env.PAYMENT_PROVIDER && !env.STRIPE_SECRET_KEY && env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)) {
    ctx.addIssue({
      code: "custom",
      path: ["PAYMENT_PROVIDER"],
      message:
        "PUBLIC_URL is a public address, so the payment sandbox (simulated payments) will not start on its own: " +
        "set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, or PAYMENT_PROVIDER=sandbox to run a demo",
    });
  }
  if (env.PAYMENT_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_SECRET_KEY"],
      message: "is required when PAYMENT_PROVIDER is stripe",
    });
  }
  if (env.SMS_PROVIDER === "twilio") {
    for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER is twilio" });
    }
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "is required when STRIPE_SECRET_KEY is set",
    });
  }
});

export type Env = z.output<typeof schema>;

export type Config = Env & {
  isProduction: boolean;
  publicUrl: string;
  paymentProvider: "sandbox" | "stripe";
  /** Who sends text messages: Twilio when its three variables are set, otherwise none (kept in the outbox). */
  smsProvider: "twilio" | "none";
  /** TWILIO_SHARED_KEY_SECRET as a list (empty when unset). */
  twilioSharedKeySecrets: string[];
  databaseKind: "pglite" | "postgres";
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; a wrong value throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "environment";
      // Never echo a value that may be a secret (a database password, a Stripe key).
      const given =
        SHOWN_VALUES.has(name) && typeof cleaned[name] === "string"
          ? ` (got "${cleaned[name].slice(0, 40)}")`
          : "";
      return `  ${name}: ${issue.message}${given}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    isProduction: env.NODE_ENV === "production",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    paymentProvider: env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "sandbox"),
    databaseKind: env.DATABASE_URL ? "postgres" : "pglite",
    twilioSharedKeySecrets: (env.TWILIO_SHARED_KEY_SECRET ?? "")
      .split(",")
      .map((secret) => secret.trim())
      .filter((secret) => secret !== ""),
    smsProvider:
      env.SMS_PROVIDER ??
      (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER ? "twilio" : "none"),
  };
}
