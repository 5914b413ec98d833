// Phone orders: the website's pricing, modifier rules, timing and slot capacity, paid in person
// (straight to the kitchen, no alarm) or by an emailed payment link (on the board once paid).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { createSandboxPaymentProvider } from "#server/adapters/payments/sandbox.ts";
import { auditLog, mailOutbox, menuItems, orderItems, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  businessDate,
  clearOrders,
  seedNotificationSettings,
  seedOrderingMenu,
  setSettings,
  setStoreClosedEveryDay,
  setStoreHours,
  TEST_PUBLIC_URL,
  TEST_SANDBOX_SECRET,
  validCart,
  VALID_CART_TOTALS,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { isAppError } from "#server/errors.ts";
import { orderFiltersSchema } from "#domain/validation/admin-orders.ts";
import {
  EMAIL_NEEDED_FOR_LINK,
  phoneOrderSchema,
  type PhoneOrderInput,
} from "#domain/validation/admin-phone-orders.ts";
import { SLOT_FULL_MESSAGE } from "#domain/slot-capacity.ts";
import { UNTIL_RESUMED } from "#domain/ordering-pause.ts";
import { syncPaymentSession } from "#server/payments/service.ts";
import { expireAbandonedOrders } from "#server/payments/expire-abandoned.ts";
import { IN_PERSON_REFUND_MESSAGE, refundOrder } from "./refunds-admin-service.ts";
import {
  listAlarmOrders,
  listBoardOrders,
  readOrderDetail,
  takeKitchenStep,
  type Actor,
} from "./admin-service.ts";
import {
  ALREADY_MARKED_PAID,
  cancelInPersonOrder,
  createPhoneOrder,
  loadPhoneOrderForm,
  markPhoneOrderPaid,
} from "./phone-orders-admin-service.ts";

const database = useTestDatabase();
const TZ = "America/New_York";
const log = pino({ level: "silent" });
let menu: OrderingMenu;
let actor: Actor;
let sandbox: ReturnType<typeof createSandboxPaymentProvider>;
let keyCounter = 0;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
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
    timezone: TZ,
  });
});

const deps = () => ({ db: database.db, payments: sandbox, publicUrl: TEST_PUBLIC_URL, log });

function phoneOrder(overrides: Partial<PhoneOrderInput> = {}): PhoneOrderInput {
  const cart = validCart(menu);
  keyCounter += 1;
  return {
    lines: cart.cartItems.map((line) => ({ ...line, modifiers: line.modifiers })),
    customerName: "Ana Lopez",
    customerPhone: "404 555 0100",
    customerEmail: "ana@example.com",
    orderType: "pickup",
    scheduled: false,
    payment: "in_person",
    requestKey: `phone-test-${process.pid}-${keyCounter}`,
    ...overrides,
  };
}

