// Stripe Checkout behind the PaymentProvider interface. STRIPE_API_BASE points the SDK at a local
// stand-in in tests; production leaves it unset.
import Stripe from "stripe";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSession,
} from "./types.ts";

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:4010 for a stand-in; unset means api.stripe.com. */
  apiBase?: string;
};

const SALES_TAX_LINE = "Sales tax";
const TIP_LINE = "Tip";

function apiHostOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

function toSession(session: Stripe.Checkout.Session): PaymentSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    // "no_payment_required" cannot happen for a payment-mode session with a positive total
    paymentStatus: session.payment_status === "unpaid" ? "unpaid" : "paid",
    amountTotal: session.amount_total,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    metadata: Object.fromEntries(
      Object.entries(session.metadata ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
    url: session.status === "open" ? session.url : null,
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_missing";
}

function wrap(error: unknown, what: string): PaymentProviderError {
  const detail = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe ${what} failed: ${detail}`, { cause: error });
}

export function createStripePaymentProvider(options: StripeOptions): PaymentProvider & { client: Stripe } {
  const stripe = new Stripe(options.secretKey, {
    ...apiHostOptions(options.apiBase),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: "island-spice-kitchen" },
  });

  const retrieve = async (id: string): Promise<PaymentSession | null> => {
    try {
      return toSession(await stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw wrap(error, "session retrieval");
    }
  };

  return {
    name: "stripe",
    client: stripe,

    async createCheckoutSession(input) {
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: "usd",
          unit_amount: line.unitAmount,
          product_data: { name: line.title, ...(line.description ? { description: line.description } : {}) },
        },
      }));
      // Tax is computed once per order on the server; one line carries it so Stripe charges our total.
      if (input.order.tax > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: input.order.tax,
            product_data: { name: SALES_TAX_LINE },
          },
        });
      }
      // The tip is a line of its own (docs/product/03-ordering.md §3.15), never taxed.
      if ((input.order.tip ?? 0) > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: input.order.tip ?? 0,
            product_data: { name: TIP_LINE },
          },
        });
      }
      try {
        // A promo code's discount is one single-use coupon of its exact amount, so Stripe charges our
        // total to the cent (docs/product/03-ordering.md §3.16).
        const discount = input.order.discount ?? 0;
        const coupon =
          discount > 0
            ? await stripe.coupons.create({
                amount_off: discount,
                currency: "usd",
                duration: "once",
                max_redemptions: 1,
                name: (input.order.promoCode ? `Promo code ${input.order.promoCode}` : "Discount").slice(
                  0,
                  40,
                ),
              })
            : null;
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          line_items: lineItems,
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          customer_email: input.customerEmail,
          client_reference_id: input.order.id,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new Error("Stripe returned a session without a URL");
        return { id: session.id, url: session.url };
      } catch (error) {
        throw wrap(error, "checkout session creation");
      }
    },

    retrieveSession: retrieve,

    async expireSession(id) {
      try {
        return toSession(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        if (isMissing(error)) return null;
        // Not open any more (paid or expired meanwhile): report how it stands now.
        return retrieve(id);
      }
    },

    async refund({ paymentIntentId, amount, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount },
          { idempotencyKey },
        );
        return { id: refund.id, amount: refund.amount };
      } catch (error) {
        throw wrap(error, "refund");
      }
    },

    parseWebhook(rawBody, headers): Promise<PaymentEvent> {
      const header = headers.get("stripe-signature");
      if (!header) return Promise.reject(new WebhookSignatureError("Missing Stripe-Signature header"));
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, options.webhookSecret);
      } catch (error) {
        return Promise.reject(
          new WebhookSignatureError("Stripe signature verification failed", { cause: error }),
        );
      }
      const object = event.data.object as { id?: unknown; object?: unknown };
      const sessionId =
        object.object === "checkout.session" && typeof object.id === "string" ? object.id : null;
      return Promise.resolve({ id: event.id, type: event.type, sessionId, payload: event });
    },
  };
}

/** How Stripe answered a key: accepted, refused (wrong or revoked), or not reached at all. */
export type StripeKeyCheck = { ok: true } | { ok: false; reason: "refused" | "unreachable" };

/**
 * Asks Stripe whether `secretKey` is a working key, with one read of the account's balance. A
 * restricted key without that permission is still a key Stripe knows, so it counts as accepted.
 */
export async function checkStripeKey(secretKey: string, apiBase?: string): Promise<StripeKeyCheck> {
  const stripe = new Stripe(secretKey, {
    ...apiHostOptions(apiBase),
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: "island-spice-kitchen" },
  });
  try {
    await stripe.balance.retrieve();
    return { ok: true };
  } catch (error) {
    if (error instanceof Stripe.errors.StripePermissionError) return { ok: true };
    if (error instanceof Stripe.errors.StripeAuthenticationError) return { ok: false, reason: "refused" };
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, reason: "refused" };
    return { ok: false, reason: "unreachable" };
  }
}
