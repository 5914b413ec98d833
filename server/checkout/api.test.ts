import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { orderItems, orders, paymentSandboxSessions } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  businessDate,
  clearOrders,
  makeTestApp,
  postCheckout,
  seedOrderingMenu,
  setSettings,
  setStoreClosedEveryDay,
  setStoreHours,
  TEST_PUBLIC_URL,
  VALID_CART_TOTALS,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import { PaymentProviderError } from "#server/adapters/payments/types.ts";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";

// Its hooks run first: the other beforeAll hooks below use the database.
const database = useTestDatabase();
let menu: OrderingMenu;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
  await setSettings(database.db, { pickup_enabled: "true", delivery_enabled: "false", tax_rate: "8.25" });
});

async function countOrders() {
  const [o, i] = await Promise.all([
    database.db.select({ id: orders.id }).from(orders),
    database.db.select({ id: orderItems.id }).from(orderItems),
  ]);
  return { orders: o.length, items: i.length };
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectRefused(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  if (typeof message === "string") expect(body.error.message).toBe(message);
  else expect(body.error.message).toMatch(message);
  expect(await countOrders()).toEqual({ orders: 0, items: 0 });
  return body;
}

describe("POST /api/checkout", () => {
  it("stores a valid order at the server's prices and answers the sandbox session", async () => {
    const { app } = makeTestApp(database);
    const response = await postCheckout(app, validCart(menu, { specialInstructions: "Ring the bell" }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; sessionId: string; orderNumber: string };
    expect(body.sessionId).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{32}$/);
    expect(body.url).toBe(`${TEST_PUBLIC_URL}/pay/sandbox/${body.sessionId}`);
    expect(body.orderNumber).toMatch(/^IS-\d{4,}$/);

    const [order] = await database.db.select().from(orders);
    expect(order).toMatchObject({
      order_number: body.orderNumber,
      status: "pending",
      payment_status: "unpaid",
      payment_provider: "sandbox",
      payment_session_id: body.sessionId,
      subtotal: VALID_CART_TOTALS.subtotal,
      tax: VALID_CART_TOTALS.tax,
      total: VALID_CART_TOTALS.total,
      order_type: "pickup",
      scheduled: false,
      customer_phone: "4045550100",
      special_instructions: "Ring the bell",
    });
    expect(order?.access_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [session] = await database.db.select().from(paymentSandboxSessions);
    expect(session).toMatchObject({
      id: body.sessionId,
      order_id: order?.id,
      amount_total: VALID_CART_TOTALS.total,
      status: "open",
    });
    expect(session?.success_url).toBe(`${TEST_PUBLIC_URL}/order-confirmation?session_id=${body.sessionId}`);
    expect(session?.cancel_url).toBe(`${TEST_PUBLIC_URL}/cart`);
    expect(session?.metadata).toMatchObject({
      order_id: order?.id,
      order_number: body.orderNumber,
      order_type: "pickup",
    });
    expect(session?.customer_email).toBe(order?.customer_email);
  });

  it("stores the order, its lines and the sandbox session together or not at all", async () => {
    const sandbox = createSandboxPaymentProvider({
      db: database.db,
      publicUrl: TEST_PUBLIC_URL,
      webhookSecret: "x".repeat(32),
    });
    // A session row that cannot be stored (its order id is not a uuid) fails the whole statement.
    const write = sandbox.sessionWrite!;
    const broken: PaymentProvider = {
      ...sandbox,
      sessionWrite: {
        ...write,
        values: (input) => ({ ...write.values(input), session_order_id: "not-a-uuid" }),
      },
    };
    const { app } = makeTestApp(database, { payments: broken });
    const response = await postCheckout(app, validCart(menu), "atomic-session");
    expect(response.status).toBe(500);
    expect(await countOrders()).toEqual({ orders: 0, items: 0 });
    expect(await database.db.select({ id: paymentSandboxSessions.id }).from(paymentSandboxSessions)).toEqual(
      [],
    );
  });

  it("reprices a tampered cart from the database", async () => {
    const { app } = makeTestApp(database);
    const cart = validCart(menu);
    const plate = cart.cartItems[0]!;
    plate.price = 0.01;
    plate.title = "Free food";
    plate.modifiers[0]!.selectedOptions[0]!.priceAdjustment = 0;
    plate.modifiers[0]!.selectedOptions[0]!.name = "Nothing";
    cart.cartItems[1]!.price = 0.01;
    const response = await postCheckout(app, cart);
    expect(response.status).toBe(201);

    const [order] = await database.db
      .select({ subtotal: orders.subtotal, tax: orders.tax, total: orders.total })
      .from(orders);
    expect(order).toEqual(VALID_CART_TOTALS);
    const lines = await database.db
      .select({
        title: orderItems.title,
        price: orderItems.price,
        quantity: orderItems.quantity,
        item_type: orderItems.item_type,
        special_instructions: orderItems.special_instructions,
        selected_modifiers: orderItems.selected_modifiers,
      })
      .from(orderItems)
      .orderBy(asc(orderItems.price));
    expect(lines).toEqual([
      {
        title: "Jerk Wings",
        price: 999,
        quantity: 1,
        item_type: "regular",
        special_instructions: null,
        selected_modifiers: [],
      },
      {
        title: "Jerk Chicken Plate",
        price: 1445,
        quantity: 2,
        item_type: "regular",
        special_instructions: "Extra napkins",
        selected_modifiers: [
          {
            groupName: "Choose Your Side",
            selectedOptions: [{ name: "Mac & Cheese", priceAdjustment: 150 }],
          },
          { groupName: "Spice Level", selectedOptions: [{ name: "Mild", priceAdjustment: 0 }] },
        ],
      },
    ]);
  });

  it.each([
    [0, "Quantity must be at least 1"],
    [-1, "Quantity must be at least 1"],
    [1.5, "Quantity must be a whole number"],
    [100, "Quantity must be at most 99"],
  ])("refuses quantity %s", async (quantity, message) => {
    const { app } = makeTestApp(database);
    const cart = validCart(menu);
    cart.cartItems[1]!.quantity = quantity;
    const body = await expectRefused(await postCheckout(app, cart), 400, message);
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.fields).toEqual({ "cartItems.1.quantity": message });
  });

  it("refuses another item's modifier", async () => {
    const { app } = makeTestApp(database);
    const cart = validCart(menu);
    cart.cartItems[0]!.modifiers[1]!.selectedOptions.push({
      id: menu.groups.dressing.options.Ranch!,
      name: "Ranch",
      priceAdjustment: 0,
    });
    await expectRefused(
      await postCheckout(app, cart),
      400,
      "One of the options chosen for Jerk Chicken Plate is not available. Please customize it again.",
    );
  });

  it("refuses another item's group, an inactive group and an inactive option", async () => {
    const { app } = makeTestApp(database);
    const foreignGroup = validCart(menu);
    foreignGroup.cartItems[0]!.modifiers.push({
      groupId: menu.groups.dressing.id,
      groupName: "Dressing",
      selectedOptions: [{ id: menu.groups.dressing.options.Ranch!, name: "Ranch", priceAdjustment: 0 }],
    });
    await expectRefused(
      await postCheckout(app, foreignGroup),
      400,
      "One of the option groups chosen for Jerk Chicken Plate is not available. Please customize it again.",
    );
    const retired = validCart(menu);
    retired.cartItems[0]!.modifiers.push({
      groupId: menu.groups.retired.id,
      groupName: "Old Sauces",
      selectedOptions: [
        { id: menu.groups.retired.options["Retired Sauce"]!, name: "Retired Sauce", priceAdjustment: 0 },
      ],
    });
    await expectRefused(await postCheckout(app, retired), 400, /option groups chosen for Jerk Chicken Plate/);
    const inactiveOption = validCart(menu);
    inactiveOption.cartItems[0]!.modifiers[0]!.selectedOptions = [
      { id: menu.groups.side.options["Steamed Callaloo"]!, name: "Steamed Callaloo", priceAdjustment: 100 },
    ];
    await expectRefused(
      await postCheckout(app, inactiveOption),
      400,
      /options chosen for Jerk Chicken Plate is not available/,
    );
  });

  it("refuses too many options for a pick-one group", async () => {
    const { app } = makeTestApp(database);
    const cart = validCart(menu);
    cart.cartItems[0]!.modifiers[0]!.selectedOptions.push({
      id: menu.groups.side.options["Rice & Peas"]!,
      name: "Rice & Peas",
      priceAdjustment: 0,
    });
    await expectRefused(
      await postCheckout(app, cart),
      400,
      "You can only select 1 options from Choose Your Side for Jerk Chicken Plate.",
    );
  });

  it("refuses a missing required group", async () => {
    const { app } = makeTestApp(database);
    const cart = validCart(menu);
    cart.cartItems[0]!.modifiers = [cart.cartItems[0]!.modifiers[0]!];
    const body = await expectRefused(
      await postCheckout(app, cart),
      400,
      "Please select at least 1 option(s) from Spice Level for Jerk Chicken Plate.",
    );
    expect(body.error.fields).toEqual({ "cartItems.0": body.error.message });
  });

  it.each([
    [
      "soldOut",
      "Oxtail Stew is not available for online ordering right now. Please remove it from your cart.",
    ],
    [
      "appsOnly",
      "Curry Goat is not available for online ordering right now. Please remove it from your cart.",
    ],
    [
      "noCart",
      "Catering Tray is not available for online ordering right now. Please remove it from your cart.",
    ],
  ] as const)("refuses an unavailable item (%s)", async (key, message) => {
    const { app } = makeTestApp(database);
    const cart = validCart(menu);
    cart.cartItems.push({ itemId: menu.items[key], quantity: 1, title: "x", price: 1, modifiers: [] });
    const body = await expectRefused(await postCheckout(app, cart), 409, message);
    expect(body.error.code).toBe("CONFLICT");
  });

  it("refuses an item that is not on the menu", async () => {
    const { app } = makeTestApp(database);
    const cart = validCart(menu);
    cart.cartItems[1]!.itemId = "00000000-0000-4000-8000-000000000000";
    await expectRefused(
      await postCheckout(app, cart),
      409,
      "One of the items in your cart is no longer on our menu. Please remove it and try again.",
    );
  });

  it("refuses a disabled order type, and any order when both are off", async () => {
    const { app } = makeTestApp(database);
    await expectRefused(
      await postCheckout(app, validCart(menu, { orderType: "delivery" })),
      409,
      "Delivery is not available right now. Please choose pickup.",
    );
    await setSettings(database.db, { pickup_enabled: "false", delivery_enabled: "true" });
    await expectRefused(
      await postCheckout(app, validCart(menu)),
      409,
      "Pickup is not available right now. Please choose delivery.",
    );
    expect((await postCheckout(app, validCart(menu, { orderType: "delivery" }))).status).toBe(201);
    await clearOrders(database.db);
    await setSettings(database.db, { pickup_enabled: "false", delivery_enabled: "false" });
    await expectRefused(
      await postCheckout(app, validCart(menu)),
      409,
      "Order scheduling is currently unavailable. Please contact us directly to place an order.",
    );
  });

  it("refuses an order for now while the store is closed", async () => {
    const { app } = makeTestApp(database);
    await setStoreClosedEveryDay(database.db);
    await expectRefused(
      await postCheckout(app, validCart(menu)),
      409,
      "We're closed right now. Please schedule your order for a later time.",
    );
    const tomorrow = businessDate(1);
    await setStoreHours(database.db, {
      ...Object.fromEntries(
        ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((d) => [
          d,
          { is_closed: true },
        ]),
      ),
      [tomorrow.day]: { open_time: "11:00", close_time: "21:00", is_closed: false },
    });
    await expectRefused(
      await postCheckout(app, validCart(menu)),
      409,
      "We're closed right now. Please schedule your order for a later time. We open again tomorrow at 11:00 AM.",
    );
  });

  describe("scheduled orders", () => {
    const scheduleFor = (dateKey: string, time: string) => ({
      scheduled: true,
      scheduledDate: dateKey,
      scheduledTime: time,
    });

    it("accepts a future slot of an open day, even while closed now", async () => {
      const { app } = makeTestApp(database);
      const tomorrow = businessDate(1);
      await setStoreClosedEveryDay(database.db);
      await setStoreHours(database.db, {
        ...Object.fromEntries(
          ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((d) => [
            d,
            { is_closed: true },
          ]),
        ),
        [tomorrow.day]: { open_time: "11:00", close_time: "21:00", is_closed: false },
      });
      const response = await postCheckout(app, validCart(menu, scheduleFor(tomorrow.dateKey, "20:30")));
      expect(response.status).toBe(201);
      const [order] = await database.db
        .select({ scheduled: orders.scheduled, date: orders.scheduled_date, time: orders.scheduled_time })
        .from(orders);
      expect(order).toEqual({ scheduled: true, date: tomorrow.dateKey, time: "20:30" });
    });

    it("refuses a slot that has passed", async () => {
      const { app } = makeTestApp(database);
      // Today is open around the clock, so 00:00 today is always a real slot, and always past.
      await expectRefused(
        await postCheckout(app, validCart(menu, scheduleFor(businessDate(0).dateKey, "00:00"))),
        400,
        "That time has already passed. Please choose a later time.",
      );
      await expectRefused(
        await postCheckout(app, validCart(menu, scheduleFor(businessDate(-1).dateKey, "12:00"))),
        400,
        "That date has already passed. Please select another date.",
      );
    });

    it("refuses a closed day's slot", async () => {
      const { app } = makeTestApp(database);
      const inTwoDays = businessDate(2);
      await setStoreHours(database.db, { [inTwoDays.day]: { is_closed: true } });
      const body = await expectRefused(
        await postCheckout(app, validCart(menu, scheduleFor(inTwoDays.dateKey, "12:00"))),
        400,
        "We're closed on this day. Please select another date.",
      );
      expect(body.error.fields).toEqual({ scheduledDate: body.error.message });
    });

    it("refuses a time that is not a 30-minute slot, or outside the day's hours", async () => {
      const { app } = makeTestApp(database);
      const tomorrow = businessDate(1);
      await setStoreHours(database.db, { [tomorrow.day]: { open_time: "11:00", close_time: "21:00" } });
      const message = "Please choose one of the available times for that day (every 30 minutes).";
      await expectRefused(
        await postCheckout(app, validCart(menu, scheduleFor(tomorrow.dateKey, "11:15"))),
        400,
        message,
      );
      await expectRefused(
        await postCheckout(app, validCart(menu, scheduleFor(tomorrow.dateKey, "21:00"))),
        400,
        message,
      );
      await expectRefused(
        await postCheckout(app, validCart(menu, scheduleFor(tomorrow.dateKey, "10:30"))),
        400,
        message,
      );
    });

    it("refuses a scheduled order without a date, and an impossible date", async () => {
      const { app } = makeTestApp(database);
      await expectRefused(
        await postCheckout(app, validCart(menu, { scheduled: true })),
        400,
        "A scheduled order needs a date and a time",
      );
      await expectRefused(
        await postCheckout(app, validCart(menu, scheduleFor("2031-02-30", "12:00"))),
        400,
        "Please select a valid date for your order.",
      );
    });
  });

  it("refuses requests without a usable Idempotency-Key, broken JSON and an empty cart", async () => {
    const { app } = makeTestApp(database);
    await expectRefused(await postCheckout(app, validCart(menu), null), 400, /Idempotency-Key/);
    await expectRefused(await postCheckout(app, validCart(menu), "short"), 400, /Idempotency-Key/);
    await expectRefused(await postCheckout(app, validCart(menu), "k".repeat(101)), 400, /Idempotency-Key/);
    const broken = await app.request("/api/checkout", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "broken-json-key" },
    });
    await expectRefused(broken, 400, "The request body is not valid JSON.");
    await expectRefused(
      await postCheckout(app, validCart(menu, { cartItems: [] })),
      400,
      "Your cart is empty",
    );
    await expectRefused(
      await postCheckout(app, validCart(menu, { customerEmail: "nope" })),
      400,
      "Email is invalid",
    );
  });

  it("refuses a body over 64 KB with 413", async () => {
    const { app } = makeTestApp(database);
    await expectRefused(
      await postCheckout(app, { ...validCart(menu), padding: "x".repeat(65 * 1024) }),
      413,
      "The order is too large to send.",
    );
  });

  it("rate limits checkouts per address", async () => {
    const { app } = makeTestApp(database, { env: { RATE_LIMIT_CHECKOUT_PER_MINUTE: "2" } });
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
    expect((await postCheckout(app, validCart(menu))).status).toBe(429);
  });
});

