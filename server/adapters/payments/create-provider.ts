import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createSandboxPaymentProvider } from "./sandbox.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import type { PaymentProvider } from "./types.ts";

/** The provider config.paymentProvider names: Stripe when its key is set, else the sandbox. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.paymentProvider === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error("Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    }
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createSandboxPaymentProvider({
    db,
    publicUrl: config.publicUrl,
    webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
  });
}
