// The words Settings → Payments and Settings → Email show (docs/product.md §6.21), shared by the
// pages and the services that refuse a change, so both say the same.

export type PaymentMode = "demo" | "live" | "test";

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  demo: "Demo payments (no real cards)",
  live: "Stripe (live)",
  test: "Stripe (test mode)",
};

export const SERVER_STRIPE_TEXT = "Set on the server: the environment variable STRIPE_SECRET_KEY wins.";
export const SERVER_SMTP_TEXT = "Set on the server: the environment variable SMTP_URL wins.";
