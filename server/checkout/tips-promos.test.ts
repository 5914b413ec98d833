// Tips and promo codes at the checkout (docs/product/03-ordering.md §3.15, §3.16): every amount is computed
// on the server from the customer's choice and code; the stored order adds up to the cent, refusals
// answer 400 on their field, and a code's last use goes to one of two racing checkouts.
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, paymentSandboxSessions, promoCodes } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  clearOrders,
  makeTestApp,
  postCheckout,
  seedOrderingMenu,
  setSettings,
  setStoreHours,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";

const database = useTestDatabase();
let menu: OrderingMenu;
let app: ReturnType<typeof makeTestApp>["app"];

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  app = makeTestApp(database).app;
});
beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.delete(promoCodes);
  await setStoreHours(database.db);
  await setSettings(database.db, {
    pickup_enabled: "true",
    delivery_enabled: "true",
    tax_rate: "8.25",
    tips_enabled: "true",
    tip_presets: "15,18,20",
    tip_custom_allowed: "true",
    tip_order_types: "pickup,delivery,catering",
  });
});

async function addCode(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(promoCodes)
    .values({ code: "SAVE10", kind: "percent", value: 10, ...values })
    .returning({ id: promoCodes.id });
  return row!.id;
}

async function storedMoney(sessionId: string) {
  const [row] = await database.db
    .select({
      subtotal: orders.subtotal,
      tax: orders.tax,
      tip: orders.tip,
      discount: orders.discount,
      total: orders.total,
      promo_code: orders.promo_code,
    })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return row;
}

async function place(body: unknown) {
  const response = await postCheckout(app, body);
  const json = (await response.json()) as { sessionId: string } & ErrorBody;
  return { status: response.status, json };
}

// The cart: subtotal $38.89, tax 8.25 % (docs/product/03-ordering.md §3.5).
describe("tips", () => {
  it.each([
    ["no tip", {}, 0, 4210],
    ["15 %", { tipPercent: 15 }, 583, 4793],
    ["18 %", { tipPercent: 18 }, 700, 4910],
    ["20 %", { tipPercent: 20 }, 778, 4988],
    ["a custom $5.00", { tipCents: 500 }, 500, 4710],
  ])("%s: the tip is added after tax and stored", async (_label, choice, tip, total) => {
    const { status, json } = await place(validCart(menu, choice));
    expect(status).toBe(201);
    expect(await storedMoney(json.sessionId)).toEqual({
      subtotal: 3889,
      tax: 321,
      tip,
      discount: 0,
      total,
      promo_code: null,
    });
    // the sandbox charges the same total, with the tip on its own line
    const [session] = await database.db
      .select({ tip: paymentSandboxSessions.amount_tip, total: paymentSandboxSessions.amount_total })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.id, json.sessionId));
    expect(session).toEqual({ tip, total });
  });

  it("recomputes a tampered tip, discount and total sent by the browser", async () => {
    const { status, json } = await place({
      ...validCart(menu, { tipPercent: 18 }),
      tip: 1,
      discount: 3000,
      total: 50,
      subtotal: 1,
    });
    expect(status).toBe(201);
    expect(await storedMoney(json.sessionId)).toMatchObject({ tip: 700, discount: 0, total: 4910 });
  });

  it.each([
    ["below zero", { tipCents: -1 }, "tipCents", "The tip cannot be less than zero."],
    ["above the subtotal", { tipCents: 3890 }, "tipCents", "The tip cannot be more than the subtotal."],
    ["not whole cents", { tipCents: 12.5 }, "tipCents", "The tip must be a whole number of cents."],
    [
      "a percentage not offered",
      { tipPercent: 50 },
      "tipPercent",
      "Please choose one of the tip amounts shown.",
    ],
    ["text", { tipCents: "5" }, "tipCents", "The tip must be a whole number of cents."],
  ])("refuses a tip %s on its field", async (_label, choice, field, message) => {
    const { status, json } = await place({ ...validCart(menu), ...choice });
    expect(status).toBe(400);
    expect(json.error.fields?.[field]).toBe(message);
    expect(await database.db.select({ id: orders.id }).from(orders)).toEqual([]);
  });

  it("refuses a tip where the owner takes none", async () => {
    await setSettings(database.db, { tip_order_types: "delivery" });
    const { status, json } = await place(validCart(menu, { tipPercent: 18 }));
    expect(status).toBe(400);
    expect(json.error.fields?.tipPercent).toBe("Tips are not taken on this order.");
    // no tip is still fine
    expect((await place(validCart(menu))).status).toBe(201);
  });
});

