// Settings → Payments (docs/product/06-admin.md §6.21): Stripe's keys pasted by the owner, checked with
// Stripe before they are saved, sealed in the database, and shown again only as their last four characters.
// STRIPE_SECRET_KEY on the server wins: then the page only reads, and saving is refused.
import { checkStripeKey } from "#server/adapters/payments/stripe.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { WEBHOOK_PATH } from "#server/payments/webhook-path.ts";
import { stripeKeyMode, type PaymentKeysInput } from "#domain/validation/connections.ts";
import { PAYMENT_MODE_LABELS, SERVER_STRIPE_TEXT, type PaymentMode } from "#domain/connections.ts";
import { maskSecret, readConnectionDetails, removeConnection, saveConnection } from "./store.ts";

export type PaymentsConfig = Pick<
  Config,
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE" | "publicUrl"
>;

export type PaymentSettingsView = {
  mode: PaymentMode;
  modeLabel: string;
  /** Where the keys in use come from: the server's environment, this page, or nowhere (demo). */
  source: "server" | "admin" | "none";
  /** "•••• 4242" for each key in use; null when none is. */
  secretKeyHint: string | null;
  webhookSecretHint: string | null;
  /** The address to paste into Stripe's webhook endpoint. */
  webhookUrl: string;
  savedAt: Date | null;
};

export function webhookUrlFor(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${WEBHOOK_PATH}`;
}

export async function readPaymentSettings(
  db: Database,
  config: PaymentsConfig,
): Promise<PaymentSettingsView> {
  const webhookUrl = webhookUrlFor(config.publicUrl);
  if (config.STRIPE_SECRET_KEY) {
    const mode = stripeKeyMode(config.STRIPE_SECRET_KEY);
    return {
      mode,
      modeLabel: PAYMENT_MODE_LABELS[mode],
      source: "server",
      secretKeyHint: maskSecret(config.STRIPE_SECRET_KEY),
      webhookSecretHint: config.STRIPE_WEBHOOK_SECRET ? maskSecret(config.STRIPE_WEBHOOK_SECRET) : null,
      webhookUrl,
      savedAt: null,
    };
  }
  const saved = await readConnectionDetails(db, "payments");
  if (!saved) {
    return {
      mode: "demo",
      modeLabel: PAYMENT_MODE_LABELS.demo,
      source: "none",
      secretKeyHint: null,
      webhookSecretHint: null,
      webhookUrl,
      savedAt: null,
    };
  }
  const mode = saved.details.mode === "live" ? "live" : "test";
  return {
    mode,
    modeLabel: PAYMENT_MODE_LABELS[mode],
    source: "admin",
    secretKeyHint: String(saved.details.secretKeyHint ?? ""),
    webhookSecretHint: String(saved.details.webhookSecretHint ?? ""),
    webhookUrl,
    savedAt: saved.updatedAt,
  };
}

function refuseWhenSetOnServer(config: PaymentsConfig) {
  if (config.STRIPE_SECRET_KEY) throw new AppError("CONFLICT", SERVER_STRIPE_TEXT);
}

/**
 * Checks the secret key with Stripe, then saves both keys sealed, with an audit row that names the
 * mode and the keys' last four characters only. A key Stripe refuses, or a check that could not be
 * made, saves nothing.
 */
export async function savePaymentKeys(
  db: Database,
  config: PaymentsConfig,
  actor: string,
  input: PaymentKeysInput,
): Promise<PaymentSettingsView> {
  refuseWhenSetOnServer(config);
  const check = await checkStripeKey(input.secret_key, config.STRIPE_API_BASE);
  if (!check.ok) {
    if (check.reason === "refused") {
      throw new AppError("VALIDATION", "Stripe did not accept this key. Nothing was saved.", {
        fields: {
          secret_key: "Stripe did not accept this key: copy the whole secret key from your Stripe dashboard",
        },
      });
    }
    throw new AppError(
      "BAD_GATEWAY",
      "Stripe could not be reached to check the key, so nothing was saved. Try again in a minute.",
    );
  }
  const mode = stripeKeyMode(input.secret_key);
  const details = {
    mode,
    secretKeyHint: maskSecret(input.secret_key),
    webhookSecretHint: maskSecret(input.webhook_secret),
  };
  await db.transaction(async (tx) => {
    const before = await readConnectionDetails(tx, "payments");
    await saveConnection(tx, {
      name: "payments",
      values: { secretKey: input.secret_key, webhookSecret: input.webhook_secret },
      details,
      actor,
      before,
    });
  });
  return readPaymentSettings(db, config);
}

/** Removes the saved keys: payments go back to the demo sandbox. */
export async function removePaymentKeys(
  db: Database,
  config: PaymentsConfig,
  actor: string,
): Promise<boolean> {
  refuseWhenSetOnServer(config);
  return removeConnection(db, "payments", actor);
}
