// A phone order's tip (docs/product/03-ordering.md §3.15): staff pick none, a preset or an amount when the
// owner takes tips on that order type; the server prices it from the choice, stores it in `tip`, and the
// total is subtotal + tax + tip - discount, the payment link charging the same.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { orders, paymentSandboxSessions } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  clearOrders,
  seedOrderingMenu,
  setSettings,
  setStoreHours,
  TEST_PUBLIC_URL,
  TEST_SANDBOX_SECRET,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { isAppError } from "#server/errors.ts";
import { phoneOrderSchema, type PhoneOrderInput } from "#domain/validation/admin-phone-orders.ts";
import type { Actor } from "./admin-service.ts";
import { createPhoneOrder, loadPhoneOrderForm } from "./phone-orders-admin-service.ts";

const database = useTestDatabase();
const log = pino({ level: "silent" });
let menu: OrderingMenu;
let actor: Actor;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
let keyCounter = 0;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner-tips@example.com",
    password: "Correct-Horse-42",
  });
  actor = { userId, name: "Olive Owner" };
  sandbox = createSandboxPaymentProvider({
    db: database.db,
    publicUrl: TEST_PUBLIC_URL,
    webhookSecret: TEST_SANDBOX_SECRET,
  });
});

beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
  await setSettings(database.db, {
    pickup_enabled: "true",
    delivery_enabled: "false",
    tax_rate: "8.25",
    slot_capacity: "",
    ordering_paused_until: "",
    timezone: "America/New_York",
    tips_enabled: "true",
    tip_presets: "15,18,20",
    tip_custom_allowed: "true",
    tip_order_types: "pickup,delivery,catering",
  });
});

const deps = () => ({ db: database.db, payments: sandbox, publicUrl: TEST_PUBLIC_URL, log });

/** The test cart: subtotal $38.89, tax 8.25 % = $3.21. */
function phoneOrder(overrides: Record<string, unknown> = {}): PhoneOrderInput {
  keyCounter += 1;
  return {
    lines: validCart(menu).cartItems,
    customerName: "Ana Lopez",
    customerPhone: "404 555 0100",
    customerEmail: "ana@example.com",
    orderType: "pickup",
    scheduled: false,
    payment: "in_person",
    requestKey: `phone-tip-${process.pid}-${keyCounter}`,
    ...overrides,
  };
}

async function place(overrides: Record<string, unknown> = {}) {
  const placed = await createPhoneOrder(deps(), actor, phoneOrderSchema.parse(phoneOrder(overrides)));
  const [row] = await database.db
    .select({
      subtotal: orders.subtotal,
      tax: orders.tax,
      tip: orders.tip,
      discount: orders.discount,
      total: orders.total,
      session: orders.payment_session_id,
    })
    .from(orders)
    .where(eq(orders.id, placed.orderId));
  return row!;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("a phone order's tip", () => {
  it.each([
    ["no tip", {}, 0],
    ["15 %", { tipPercent: 15 }, 583],
    ["18 %", { tipPercent: 18 }, 700],
    ["20 %", { tipPercent: 20 }, 778],
    ["a custom $4.00", { tipCents: 400 }, 400],
  ])("%s: priced by the server and added after tax", async (_label, choice, tip) => {
    expect(await place(choice)).toMatchObject({
      subtotal: 3889,
      tax: 321,
      tip,
      discount: 0,
      total: 3889 + 321 + tip,
    });
  });

  it("charges the tip through the payment link's session", async () => {
    const row = await place({ tipPercent: 18, payment: "payment_link" });
    const [session] = await database.db
      .select({ tip: paymentSandboxSessions.amount_tip, total: paymentSandboxSessions.amount_total })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.id, row.session!));
    expect(session).toEqual({ tip: 700, total: 4910 });
  });

  it("drops a tip, discount and total sent with the form and prices the choice", async () => {
    const row = await place({ tipPercent: 20, tip: 1, discount: 4000, total: 1 });
    expect(row).toMatchObject({ tip: 778, discount: 0, total: 4988 });
  });

  it.each([
    ["below zero", { tipCents: -1 }, "tipCents", "The tip cannot be less than zero."],
    ["not whole cents", { tipCents: 99.5 }, "tipCents", "The tip must be a whole number of cents."],
    ["text", { tipCents: "5" }, "tipCents", "The tip must be a whole number of cents."],
    ["a preset out of range", { tipPercent: 0 }, "tipPercent", "Please choose one of the tip amounts shown."],
  ])("the form's schema refuses a tip %s on its field", (_label, choice, field, message) => {
    const parsed = phoneOrderSchema.safeParse(phoneOrder(choice));
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((entry) => entry.path.join(".") === field);
    expect(issue?.message).toBe(message);
  });

  it.each([
    ["above the subtotal", { tipCents: 3890 }, "tipCents", "The tip cannot be more than the subtotal."],
    ["a preset not offered", { tipPercent: 30 }, "tipPercent", "Please choose one of the tip amounts shown."],
    ["two choices", { tipPercent: 18, tipCents: 100 }, "tipCents", "Please choose one tip."],
  ])(
    "the service refuses a tip %s on its field and stores nothing",
    async (_label, choice, field, message) => {
      const error = await refusal(place(choice));
      expect(error.code).toBe("VALIDATION");
      expect(error.fields?.[field]).toBe(message);
      expect(await database.db.select({ id: orders.id }).from(orders)).toEqual([]);
    },
  );

  it("offers and takes tips only for the order types the owner chose", async () => {
    await setSettings(database.db, { tip_order_types: "delivery" });
    const form = await loadPhoneOrderForm(database.db);
    expect(form.tips).toMatchObject({ enabled: true, presets: [15, 18, 20], orderTypes: ["delivery"] });
    const error = await refusal(place({ tipPercent: 18 }));
    expect(error.fields?.tipPercent).toBe("Tips are not taken on this order.");
    expect(await place()).toMatchObject({ tip: 0, total: 4210 });
  });
});