describe("promo codes", () => {
  it("a percent code: 10 % off the subtotal, tax on the rest, tip on the full subtotal", async () => {
    await addCode();
    const { status, json } = await place(validCart(menu, { tipPercent: 18, promoCode: "save10" }));
    expect(status).toBe(201);
    // 3889 - 389 = 3500; tax 288.75 -> 289; tip 18 % of 3889 = 700
    expect(await storedMoney(json.sessionId)).toEqual({
      subtotal: 3889,
      tax: 289,
      tip: 700,
      discount: 389,
      total: 4489,
      promo_code: "SAVE10",
    });
  });

  it("a fixed amount code: $5.00 off", async () => {
    await addCode({ code: "FIVE", kind: "amount", value: 500 });
    const { status, json } = await place(validCart(menu, { promoCode: " Five " }));
    expect(status).toBe(201);
    // 3889 - 500 = 3389; tax 279.59 -> 280
    expect(await storedMoney(json.sessionId)).toMatchObject({ tax: 280, discount: 500, total: 3669 });
  });

  it.each<[string, Partial<typeof promoCodes.$inferInsert>, Record<string, unknown>, string]>([
    ["unknown", {}, { promoCode: "NOPE" }, "We don't recognise that promo code."],
    ["switched off", { is_active: false }, {}, "We don't recognise that promo code."],
    [
      "past its last day, as an unknown one",
      { ends_on: "2020-01-31" },
      {},
      "We don't recognise that promo code.",
    ],
    ["not yet started", { starts_on: "2099-03-01" }, {}, "This promo code starts on Mar 1, 2099."],
    ["minimum", { min_subtotal: 5000 }, {}, "This promo code needs a subtotal of at least $50.00."],
    ["order type", { order_types: ["delivery"] }, {}, "This promo code is not for pickup orders."],
    ["too long", {}, { promoCode: "X".repeat(41) }, "Promo codes are at most 40 characters."],
    [
      "control characters",
      {},
      { promoCode: "SAVE\u000010" },
      "Promo code contains characters that are not allowed",
    ],
  ])("refuses a code: %s", async (_label, code, change, message) => {
    await addCode(code);
    const { status, json } = await place({ ...validCart(menu, { promoCode: "SAVE10" }), ...change });
    expect(status).toBe(400);
    expect(json.error.fields?.promoCode).toBe(message);
  });

  it("counts uses per customer, whatever the case and +tag of the address", async () => {
    await addCode({ max_uses_per_email: 1 });
    expect((await place(validCart(menu, { promoCode: "SAVE10" }))).status).toBe(201);
    for (const customerEmail of ["ANA@example.com", " ana+lunch@Example.com"]) {
      const again = await place(validCart(menu, { promoCode: "SAVE10", customerEmail }));
      expect(again.json.error.fields?.promoCode).toBe("You have already used this promo code.");
    }
    // a dot is another mailbox outside Gmail
    expect(
      (await place(validCart(menu, { promoCode: "SAVE10", customerEmail: "a.na@example.com" }))).status,
    ).toBe(201);
  });

  it("refuses a first-order code to a customer who has paid before", async () => {
    await addCode({ first_order_only: true });
    expect((await place(validCart(menu))).status).toBe(201);
    await database.db.update(orders).set({ payment_status: "paid" });
    const returning = await place(
      validCart(menu, { promoCode: "SAVE10", customerEmail: "Ana+2@example.com" }),
    );
    expect(returning.json.error.fields?.promoCode).toBe("This promo code is for a first order only.");
  });

  it("gives a first-order code to one of two unpaid checkouts by one customer (case, +tag and Gmail's dots alike)", async () => {
    await addCode({ first_order_only: true });
    const first = await place(validCart(menu, { promoCode: "SAVE10", customerEmail: "ana.lopez@gmail.com" }));
    expect(first.status).toBe(201);
    for (const customerEmail of [
      "Ana.Lopez@Gmail.com",
      "analopez+dinner@gmail.com",
      "ana.lopez@googlemail.com",
    ]) {
      const second = await place(validCart(menu, { promoCode: "SAVE10", customerEmail }));
      expect(second.status, customerEmail).toBe(400);
      expect(second.json.error.fields?.promoCode).toBe("This promo code is for a first order only.");
    }
    const discounted = await database.db.select({ discount: orders.discount }).from(orders);
    expect(discounted).toEqual([{ discount: 389 }]);
  });

  it("holds a limited code's use only while the order's payment page is open (31 minutes)", async () => {
    await addCode({ max_uses: 1 });
    const first = await place(validCart(menu, { promoCode: "SAVE10" }));
    expect(first.status).toBe(201);
    // the page closes about half an hour after checkout, not after a day
    const [page] = await database.db
      .select({
        life: sql<number>`extract(epoch from ${paymentSandboxSessions.expires_at} - ${paymentSandboxSessions.created_at})`,
      })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.id, first.json.sessionId));
    expect(Number(page?.life)).toBeCloseTo(31 * 60, -1);
    const other = validCart(menu, { promoCode: "SAVE10", customerEmail: "bo@example.com" });
    expect((await place(other)).json.error.fields?.promoCode).toBe("This promo code has been used up.");

    // 31 minutes later the page has closed: the unpaid order (not yet swept) no longer holds the use
    await database.db.update(orders).set({ payment_expires_at: sql`now() - interval '1 second'` });
    expect((await place(other)).status).toBe(201);
  });

  it("the code check answers the same whether or not an address has ordered before", async () => {
    await addCode({ first_order_only: true, max_uses_per_email: 1 });
    expect((await place(validCart(menu, { promoCode: "SAVE10" }))).status).toBe(201);
    await database.db.update(orders).set({ payment_status: "paid" });
    const check = async (customerEmail?: string) => {
      const response = await app.request("/api/checkout/promo-code", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          promoCode: "save10",
          orderType: "pickup",
          subtotalCents: 3889,
          customerEmail,
        }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const answers = await Promise.all([check("ana@example.com"), check("someone.new@example.com"), check()]);
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { code: "SAVE10", discountCents: 389 } }));
    // the checkout says it, to the customer placing the order
    const returning = await place(validCart(menu, { promoCode: "SAVE10" }));
    expect(returning.json.error.fields?.promoCode).toBe("This promo code is for a first order only.");
  });

  it("answers a code past its last day as it answers an unknown one", async () => {
    await addCode({ code: "SUMMER", ends_on: "2020-08-31" });
    const check = async (promoCode: string) => {
      const response = await app.request("/api/checkout/promo-code", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ promoCode, orderType: "pickup", subtotalCents: 3889 }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await check("SUMMER")).toEqual(await check("WINTER"));
    expect((await check("SUMMER")).status).toBe(400);
  });

  it("gives a code's last use to one of two concurrent checkouts", async () => {
    await addCode({ max_uses: 1 });
    const results = await Promise.all([
      place(validCart(menu, { promoCode: "SAVE10", customerEmail: "one@example.com" })),
      place(validCart(menu, { promoCode: "SAVE10", customerEmail: "two@example.com" })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 400]);
    const refused = results.find((result) => result.status === 400)!;
    expect(refused.json.error.fields?.promoCode).toBe("This promo code has been used up.");
    const stored = await database.db.select({ discount: orders.discount }).from(orders);
    expect(stored).toEqual([{ discount: 389 }]);
  });

  it("frees a use when the unpaid order expires", async () => {
    await addCode({ max_uses: 1 });
    expect((await place(validCart(menu, { promoCode: "SAVE10" }))).status).toBe(201);
    expect((await place(validCart(menu, { promoCode: "SAVE10" }))).status).toBe(400);
    await database.db.update(orders).set({ payment_status: "expired", status: "cancelled" });
    expect((await place(validCart(menu, { promoCode: "SAVE10" }))).status).toBe(201);
  });
});
