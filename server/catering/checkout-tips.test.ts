// The catering checkout's tip (docs/product/03-ordering.md §3.15): offered when the owner takes tips on
// catering, priced on the catering subtotal from the choice alone, stored on the order and charged
// as its own line; a tip that cannot be taken is refused on its field, never with a 5xx.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { buildCateringCategory, buildCateringMenuItem } from "#server/db/factories.ts";
import {
  cateringCategories,
  cateringMenuItems,
  orders,
  paymentSandboxSessions,
} from "#server/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#server/test/test-database.ts";
import {
  businessDate,
  clearOrders,
  makeTestApp,
  newIdempotencyKey,
  setSettings,
} from "#server/test/ordering-fixtures.ts";

let database: TestDatabase;
let tray: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [category] = await database.db
    .insert(cateringCategories)
    .values(buildCateringCategory({ name: "Entrees" }))
    .returning({ id: cateringCategories.id });
  const [row] = await database.db
    .insert(cateringMenuItems)
    .values(
      buildCateringMenuItem({
        title: "Jerk Chicken Tray",
        category: "Entrees",
        category_id: category!.id,
        price_tiers: [{ name: "Full Tray", price: 16000, serves: "20-25" }],
      }),
    )
    .returning({ id: cateringMenuItems.id });
  tray = row!.id;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.execute(sql`truncate catering_requests cascade`);
  await setSettings(database.db, {
    tips_enabled: "true",
    tip_presets: "15,18,20",
    tip_custom_allowed: "true",
    tip_order_types: "pickup,delivery,catering",
  });
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Two full trays: a subtotal of $320.00. */
function body(overrides: Record<string, unknown> = {}) {
  return {
    cartItems: [{ itemId: tray, tier: "Full Tray", quantity: 2, title: "Jerk Chicken Tray", price: 1 }],
    customerName: "Ada Caterer",
    customerEmail: "ada@example.com",
    customerPhone: "4045550101",
    eventDate: businessDate(10).dateKey,
    eventTime: "17:00",
    eventType: "Corporate",
    guestCount: 50,
    deliveryOption: "delivery",
    ...overrides,
  };
}

async function checkout(payload: unknown) {
  const { app } = makeTestApp(database);
  const response = await app.request("/api/catering/checkout", {
    method: "POST",
    body: JSON.stringify(payload),
    headers: { "Content-Type": "application/json", "Idempotency-Key": newIdempotencyKey() },
  });
  return { status: response.status, json: (await response.json()) as { sessionId: string } & ErrorBody };
}

async function money(sessionId: string) {
  const [order] = await database.db
    .select({ subtotal: orders.subtotal, tax: orders.tax, tip: orders.tip, total: orders.total })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  const [session] = await database.db
    .select({
      tip: paymentSandboxSessions.amount_tip,
      total: paymentSandboxSessions.amount_total,
    })
    .from(paymentSandboxSessions)
    .where(eq(paymentSandboxSessions.id, sessionId));
  return { order, session };
}

describe("the catering checkout's tip", () => {
  it.each([
    ["no tip", {}, 0],
    ["15 %", { tipPercent: 15 }, 4800],
    ["18 %", { tipPercent: 18 }, 5760],
    ["20 %", { tipPercent: 20 }, 6400],
    ["a custom $25.50", { tipCents: 2550 }, 2550],
  ])("%s: stored on the order and charged by the payment session", async (_label, choice, tip) => {
    const { status, json } = await checkout(body(choice));
    expect(status, JSON.stringify(json)).toBe(201);
    expect(await money(json.sessionId)).toEqual({
      order: { subtotal: 32000, tax: 0, tip, total: 32000 + tip },
      session: { tip, total: 32000 + tip },
    });
  });

  it("recomputes a tampered tip and total sent by the browser", async () => {
    const { status, json } = await checkout({ ...body({ tipPercent: 18 }), tip: 1, total: 5, subtotal: 1 });
    expect(status).toBe(201);
    expect((await money(json.sessionId)).order).toEqual({ subtotal: 32000, tax: 0, tip: 5760, total: 37760 });
  });

  it.each([
    ["below zero", { tipCents: -1 }, "tipCents", "The tip cannot be less than zero."],
    ["above the subtotal", { tipCents: 32001 }, "tipCents", "The tip cannot be more than the subtotal."],
    ["not whole cents", { tipCents: 10.5 }, "tipCents", "The tip must be a whole number of cents."],
    ["text", { tipCents: "10" }, "tipCents", "The tip must be a whole number of cents."],
    ["a preset not offered", { tipPercent: 25 }, "tipPercent", "Please choose one of the tip amounts shown."],
    ["two choices", { tipPercent: 18, tipCents: 500 }, "tipCents", "Please choose one tip."],
  ])("refuses a tip %s on its field", async (_label, choice, field, message) => {
    const { status, json } = await checkout(body(choice));
    expect(status).toBe(400);
    expect(json.error.fields?.[field]).toBe(message);
    expect(await database.db.select({ id: orders.id }).from(orders)).toEqual([]);
  });

  it("refuses a tip when the owner takes none on catering, and takes the order without one", async () => {
    await setSettings(database.db, { tip_order_types: "pickup,delivery" });
    const refused = await checkout(body({ tipPercent: 18 }));
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields?.tipPercent).toBe("Tips are not taken on this order.");
    const plain = await checkout(body({ tipCents: 0 }));
    expect(plain.status).toBe(201);
    expect((await money(plain.json.sessionId)).order).toMatchObject({ tip: 0, total: 32000 });
  });

  it("refuses a custom amount when the owner offers only the presets", async () => {
    await setSettings(database.db, { tip_custom_allowed: "false" });
    const { status, json } = await checkout(body({ tipCents: 500 }));
    expect(status).toBe(400);
    expect(json.error.fields?.tipCents).toBe("Please choose one of the tip amounts shown.");
  });
});
