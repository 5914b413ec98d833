import type { Hono } from "hono";
import { cateringCheckoutSchema } from "#domain/catering.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { checkoutRateLimit, readCheckoutBody, readIdempotencyKey } from "#server/checkout/checkout-request.ts";
import { createCateringCheckout } from "./checkout.ts";
import { listCateringMenu } from "./service.ts";

export const CATERING_CHECKOUT_BODY_LIMIT_BYTES = 64 * 1024;

export type CateringRoutesDeps = { db: Database; config: Config; payments: PaymentProvider };

/**
 * GET /api/catering/menu: the Browse Menu tab's refresh.
 * POST /api/catering/checkout: reprices the catering cart, stores the request and the order, opens a
 * payment session and answers 201 { url, sessionId, orderNumber, cateringRequestId }.
 */
export function registerCateringRoutes(app: Hono<HonoEnv>, deps: CateringRoutesDeps): void {
  const { db, config, payments } = deps;
  app.get("/api/catering/menu", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listCateringMenu(db));
  });
  app.post(
    "/api/catering/checkout",
    checkoutRateLimit(db, config, "catering-checkout"),
    async (c) => {
      const idempotencyKey = readIdempotencyKey(c);
      const request = await readCheckoutBody(c, cateringCheckoutSchema, CATERING_CHECKOUT_BODY_LIMIT_BYTES);
      const result = await createCateringCheckout(
        { db, payments, publicUrl: config.publicUrl, log: c.get("log") },
        { request, idempotencyKey },
      );
      c.header("Cache-Control", "no-store");
      if (result.replayed) c.header("Idempotent-Replayed", "true");
      return c.json(
        {
          url: result.url,
          sessionId: result.sessionId,
          orderNumber: result.orderNumber,
          cateringRequestId: result.cateringRequestId,
        },
        201,
      );
    },
  );
}
