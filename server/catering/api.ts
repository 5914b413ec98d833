import type { Hono } from "hono";
import { cateringCheckoutSchema } from "#domain/catering.ts";
import type { HonoEnv } from "#server/http-context.ts";
import {
  checkoutRateLimit,
  checkoutServiceDeps,
  readCheckoutRequest,
  type CheckoutRoutesDeps,
} from "#server/checkout/checkout-request.ts";
import { createCateringCheckout } from "./checkout.ts";
import { listCateringMenu } from "./service.ts";

export const CATERING_CHECKOUT_BODY_LIMIT_BYTES = 64 * 1024;

export type CateringRoutesDeps = CheckoutRoutesDeps;

/**
 * GET /api/catering/menu: the Browse Menu tab's refresh.
 * POST /api/catering/checkout: reprices the catering cart, stores the request and the order, opens a
 * payment session and answers 201 { url, sessionId, orderNumber, cateringRequestId }.
 */
export function registerCateringRoutes(app: Hono<HonoEnv>, deps: CateringRoutesDeps): void {
  app.get("/api/catering/menu", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listCateringMenu(deps.db));
  });
  app.post("/api/catering/checkout", checkoutRateLimit(deps, "catering-checkout"), async (c) => {
    const { idempotencyKey, request } = await readCheckoutRequest(
      c,
      cateringCheckoutSchema,
      CATERING_CHECKOUT_BODY_LIMIT_BYTES,
    );
    const result = await createCateringCheckout(checkoutServiceDeps(deps, c), { request, idempotencyKey });
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
  });
}