describe("idempotency", () => {
  it("answers the same session for the same key, and stores one order", async () => {
    const { app } = makeTestApp(database);
    const first = await postCheckout(app, validCart(menu), "same-key-twice");
    const second = await postCheckout(app, validCart(menu), "same-key-twice");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(await countOrders()).toEqual({ orders: 1, items: 2 });
    expect(
      await database.db.select({ id: paymentSandboxSessions.id }).from(paymentSandboxSessions),
    ).toHaveLength(1);
  });

  it("turns five concurrent double clicks into one order", async () => {
    const { app } = makeTestApp(database);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postCheckout(app, validCart(menu), "five-at-once")),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { sessionId: string }[];
    expect(new Set(bodies.map((b) => b.sessionId)).size).toBe(1);
    expect(await countOrders()).toEqual({ orders: 1, items: 2 });
    const [order] = await database.db.select({ session: orders.payment_session_id }).from(orders);
    expect(order?.session).toBe(bodies[0]?.sessionId);
    // Sessions opened by requests that lost the race are closed: only the order's own can be paid.
    const sessions = await database.db
      .select({ id: paymentSandboxSessions.id, status: paymentSandboxSessions.status })
      .from(paymentSandboxSessions);
    expect(sessions.filter((session) => session.status === "open").map((session) => session.id)).toEqual([
      order?.session,
    ]);
  });

  it("attaches one session when the provider names its own (as Stripe does), closing the spares", async () => {
    const sandbox = createSandboxPaymentProvider({
      db: database.db,
      publicUrl: TEST_PUBLIC_URL,
      webhookSecret: "x".repeat(32),
    });
    const remoteNaming: PaymentProvider = { ...sandbox, newSessionId: undefined };
    const { app } = makeTestApp(database, { payments: remoteNaming });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postCheckout(app, validCart(menu), "remote-naming")),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { sessionId: string }[];
    expect(new Set(bodies.map((b) => b.sessionId)).size).toBe(1);
    const [order] = await database.db.select({ session: orders.payment_session_id }).from(orders);
    expect(order?.session).toBe(bodies[0]?.sessionId);
    const sessions = await database.db
      .select({ id: paymentSandboxSessions.id, status: paymentSandboxSessions.status })
      .from(paymentSandboxSessions);
    expect(sessions.filter((session) => session.status === "open").map((session) => session.id)).toEqual([
      order?.session,
    ]);
    expect(await countOrders()).toEqual({ orders: 1, items: 2 });
  });

  it("answers 502 when the provider fails, keeps the order unpaid, and a retry opens the session", async () => {
    const sandbox = createSandboxPaymentProvider({
      db: database.db,
      publicUrl: TEST_PUBLIC_URL,
      webhookSecret: "x".repeat(32),
    });
    let failing = true;
    // Without sessionWrite, the session is opened after the order is stored (as a provider elsewhere is).
    const flaky: PaymentProvider = {
      ...sandbox,
      sessionWrite: undefined,
      createCheckoutSession: (input) =>
        failing
          ? Promise.reject(new PaymentProviderError("card network down"))
          : sandbox.createCheckoutSession(input),
    };
    const { app } = makeTestApp(database, { payments: flaky });
    const failed = await postCheckout(app, validCart(menu), "provider-fails");
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: { code: "BAD_GATEWAY", message: "There was an issue processing your order. Please try again." },
    });
    // The sandbox names its session before the order is stored; nothing payable exists yet.
    const [stored] = await database.db
      .select({ payment_status: orders.payment_status, session: orders.payment_session_id })
      .from(orders);
    expect(stored?.payment_status).toBe("unpaid");
    expect(stored?.session).toMatch(/^cs_sandbox_/);
    expect(await database.db.select({ id: paymentSandboxSessions.id }).from(paymentSandboxSessions)).toEqual(
      [],
    );

    failing = false;
    const retried = await postCheckout(app, validCart(menu), "provider-fails");
    expect(retried.status).toBe(201);
    const body = (await retried.json()) as { sessionId: string };
    expect(body.sessionId).toBe(stored?.session);
    expect(await countOrders()).toEqual({ orders: 1, items: 2 });
    const [session] = await database.db
      .select({ total: paymentSandboxSessions.amount_total, lines: paymentSandboxSessions.line_items })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.id, body.sessionId));
    expect(session?.total).toBe(VALID_CART_TOTALS.total);
    expect(session?.lines).toEqual([
      {
        title: "Jerk Chicken Plate",
        description: "Choose Your Side: Mac & Cheese; Spice Level: Mild. Note: Extra napkins",
        quantity: 2,
        unitAmount: 1445,
      },
      { title: "Jerk Wings", description: null, quantity: 1, unitAmount: 999 },
    ]);
  });
});