async function place(overrides: Partial<PhoneOrderInput> = {}) {
  return createPhoneOrder(deps(), actor, phoneOrderSchema.parse(phoneOrder(overrides)));
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function board(view: "needs-action" | "today" | "all") {
  return listBoardOrders(database.db, orderFiltersSchema.parse({ view }), { timeZone: TZ });
}

describe("a phone order paid in person", () => {
  it("is priced by the server whatever the form sent, and is confirmed for the kitchen without the alarm", async () => {
    const input = phoneOrder();
    input.lines = input.lines.map((line) => ({ ...line, price: 0.01 }));
    const placed = await createPhoneOrder(deps(), actor, phoneOrderSchema.parse(input));
    expect(placed.paymentUrl).toBeNull();
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({
      ...VALID_CART_TOTALS,
      payment_method: "in_person",
      payment_status: "unpaid",
      payment_session_id: null,
      // staff took it on the phone: confirmed as it is placed, the kitchen preparing it
      status: "confirmed",
      kitchen_status: "preparing",
      // cash at the counter is real money, whatever the provider
      is_test: false,
    });
    expect(row!.estimated_ready_at).not.toBeNull();
    expect(row!.acknowledged_at).not.toBeNull();
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.order_id, placed.orderId));
    expect(lines.map((line) => line.price).sort()).toEqual([1445, 999].sort());

    // nothing left to confirm: not in Needs action, on Today's board
    expect(await board("needs-action")).toEqual([]);
    expect((await board("today"))[0]).toMatchObject({ paymentMethod: "in_person", isNew: false });
    expect(await listAlarmOrders(database.db)).toEqual([]);

    const detail = await readOrderDetail(database.db, placed.orderId);
    expect(detail!.timeline.map(({ kind, by, note }) => ({ kind, by, note }))).toEqual([
      { kind: "placed", by: "Ana Lopez", note: null },
      { kind: "placed-by-staff", by: "Olive Owner", note: "Phone order: Pay in person" },
      { kind: "confirmed", by: "Olive Owner", note: "Taken by phone: ready in about 20 minutes" },
    ]);
    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity_id, placed.orderId));
    expect(audit).toEqual([{ action: "create" }]);
    // nothing is emailed before it is paid
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    // the kitchen goes on before the customer pays at the counter; confirming twice is refused
    await takeKitchenStep(database.db, actor, placed.orderId, "ready", { publicUrl: TEST_PUBLIC_URL });
    const twice = await refusal(
      takeKitchenStep(database.db, actor, placed.orderId, "confirm", { publicUrl: TEST_PUBLIC_URL }),
    );
    expect(twice.code).toBe("CONFLICT");
  });

  it("a double click places one order", async () => {
    const input = phoneOrderSchema.parse(phoneOrder());
    const first = await createPhoneOrder(deps(), actor, input);
    const second = await createPhoneOrder(deps(), actor, input);
    expect(second).toMatchObject({ orderId: first.orderId, replayed: true });
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(1);
  });

  it("stores the caller's consent to texts only when staff ticked the box", async () => {
    const ticked = await place({ textUpdates: true });
    const unticked = await place();
    const consent = async (id: string) =>
      (await database.db.select({ at: orders.text_updates_at }).from(orders).where(eq(orders.id, id)))[0]!.at;
    expect(await consent(ticked.orderId)).not.toBeNull();
    expect(await consent(unticked.orderId)).toBeNull();
  });

  it("is marked paid once, with its timeline entry and audit row, and still never rings", async () => {
    const placed = await place();
    await markPhoneOrderPaid(database.db, actor, placed.orderId);
    const again = await refusal(markPhoneOrderPaid(database.db, actor, placed.orderId));
    expect(again.message).toBe(ALREADY_MARKED_PAID);
    const detail = await readOrderDetail(database.db, placed.orderId);
    expect(detail).toMatchObject({ paymentStatus: "paid", paymentMethod: "in_person" });
    expect(detail!.timeline.map((entry) => entry.kind)).toEqual([
      "placed",
      "placed-by-staff",
      "confirmed",
      "marked-paid",
    ]);
    expect(await listAlarmOrders(database.db)).toEqual([]);
    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity_id, placed.orderId));
    expect(audit.map((row) => row.action).sort()).toEqual(["create", "update"]);
  });

  it("cannot be refunded through the payment provider", async () => {
    const placed = await place();
    await markPhoneOrderPaid(database.db, actor, placed.orderId);
    const refused = await refusal(
      refundOrder(deps(), actor, placed.orderId, { amount: 100, reason: "Cold", requestKey: "refund-key-1" }),
    );
    expect(refused.message).toBe(IN_PERSON_REFUND_MESSAGE);
  });

  it("is cancelled without the payment provider, once, and leaves Needs action", async () => {
    const placed = await place();
    await cancelInPersonOrder(database.db, actor, placed.orderId, "Caller changed their mind");
    const again = await refusal(cancelInPersonOrder(database.db, actor, placed.orderId, "Twice"));
    expect(again.message).toBe("This order was already cancelled.");
    expect(await board("needs-action")).toEqual([]);
    const detail = await readOrderDetail(database.db, placed.orderId);
    expect(detail).toMatchObject({ status: "cancelled" });
    expect(detail!.timeline.at(-1)).toMatchObject({ kind: "cancelled", by: "Olive Owner" });
    const link = await place({ payment: "payment_link" });
    const refused = await refusal(cancelInPersonOrder(database.db, actor, link.orderId, "No"));
    expect(refused.code).toBe("CONFLICT");
  });

  it("is not expired by the abandoned-checkout sweep", async () => {
    const placed = await place();
    await database.db
      .update(orders)
      .set({ created_at: sql`now() - interval '3 days'` })
      .where(eq(orders.id, placed.orderId));
    expect(await expireAbandonedOrders(deps(), { olderThanMinutes: 120 })).toEqual({ expired: 0, kept: 0 });
  });

  it("may be taken for now while online ordering is paused", async () => {
    await setSettings(database.db, { ordering_paused_until: UNTIL_RESUMED });
    const placed = await place();
    expect(placed.orderId).toBeTruthy();
  });
});

