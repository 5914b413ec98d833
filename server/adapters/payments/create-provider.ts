import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createSandboxPaymentProvider } from "./sandbox.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import { createSwitchingPaymentProvider } from "./switching.ts";
import type { PaymentProvider } from "./types.ts";

/**
 * The provider config.paymentProvider names: Stripe when its key is set on the server, else the
 * sandbox until Stripe's keys are saved in the admin (docs/product/06-admin.md §6.21), which switches it to
 * Stripe while the server runs (server/connections/watch.ts).
 */
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
  return createSwitchingPaymentProvider({
    sandbox: createSandboxPaymentProvider({
      db,
      publicUrl: config.publicUrl,
      webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
    }),
    stripeApiBase: config.STRIPE_API_BASE,
  });
}
