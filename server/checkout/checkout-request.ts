// What the two checkout endpoints (the regular cart's and the catering cart's) read the same way:
// the per-client limit, the Idempotency-Key header and a JSON body checked against the schema.
import type { Context, MiddlewareHandler } from "hono";
import { fieldErrorsOf } from "#domain/validation/field-errors.ts";
import type * as z from "#domain/validation/zod.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { readJsonBody } from "#server/json-body.ts";
import { rateLimit } from "#server/rate-limit/middleware.ts";

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

export type CheckoutRoutesDeps = { db: Database; config: Config; payments: PaymentProvider };

/** What a checkout service needs for one request: the database, the provider, the site's address, the log. */
export function checkoutServiceDeps(deps: CheckoutRoutesDeps, c: Context<HonoEnv>) {
  return { db: deps.db, payments: deps.payments, publicUrl: deps.config.publicUrl, log: c.get("log") };
}

/** The checkout's per-client limit; `name` keeps each endpoint's counters apart. */
export function checkoutRateLimit(deps: CheckoutRoutesDeps, name: string): MiddlewareHandler<HonoEnv> {
  const { db, config } = deps;
  return rateLimit({
    db,
    name,
    limit: config.RATE_LIMIT_CHECKOUT_PER_MINUTE,
    windowMs: 60_000,
    trustProxy: config.TRUST_PROXY,
  });
}

/** The Idempotency-Key header, or a 400 when it is missing or not 8 to 100 visible characters. */
function readIdempotencyKey(c: Context<HonoEnv>): string {
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
  return idempotencyKey;
}

/**
 * The Idempotency-Key and the order as the schema reads it; a missing key answers 400, and so does
 * a body the schema refuses, with a message per field.
 */
export async function readCheckoutRequest<Schema extends z.ZodMiniType>(
  c: Context<HonoEnv>,
  schema: Schema,
  maxBytes: number,
): Promise<{ idempotencyKey: string; request: z.output<Schema> }> {
  const idempotencyKey = readIdempotencyKey(c);
  const parsed = schema.safeParse(
    await readJsonBody(c, { maxBytes, tooLargeMessage: "The order is too large to send." }),
  );
  if (parsed.success) return { idempotencyKey, request: parsed.data };
  const fields = fieldErrorsOf(parsed.error.issues, "body");
  const first = Object.values(fields)[0] ?? "Please check your order for errors.";
  throw new AppError("VALIDATION", first, { fields });
}
