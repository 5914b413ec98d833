import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { checkoutRequestSchema, promoPreviewSchema } from "#domain/checkout.ts";
import { fieldErrorsOf } from "#domain/validation/field-errors.ts";
import { AppError } from "#server/errors.ts";
import { readJsonBody } from "#server/json-body.ts";
import { previewPromoCode } from "#server/promotions/service.ts";
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
  /**
   * POST /api/checkout/promo-code: the discount a code would give the cart now (docs/product/03-ordering.md
   * §3.16).
   */
  app.post("/api/checkout/promo-code", checkoutRateLimit(deps, "promo-code"), async (c) => {
    c.header("Cache-Control", "no-store");
    const parsed = promoPreviewSchema.safeParse(
      await readJsonBody(c, { maxBytes: 4096, tooLargeMessage: "The promo code is too long." }),
    );
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error.issues, "body");
      throw new AppError("VALIDATION", Object.values(fields)[0] ?? "Please check the promo code.", {
        fields,
      });
    }
    return c.json(await previewPromoCode(deps.db, parsed.data));
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
