import type { Hono } from "hono";
import { cateringCheckoutSchema } from "#domain/catering.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { issuesToFields, readJsonBody } from "#server/json-body.ts";
import { rateLimit } from "#server/rate-limit/middleware.ts";
import { createCateringCheckout } from "./checkout.ts";
import { listCateringMenu } from "./service.ts";

export const CATERING_CHECKOUT_BODY_LIMIT_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

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
    rateLimit({
      db,
      name: "catering-checkout",
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
      const parsed = cateringCheckoutSchema.safeParse(
        await readJsonBody(c, {
          maxBytes: CATERING_CHECKOUT_BODY_LIMIT_BYTES,
          tooLargeMessage: "The order is too large to send.",
        }),
      );
      if (!parsed.success) {
        const fields = issuesToFields(parsed.error.issues);
        const first = Object.values(fields)[0] ?? "Please check your order for errors.";
        throw new AppError("VALIDATION", first, { fields });
      }
      const result = await createCateringCheckout(
        { db, payments, publicUrl: config.publicUrl, log: c.get("log") },
        { request: parsed.data, idempotencyKey },
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