describe("a phone order with a payment link", () => {
  it("stays off the board until paid, with one outbox email holding the link", async () => {
    const placed = await place({ payment: "payment_link" });
    expect(placed.paymentUrl).toMatch(/^http:\/\/shop\.test\//);
    expect(await board("all")).toEqual([]);
    // its page shows it to staff, waiting for the payment
    expect(await readOrderDetail(database.db, placed.orderId)).toMatchObject({
      paymentMethod: "payment_link",
      paymentStatus: "unpaid",
    });

    const mail = await database.db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "payment-link", to_address: "ana@example.com" });
    expect(mail[0]!.subject).toContain("pay online");
    expect(mail[0]!.text).toContain(placed.paymentUrl!);
    expect(mail[0]!.text).toContain("$42.10");

    // the link's page lives a day (Stripe's longest session), not a checkout's half hour
    const [life] = await database.db
      .select({
        minutes: sql<number>`extract(epoch from ${orders.payment_expires_at} - ${orders.created_at}) / 60`,
      })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(Number(life?.minutes)).toBeCloseTo(24 * 60 - 1, 0);

    // the sweep leaves the link alone while it lives
    await database.db
      .update(orders)
      .set({ created_at: sql`now() - interval '5 hours'` })
      .where(eq(orders.id, placed.orderId));
    expect(await expireAbandonedOrders(deps(), { olderThanMinutes: 120 })).toEqual({ expired: 0, kept: 0 });

    // not confirmed while unpaid: the kitchen never cooks an unpaid link
    const [waiting] = await database.db
      .select({ session: orders.payment_session_id, status: orders.status, kitchen: orders.kitchen_status })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(waiting).toMatchObject({ status: "pending", kitchen: "new" });

    // the customer pays: the order reaches the board as a web order does, new, with the alarm, so
    // a link paid hours after the call is heard by the kitchen
    await sandbox.completePayment(waiting!.session!);
    expect(await syncPaymentSession(deps(), waiting!.session!)).toBe("fulfilled");
    const [paid] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(paid).toMatchObject({ payment_status: "paid", status: "pending", kitchen_status: "new" });
    expect((await board("needs-action")).map((order) => order.id)).toEqual([placed.orderId]);
    expect((await listAlarmOrders(database.db)).map((order) => order.id)).toEqual([placed.orderId]);
    const detail = await readOrderDetail(database.db, placed.orderId);
    expect(detail!.timeline.map(({ kind, by }) => ({ kind, by }))).toEqual([
      { kind: "placed", by: "Ana Lopez" },
      { kind: "placed-by-staff", by: "Olive Owner" },
      { kind: "paid", by: null },
    ]);
    const kinds = (await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map((m) => m.kind);
    expect(kinds.sort()).toEqual(["admin-notification", "customer-confirmation", "payment-link"]);
    // the webhook delivered again changes nothing
    expect(await syncPaymentSession(deps(), waiting!.session!)).toBe("already-paid");
    expect(await database.db.select().from(mailOutbox)).toHaveLength(3);
    expect((await readOrderDetail(database.db, placed.orderId))!.timeline).toHaveLength(3);
  });

  it("when the provider fails, sending the form again opens the session and emails the link once", async () => {
    // A provider that names its own sessions (as Stripe does), down for the first call.
    let down = true;
    const flaky = {
      ...sandbox,
      newSessionId: undefined,
      sessionWrite: undefined,
      createCheckoutSession: (input: Parameters<typeof sandbox.createCheckoutSession>[0]) =>
        down ? Promise.reject(new Error("provider down")) : sandbox.createCheckoutSession(input),
    };
    const input = phoneOrderSchema.parse(phoneOrder({ payment: "payment_link" }));
    const flakyDeps = { ...deps(), payments: flaky };
    const failed = await refusal(createPhoneOrder(flakyDeps, actor, input));
    expect(failed.code).toBe("BAD_GATEWAY");
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    down = false;
    const retried = await createPhoneOrder(flakyDeps, actor, input);
    expect(retried).toMatchObject({ replayed: true });
    expect(retried.paymentUrl).toMatch(/^http:\/\/shop\.test\//);
    const again = await createPhoneOrder(flakyDeps, actor, input);
    expect(again.paymentUrl).toBe(retried.paymentUrl);
    const mail = await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox);
    expect(mail).toEqual([{ kind: "payment-link" }]);
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(1);
  });

  it("needs an email address", () => {
    const result = phoneOrderSchema.safeParse(phoneOrder({ payment: "payment_link", customerEmail: "" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["customerEmail"],
      message: EMAIL_NEEDED_FOR_LINK,
    });
    expect(phoneOrderSchema.safeParse(phoneOrder({ customerEmail: "" })).success).toBe(true);
  });
});

describe("while the kitchen is closed", () => {
  // Closed all day today, open around the clock from tomorrow: closed now whatever the clock says.
  const closeToday = () => setStoreHours(database.db, { [businessDate(0).day]: { is_closed: true } });
  const tomorrow = () => businessDate(1).dateKey;

  it("the page starts on the first slot of the next opening, past a full one", async () => {
    await closeToday();
    expect((await loadPhoneOrderForm(database.db)).timing).toEqual({
      isOpenNow: false,
      nextOpeningText: "Tomorrow at 12:00 AM",
      nextOpenSlot: { date: tomorrow(), time: "00:00" },
    });
    await setSettings(database.db, { slot_capacity: "1" });
    await place({ scheduled: true, scheduledDate: tomorrow(), scheduledTime: "00:00" });
    expect((await loadPhoneOrderForm(database.db)).timing.nextOpenSlot).toEqual({
      date: tomorrow(),
      time: "00:30",
    });
    // open: for now, no default slot
    await setStoreHours(database.db);
    expect((await loadPhoneOrderForm(database.db)).timing).toMatchObject({
      isOpenNow: true,
      nextOpenSlot: null,
    });
  });

  it("refuses As soon as possible in staff's words on the When field, storing nothing", async () => {
    await closeToday();
    const error = await refusal(place());
    const message = "The kitchen is closed now: choose a time, the next opening is Tomorrow at 12:00 AM.";
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe(message);
    expect(error.fields).toEqual({ scheduled: message });
    expect(await database.db.select({ id: orders.id }).from(orders)).toEqual([]);
  });

  it("takes an order for the next open slot, confirmed for that time", async () => {
    await closeToday();
    const placed = await place({ scheduled: true, scheduledDate: tomorrow(), scheduledTime: "00:00" });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ status: "confirmed", kitchen_status: "preparing", scheduled: true });
    // ready at the promised time, not 20 minutes from now
    expect(row!.estimated_ready_at?.toISOString()).toBe(row!.slot_at?.toISOString());
    const detail = await readOrderDetail(database.db, placed.orderId);
    expect(detail!.timeline.at(-1)).toMatchObject({
      kind: "confirmed",
      note: "Taken by phone: confirmed for the scheduled time",
    });
  });

  it("a pause still lets staff take an order for now while open", async () => {
    await setSettings(database.db, { ordering_paused_until: UNTIL_RESUMED });
    expect((await loadPhoneOrderForm(database.db)).timing.isOpenNow).toBe(true);
    const placed = await place();
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ scheduled: false, status: "confirmed" });
  });
});

