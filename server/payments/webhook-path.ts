/** Where the payment provider sends its events: the route serves it, Settings → Payments shows it. */
export const WEBHOOK_PATH = "/api/payments/webhook";
