import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { checkoutRequestSchema } from "#domain/checkout.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { issuesToFields, readJsonBody } from "#server/json-body.ts";
import { rateLimit } from "#server/rate-limit/middleware.ts";
import { createCheckout } from "./service.ts";
import { readSlotAvailability } from "./slot-capacity.ts";

export const CHECKOUT_BODY_LIMIT_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

export type CheckoutRoutesDeps = { db: Database; config: Config; payments: PaymentProvider };

/**
 * POST /api/checkout: reprices and stores the order, opens a payment session and answers
 * 201 { url, sessionId, orderNumber }. A repeated Idempotency-Key answers the same order's session.
 */
export function registerCheckoutRoutes(app: Hono<HonoEnv>, deps: CheckoutRoutesDeps): void {
  const { db, config, payments } = deps;
  /** GET /api/checkout/slots: the kitchen slots that are full, for the schedule dialog. */
  app.get("/api/checkout/slots", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readSlotAvailability(db));
  });
  app.post(
    "/api/checkout",
    rateLimit({
      db,
      name: "checkout",
      limit: config.RATE_LIMIT_CHECKOUT_PER_MINUTE,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
    }),
    async (c) => {
      const idempotencyKey = c.req.header("Idempotency-Key")?.trim() ?? "";
      if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
        throw new AppError(
          "BAD_REQUEST",
          "An Idempotency-Key header of 8 to 100 visible characters is required.",
          {
            fields: { "Idempotency-Key": "Required, 8 to 100 characters" },
          },
        );
      }
      const parsed = checkoutRequestSchema.safeParse(
        await readJsonBody(c, {
          maxBytes: CHECKOUT_BODY_LIMIT_BYTES,
          tooLargeMessage: "The order is too large to send.",
        }),
      );
      if (!parsed.success) {
        const fields = issuesToFields(parsed.error.issues);
        const first = Object.values(fields)[0] ?? "Please check your order for errors.";
        throw new AppError("VALIDATION", first, { fields });
      }
      // the order as understood (key order of the JSON and spacing do not count)
      const bodyHash = createHash("sha256").update(JSON.stringify(parsed.data)).digest("hex");
      const result = await createCheckout(
        { db, payments, publicUrl: config.publicUrl, log: c.get("log") },
        { request: parsed.data, idempotencyKey, bodyHash },
      );
      c.header("Cache-Control", "no-store");
      if (result.replayed) c.header("Idempotent-Replayed", "true");
      return c.json({ url: result.url, sessionId: result.sessionId, orderNumber: result.orderNumber }, 201);
    },
  );
}
