import type { Hono } from "hono";
import {
  isPaymentProviderError,
  isWebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from "#server/adapters/payments/types.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { limitBody } from "#server/request-body.ts";
import { handlePaymentEvent } from "./service.ts";
import { WEBHOOK_PATH } from "./webhook-path.ts";

export { WEBHOOK_PATH };

const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export type PaymentRoutesDeps = { db: Database; config: Config; payments: PaymentProvider };

/**
 * POST /api/payments/webhook, for Stripe and the sandbox alike: the signature is checked on the
 * raw body, the event recorded once, and the session re-read from the provider before anything changes.
 */
export function registerPaymentRoutes(app: Hono<HonoEnv>, deps: PaymentRoutesDeps): void {
  const { db, config, payments } = deps;
  app.post(
    WEBHOOK_PATH,
    limitBody({ maxBytes: WEBHOOK_BODY_LIMIT_BYTES, tooLargeMessage: "The event is too large." }),
    async (c) => {
      const rawBody = await c.req.text();
      let event: PaymentEvent;
      try {
        event = await payments.parseWebhook(rawBody, c.req.raw.headers);
      } catch (error) {
        if (isWebhookSignatureError(error)) {
          c.get("log").warn({ reason: error.message }, "webhook refused");
          throw new AppError("BAD_REQUEST", "Invalid webhook signature.", { cause: error });
        }
        throw error;
      }
      try {
        const result = await handlePaymentEvent(
          { db, payments, publicUrl: config.publicUrl, log: c.get("log") },
          event,
        );
        return c.json(result.duplicate ? { received: true, duplicate: true } : { received: true });
      } catch (error) {
        // Not marked processed: the provider's redelivery gets another go.
        if (isPaymentProviderError(error)) {
          throw new AppError("BAD_GATEWAY", "Could not confirm the payment with the provider.", {
            cause: error,
          });
        }
        throw error;
      }
    },
  );
}
