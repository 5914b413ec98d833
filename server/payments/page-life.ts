// How long a payment page stays open (docs/product/03-ordering.md §3.12). Both providers get the same
// instant: Stripe as the session's `expires_at`, which its API reference allows "anywhere from 30 minutes to
// 24 hours after Checkout Session creation", the sandbox as its session's expiry. The order keeps it
// (orders.payment_expires_at): until then it holds a promo code's use, and the page can take money.

/** The slack that keeps a session inside Stripe's bounds whatever the clocks' difference and the request's travel. */
const CLOCK_SLACK_MINUTES = 1;

/** A checkout on the website (or the catering page): Stripe's shortest session, 30 minutes. */
export const CHECKOUT_PAGE_MINUTES = 30 + CLOCK_SLACK_MINUTES;

/** A phone order's payment link, which a caller may open later in the day: Stripe's longest, 24 hours. */
export const PAYMENT_LINK_PAGE_MINUTES = 24 * 60 - CLOCK_SLACK_MINUTES;

/** When an order's payment page closes; null for an order paid in person, which has none. */
export function paymentPageExpiry(paymentMethod: string, now: Date): Date | null {
  if (paymentMethod === "in_person") return null;
  const minutes = paymentMethod === "payment_link" ? PAYMENT_LINK_PAGE_MINUTES : CHECKOUT_PAGE_MINUTES;
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * The expiry of a session opened now for an order whose page was meant to close at `planned`: the
 * planned time, or later when opening it again (the first try failed) leaves Stripe less than its
 * 30 minutes. Null when the planned time has passed: that checkout is over.
 */
export function sessionExpiry(planned: Date, now: Date): Date | null {
  if (planned.getTime() <= now.getTime()) return null;
  return new Date(Math.max(planned.getTime(), now.getTime() + CHECKOUT_PAGE_MINUTES * 60_000));
}