describe("bad phone orders are refused by the field", () => {
  it("a missing required modifier", async () => {
    const input = phoneOrder();
    input.lines = [{ ...input.lines[0]!, modifiers: input.lines[0]!.modifiers!.slice(0, 1) }];
    const error = await refusal(place({ lines: input.lines }));
    expect(error.code).toBe("VALIDATION");
    expect(error.fields?.["lines.0"]).toMatch(/Spice Level/);
  });

  it("an unknown or unavailable item", async () => {
    const unknown = await refusal(
      place({ lines: [{ itemId: "00000000-0000-4000-8000-000000000000", quantity: 1, modifiers: [] }] }),
    );
    expect(unknown.fields?.["lines.0"]).toMatch(/no longer on our menu/);
    const soldOut = await refusal(
      place({ lines: [{ itemId: menu.items.soldOut, quantity: 1, modifiers: [] }] }),
    );
    expect(soldOut.fields?.["lines.0"]).toMatch(/Oxtail Stew is not available/);
  });

  it("a dish sold out today: listed as sold out on the page, and refused by the server", async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await database.db
      .update(menuItems)
      .set({ sold_out_until: tomorrow })
      .where(eq(menuItems.id, menu.items.wings));
    try {
      const form = await loadPhoneOrderForm(database.db);
      expect(form.items.find((item) => item.id === menu.items.wings)?.soldOut).toBe(true);
      expect(form.items.find((item) => item.id === menu.items.plate)?.soldOut).toBe(false);
      const error = await refusal(
        place({ lines: [{ itemId: menu.items.wings, quantity: 1, modifiers: [] }] }),
      );
      expect(error.code).toBe("CONFLICT");
      expect(error.fields?.["lines.0"]).toBe("Jerk Wings is sold out today.");
      expect(await database.db.select({ id: orders.id }).from(orders)).toEqual([]);
    } finally {
      await database.db
        .update(menuItems)
        .set({ sold_out_until: null })
        .where(eq(menuItems.id, menu.items.wings));
    }
  });

  it("a quantity out of range", () => {
    const input = phoneOrder();
    input.lines = [{ ...input.lines[1]!, quantity: 100 }];
    const result = phoneOrderSchema.safeParse(input);
    expect(result.error?.issues[0]).toMatchObject({ path: ["lines", 0, "quantity"] });
  });

  it("a closed time, in staff's words", async () => {
    await setStoreClosedEveryDay(database.db);
    const error = await refusal(place());
    expect(error.fields?.scheduled).toBe("The kitchen is closed now: choose a time.");
  });

  it("a full slot, even from staff", async () => {
    await setSettings(database.db, { slot_capacity: "1" });
    const when = { scheduled: true, scheduledDate: businessDate(1).dateKey, scheduledTime: "12:00" };
    await place(when);
    const error = await refusal(place(when));
    expect(error.fields?.scheduledTime).toBe(SLOT_FULL_MESSAGE);
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(1);
  });
});
