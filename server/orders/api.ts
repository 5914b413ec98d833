import type { Hono } from "hono";
import { z } from "zod";
import type { PaymentProvider } from "../adapters/payments/types";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { HonoEnv } from "../http";
import { issuesToFields, readJsonBody } from "../json-body";
import { rateLimit } from "../rate-limit/middleware";
import { cancelCustomerOrder, getCustomerOrder, ORDER_NOT_FOUND_MESSAGE, type OrderHandle } from "./service";

export type OrderRoutesDeps = { db: Database; config: Config; payments: PaymentProvider };

const sessionIdSchema = z.string().min(1).max(255);
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);

const cancelSchema = z
  .object({
    sessionId: sessionIdSchema.optional(),
    token: tokenSchema.optional(),
    cancellationReason: z.string().trim().max(500, "The reason must be 500 characters or fewer").optional(),
  })
  .refine((value) => value.sessionId || value.token, {
    message: "The order's session id or token is required",
    path: ["token"],
  });

/**
 * The confirmation page's endpoints. Orders are reached only by their payment session id or their
 * token; no endpoint takes an order id or number.
 */
export function registerOrderRoutes(app: Hono<HonoEnv>, deps: OrderRoutesDeps): void {
  const { db, config, payments } = deps;
  const lookupLimit = rateLimit({
    db,
    name: "order-lookup",
    limit: 60,
    windowMs: 60_000,
    trustProxy: config.TRUST_PROXY,
  });
  const orderDeps = (log: HonoEnv["Variables"]["log"]) => ({
    db,
    payments,
    publicUrl: config.publicUrl,
    log,
  });

  const answerOrder = async (handle: OrderHandle | null, log: HonoEnv["Variables"]["log"]) => {
    const order = handle ? await getCustomerOrder(orderDeps(log), handle) : null;
    if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
    return { order };
  };

  app.get("/api/orders/by-session/:sessionId", lookupLimit, async (c) => {
    const parsed = sessionIdSchema.safeParse(c.req.param("sessionId"));
    c.header("Cache-Control", "no-store");
    return c.json(await answerOrder(parsed.success ? { sessionId: parsed.data } : null, c.get("log")));
  });

  app.get("/api/orders/by-token/:token", lookupLimit, async (c) => {
    const parsed = tokenSchema.safeParse(c.req.param("token"));
    c.header("Cache-Control", "no-store");
    return c.json(await answerOrder(parsed.success ? { token: parsed.data } : null, c.get("log")));
  });

  app.post(
    "/api/orders/cancel",
    rateLimit({ db, name: "order-cancel", limit: 10, windowMs: 60_000, trustProxy: config.TRUST_PROXY }),
    async (c) => {
      const parsed = cancelSchema.safeParse(
        await readJsonBody(c, { maxBytes: 8 * 1024, tooLargeMessage: "The request is too large." }),
      );
      if (!parsed.success) {
        const fields = issuesToFields(parsed.error.issues);
        throw new AppError("VALIDATION", Object.values(fields)[0] ?? "Please check the request.", { fields });
      }
      const { sessionId, token, cancellationReason } = parsed.data;
      const handle: OrderHandle = token ? { token } : { sessionId: sessionId ?? "" };
      const result = await cancelCustomerOrder(orderDeps(c.get("log")), {
        handle,
        reason: cancellationReason ? cancellationReason : null,
      });
      c.header("Cache-Control", "no-store");
      return c.json(result);
    },
  );
}
