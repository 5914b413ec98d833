// The confirmation page's live stream: reached only by the order's token or session id, it sends
// the order's state at once and again after each change.
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { orders } from "#server/db/schema/index.ts";
import { answerError } from "#server/error-response.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { takeKitchenStep } from "#server/orders/admin-service.ts";
import { registerOrderLiveRoutes } from "./live-api.ts";

const database = useTestDatabase();

function makeApp() {
  const events = createInProcessEventBus();
  const shutdown = new AbortController();
  const app = new Hono<HonoEnv>();
  app.use(async (c, next) => {
    c.set("log", pino({ level: "silent" }) as never);
    await next();
  });
  registerOrderLiveRoutes(app, {
    db: database.db,
    events,
    shutdown: shutdown.signal,
    limits: { perClient: 1 },
  });
  app.onError(answerError);
  return { app, events, shutdown };
}

async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe("GET /api/orders/live", () => {
  it("answers 404 to a malformed or unknown handle, without opening a stream", async () => {
    const { app } = makeApp();
    expect((await app.request("/api/orders/live")).status).toBe(404);
    expect((await app.request("/api/orders/live?token=short")).status).toBe(404);
    expect((await app.request(`/api/orders/live?token=${"a".repeat(32)}`)).status).toBe(404);
  });

  it("sends the order's state, then the kitchen's change, and nothing else about the order", async () => {
    const { app, events, shutdown } = makeApp();
    const { userId } = await createFirstAdmin(database.db, {
      name: "Olive Owner",
      email: "owner@example.com",
      password: "Correct-Horse-42",
    });
    const token = randomBytes(24).toString("base64url");
    const [order] = await database.db
      .insert(orders)
      .values({
        order_number: "9001",
        customer_name: "Ada Lovelace",
        customer_email: "ada@example.com",
        subtotal: 1000,
        tax: 0,
        total: 1000,
        payment_provider: "sandbox",
        payment_session_id: `sess_${randomUUID()}`,
        access_token: token,
        payment_status: "paid",
        paid_at: new Date(),
      })
      .returning({ id: orders.id });
    const response = await app.request(`/api/orders/live?token=${token}`);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await nextEvent(reader);
    expect(first).toContain("event: order");
    expect(first).toContain('"kitchen_status":"new"');
    expect(first).not.toContain("Ada");

    // a second stream from the same address is over its cap
    expect((await app.request(`/api/orders/live?token=${token}`)).status).toBe(429);

    await takeKitchenStep(database.db, { userId, name: "Olive Owner" }, order!.id, "confirm", {
      publicUrl: "http://shop.test",
    });
    await events.publish({ type: "table-changed", table: "orders" });
    const second = await nextEvent(reader);
    expect(second).toContain('"kitchen_status":"preparing"');
    expect(second).toContain('"status":"confirmed"');
    shutdown.abort();
    await reader.cancel();
  });
});
