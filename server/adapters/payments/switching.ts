// The payment provider when Stripe's keys may be saved in the admin (docs/product/06-admin.md §6.21): the
// sandbox until keys are saved, Stripe from then on, switched while the server runs. Checkout reads
// the provider's name and asks it for a session at the time of each order; every call about an
// existing session, payment or webhook goes to the provider that made it (the sandbox's ids carry
// their own prefix), so orders begun before a switch are still paid, refunded and expired correctly.
import type { SandboxPaymentProvider } from "./sandbox.ts";
import { createStripePaymentProvider } from "./stripe.ts";
import { WebhookSignatureError, type PaymentProvider } from "./types.ts";

export type StripeKeys = { secretKey: string; webhookSecret: string };

export type SwitchingPaymentProvider = PaymentProvider & {
  /** The sandbox, whose hosted page and routes stay open for the sessions it made. */
  sandbox: SandboxPaymentProvider;
  /** Takes payments through Stripe with these keys from now on, or through the sandbox with null. */
  useStripeKeys: (keys: StripeKeys | null) => void;
};

const SANDBOX_ID = /^(cs|pi)_sandbox_/;

export function createSwitchingPaymentProvider(options: {
  sandbox: SandboxPaymentProvider;
  /** STRIPE_API_BASE (a local stand-in in tests). */
  stripeApiBase?: string;
}): SwitchingPaymentProvider {
  const { sandbox } = options;
  let stripe: { keys: StripeKeys; provider: PaymentProvider } | null = null;
  const current = (): PaymentProvider => stripe?.provider ?? sandbox;
  const madeBy = (id: string): PaymentProvider => (SANDBOX_ID.test(id) ? sandbox : current());

  return {
    sandbox,
    useStripeKeys(keys) {
      if (!keys) {
        stripe = null;
        return;
      }
      if (stripe?.keys.secretKey === keys.secretKey && stripe.keys.webhookSecret === keys.webhookSecret)
        return;
      stripe = {
        keys,
        provider: createStripePaymentProvider({ ...keys, apiBase: options.stripeApiBase }),
      };
    },
    get name() {
      return current().name;
    },
    get newSessionId() {
      return current().newSessionId;
    },
    get sessionWrite() {
      return current().sessionWrite;
    },
    createCheckoutSession: (input) =>
      (input.sessionId ? madeBy(input.sessionId) : current()).createCheckoutSession(input),
    retrieveSession: (id) => madeBy(id).retrieveSession(id),
    expireSession: (id) => madeBy(id).expireSession(id),
    refund: (input) => madeBy(input.paymentIntentId).refund(input),
    parseWebhook(rawBody, headers) {
      if (!headers.has("stripe-signature")) return sandbox.parseWebhook(rawBody, headers);
      if (!stripe) return Promise.reject(new WebhookSignatureError("No Stripe keys are saved"));
      return stripe.provider.parseWebhook(rawBody, headers);
    },
  };
}
