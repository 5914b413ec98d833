import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { checkoutRequestSchema } from "#domain/checkout.ts";
import type { HonoEnv } from "#server/http-context.ts";
import {
  checkoutRateLimit,
  checkoutServiceDeps,
  readCheckoutRequest,
  type CheckoutRoutesDeps,
} from "./checkout-request.ts";
import { createCheckout } from "./service.ts";
import { readSlotAvailability } from "./slot-capacity.ts";

export const CHECKOUT_BODY_LIMIT_BYTES = 64 * 1024;

export type { CheckoutRoutesDeps };

/**
 * POST /api/checkout: reprices and stores the order, opens a payment session and answers
 * 201 { url, sessionId, orderNumber }. A repeated Idempotency-Key answers the same order's session.
 */
export function registerCheckoutRoutes(app: Hono<HonoEnv>, deps: CheckoutRoutesDeps): void {
  /** GET /api/checkout/slots: the kitchen slots that are full, for the schedule dialog. */
  app.get("/api/checkout/slots", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readSlotAvailability(deps.db));
  });
  app.post("/api/checkout", checkoutRateLimit(deps, "checkout"), async (c) => {
    const { idempotencyKey, request } = await readCheckoutRequest(
      c,
      checkoutRequestSchema,
      CHECKOUT_BODY_LIMIT_BYTES,
    );
    // the order as understood (key order of the JSON and spacing do not count)
    const bodyHash = createHash("sha256").update(JSON.stringify(request)).digest("hex");
    const result = await createCheckout(checkoutServiceDeps(deps, c), { request, idempotencyKey, bodyHash });
    c.header("Cache-Control", "no-store");
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return c.json({ url: result.url, sessionId: result.sessionId, orderNumber: result.orderNumber }, 201);
  });
}
