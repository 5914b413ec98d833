// One interface for taking card payments on a hosted page: the built-in sandbox or Stripe.
// Amounts are integer cents in USD.
import type { SQL } from "drizzle-orm";
import { errorBrand } from "#server/errors.ts";

/** A line as the hosted page shows it and charges it. */
export type PaymentLine = {
  title: string;
  /** The chosen options and instructions, when any. */
  description: string | null;
  quantity: number;
  /** integer cents, modifiers included */
  unitAmount: number;
};

export type CreateCheckoutSessionInput = {
  order: {
    id: string;
    orderNumber: string;
    subtotal: number;
    tax: number;
    /** cents; charged as a line of its own ("Tip") */
    tip?: number;
    /** cents taken off the lines, tax and tip included in the total */
    discount?: number;
    /** the promo code's name, for the provider's receipt */
    promoCode?: string | null;
    total: number;
  };
  lines: PaymentLine[];
  /** May contain the literal {CHECKOUT_SESSION_ID}, replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
  metadata: Record<string, string>;
  /** When the page closes (server/payments/page-life.ts): at least 30 minutes and at most 24 hours away. */
  expiresAt: Date;
  /**
   * For providers with `newSessionId`: the id named before the order was stored. Creating the same
   * id again is a no-op, so a retry completes a session whose creation failed half way.
   */
  sessionId?: string;
};

export type PaymentSessionStatus = "open" | "complete" | "expired";

/** A checkout session as the provider knows it now: the only source trusted for payment state. */
export type PaymentSession = {
  id: string;
  status: PaymentSessionStatus;
  paymentStatus: "paid" | "unpaid";
  amountTotal: number | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
  /** The hosted page while the session is open, else null. */
  url: string | null;
};

/** A webhook event whose signature has been checked. Only its id, type and session are used. */
export type PaymentEvent = {
  id: string;
  type: string;
  sessionId: string | null;
  /** The parsed body, kept in payment_events for the record. */
  payload: unknown;
};

export type PaymentProvider = {
  name: "sandbox" | "stripe";
  /**
   * Only providers that make their own session ids (the sandbox): names a session before it exists,
   * so the order is stored with its session id and needs no second write. Stripe names its own.
   */
  newSessionId?: () => string;
  createCheckoutSession: (input: CreateCheckoutSessionInput) => Promise<{ id: string; url: string }>;
  /**
   * Only providers whose sessions live in this database (the sandbox): the session's insert as a
   * statement the checkout runs together with the order's, so placing an order is one write.
   */
  sessionWrite?: SessionWrite;
  /** Null when the provider does not know the session. */
  retrieveSession: (id: string) => Promise<PaymentSession | null>;
  /**
   * Closes an open session so it can no longer be paid; returns the session as it is afterwards
   * (it may have been paid just before). Null when unknown.
   */
  expireSession: (id: string) => Promise<PaymentSession | null>;
  /** The same idempotency key never refunds twice. */
  refund: (input: { paymentIntentId: string; amount: number; idempotencyKey: string }) => Promise<{
    id: string;
    amount: number;
  }>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook: (rawBody: string, headers: Headers) => Promise<PaymentEvent>;
};

/**
 * A session insert that can run inside another statement: `statement` is an INSERT without RETURNING
 * whose placeholders all start with "session_", `values` fills them, and the insert of an existing
 * id does nothing, so running it again (a retry) is harmless.
 */
export type SessionWrite = {
  statement: SQL;
  values: (input: CreateCheckoutSessionInput & { sessionId: string }) => Record<string, unknown>;
  url: (sessionId: string) => string;
};

/** The provider could not be reached or refused a request: nothing was charged by this call. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

// Thrown by the provider the server made and caught by services the pages run: branded, not compared
// with `instanceof` (server/errors.ts, errorBrand).
const providerErrorBrand = errorBrand<PaymentProviderError>("PaymentProviderError");
providerErrorBrand.mark(PaymentProviderError);
const signatureErrorBrand = errorBrand<WebhookSignatureError>("WebhookSignatureError");
signatureErrorBrand.mark(WebhookSignatureError);

/** Whether a thrown value is a PaymentProviderError, whichever copy of this module made it. */
export const isPaymentProviderError = providerErrorBrand.is;
/** Whether a thrown value is a WebhookSignatureError, whichever copy of this module made it. */
export const isWebhookSignatureError = signatureErrorBrand.is;

export const CHECKOUT_SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/** Event types the webhook acts on; any other is recorded and ignored. */
export const PAYMENT_EVENT_TYPES = {
  completed: "checkout.session.completed",
  asyncSucceeded: "checkout.session.async_payment_succeeded",
  asyncFailed: "checkout.session.async_payment_failed",
  expired: "checkout.session.expired",
} as const;
