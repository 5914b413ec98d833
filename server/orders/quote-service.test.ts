// Ready-time quotes against a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the
// live quote follows the queue, the checkout stores its quote on the order, the board proposes it
// when confirming, and the board shows the late risk of an order the queue will make late.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { orderEvents, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { orderFiltersSchema } from "#domain/validation/admin-orders.ts";
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
import { forgetKitchenFigures, quoteForLines } from "./quote-service.ts";
import { listBoardOrders, takeKitchenStep, type Actor } from "./admin-service.ts";
import { parseQuoteItems, type QuoteAnswer } from "./quote-api.ts";

const database = useTestDatabase();
let menu: OrderingMenu;
let app: ReturnType<typeof makeTestApp>["app"];
let actor: Actor;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  app = makeTestApp(database).app;
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  actor = { userId, name: "Olive Owner" };
});

beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.execute(sql`delete from order_events`);
  await setStoreHours(database.db);
  await setSettings(database.db, {
    pickup_enabled: "true",
    delivery_enabled: "false",
    tax_rate: "8.25",
    slot_capacity: "",
    ordering_paused_until: "",
    timezone: "America/New_York",
    quote_default_minutes: "20",
    quote_min_minutes: "10",
    quote_max_minutes: "120",
    kitchen_capacity: "2",
  });
  forgetKitchenFigures(database.db);
});

/** Places and pays an order for now through the API, as a customer would. */
async function paidOrder(quantity = 2): Promise<string> {
  const cart = validCart(menu);
  const response = await postCheckout(app, { ...cart, cartItems: [{ ...cart.cartItems[0]!, quantity }] });
  expect(response.status).toBe(201);
  const [row] = await database.db
    .select({ id: orders.id })
    .from(orders)
    .orderBy(sql`${orders.created_at} desc`)
    .limit(1);
  await database.db
    .update(orders)
    .set({ payment_status: "paid", paid_at: new Date() })
    .where(eq(orders.id, row!.id));
  return row!.id;
}

async function askQuote(items: string): Promise<QuoteAnswer> {
  const response = await app.request(`/api/ready-quote?items=${encodeURIComponent(items)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { quote: QuoteAnswer }).quote;
}

describe("the live quote", () => {
  it("rises as paid orders queue up and falls when they are marked ready", async () => {
    const items = `${menu.items.plate}:1`;
    const empty = await askQuote(items);
    expect(empty).toMatchObject({ kind: "quote", minutes: 20, ordersAhead: 0 });
    expect(empty.kind === "quote" && empty.text).toBe("Ready in about 20 min (no orders ahead)");

    const ids: string[] = [];
    for (let index = 0; index < 4; index++) ids.push(await paidOrder());
    const busy = await askQuote(items);
    // two stations, four orders of the default 20 minutes ahead: 40 minutes of waiting first
    expect(busy).toMatchObject({ kind: "quote", minutes: 60, ordersAhead: 4 });

    for (const id of ids) {
      await takeKitchenStep(database.db, actor, id, "confirm", {
        publicUrl: "http://shop.test",
        readyInMinutes: 10,
      });
      await takeKitchenStep(database.db, actor, id, "ready", { publicUrl: "http://shop.test" });
    }
    const calm = await askQuote(items);
    expect(calm).toMatchObject({ kind: "quote", ordersAhead: 0 });
    expect(calm.kind === "quote" && calm.minutes).toBeLessThan(60);
  });

  it("says the product's words while paused or closed, and refuses bad input with a 400", async () => {
    await setSettings(database.db, { ordering_paused_until: "until-resumed" });
    expect(await askQuote("")).toMatchObject({ kind: "paused" });
    await setSettings(database.db, { ordering_paused_until: "" });
    await setStoreHours(database.db, {
      sunday: { is_closed: true },
      monday: { is_closed: true },
      tuesday: { is_closed: true },
      wednesday: { is_closed: true },
      thursday: { is_closed: true },
      friday: { is_closed: true },
      saturday: { is_closed: true },
    });
    const closed = await askQuote("");
    expect(closed.kind === "closed" && closed.message).toMatch(/^We're closed right now\. Please schedule/);
    for (const bad of ["nope", `${menu.items.plate}:0`, `${menu.items.plate}:100`, "x:1"]) {
      const response = await app.request(`/api/ready-quote?items=${bad}`);
      expect(response.status, bad).toBe(400);
    }
    expect(parseQuoteItems(Array.from({ length: 51 }, () => `${menu.items.plate}:1`).join(","))).toBeNull();
  });

  it("quotes a kitchen with 200 open orders, each of them counted ahead", async () => {
    const [template] = await database.db.select().from(orders).limit(1);
    expect(template).toBeUndefined();
    await paidOrder();
    // 199 more open orders, copied in one statement with their lines
    await database.db.execute(sql`
      with source as (select * from orders limit 1),
      copies as (
        insert into orders (order_number, customer_name, customer_email, customer_phone, subtotal, tax, total,
          payment_provider, access_token, order_type, payment_status, paid_at, status)
        select 'Q' || g, customer_name, customer_email, customer_phone, subtotal, tax, total, payment_provider,
          md5(random()::text) || g, order_type, 'paid', now() - (g || ' seconds')::interval, 'pending'
        from source, generate_series(1, 199) g
        returning id)
      insert into order_items (order_id, menu_item_id, title, quantity, price)
      select copies.id, ${menu.items.plate}::uuid, 'Plate', 2, 1445 from copies`);
    // How long this takes is a bench's figure (scripts/bench/quotes.ts), never a unit test's assertion.
    const quote = await quoteForLines(database.db, [{ itemId: menu.items.plate, quantity: 1 }]);
    expect(quote).toMatchObject({ kind: "quote", ordersAhead: 200, minutes: 120 });
  });
});

describe("the quote kept on the order", () => {
  it("is stored at checkout for an order placed for now", async () => {
    await paidOrder();
    const id = await paidOrder();
    const [row] = await database.db
      .select({
        quoted_ready_at: orders.quoted_ready_at,
        quoted_minutes: orders.quoted_minutes,
        quoted_orders_ahead: orders.quoted_orders_ahead,
        created_at: orders.created_at,
      })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toMatchObject({ quoted_minutes: 20, quoted_orders_ahead: 1 });
    const offset = row!.quoted_ready_at!.getTime() - row!.created_at.getTime();
    expect(Math.abs(offset - 20 * 60_000)).toBeLessThan(10_000);
  });

  it("is not given to a scheduled order", async () => {
    const tomorrow = new Date(Date.now() + 36 * 3_600_000);
    const dateKey = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(tomorrow);
    const response = await postCheckout(
      app,
      validCart(menu, { scheduled: true, scheduledDate: dateKey, scheduledTime: "12:00" }),
    );
    expect(response.status).toBe(201);
    const [row] = await database.db.select({ quoted: orders.quoted_ready_at }).from(orders);
    expect(row!.quoted).toBeNull();
  });

  it("is what the board proposes when confirming; staff may choose other minutes", async () => {
    const id = await paidOrder();
    const other = await paidOrder();
    const [stored] = await database.db
      .select({ quoted: orders.quoted_ready_at })
      .from(orders)
      .where(eq(orders.id, id));
    const board = await listBoardOrders(database.db, orderFiltersSchema.parse({ view: "needs-action" }), {
      timeZone: "America/New_York",
    });
    expect(board.find((order) => order.id === id)?.quotedReadyAt).toBe(stored!.quoted!.toISOString());

    await takeKitchenStep(database.db, actor, id, "confirm", { publicUrl: "http://shop.test" });
    const [confirmed] = await database.db
      .select({ estimated: orders.estimated_ready_at })
      .from(orders)
      .where(eq(orders.id, id));
    expect(confirmed!.estimated!.getTime()).toBe(stored!.quoted!.getTime());
    const [event] = await database.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.order_id, id));
    expect(event!.note).toMatch(/^Ready in about (19|20) minutes$/);

    const now = new Date();
    await takeKitchenStep(database.db, actor, other, "confirm", {
      publicUrl: "http://shop.test",
      readyInMinutes: 45,
      now,
    });
    const [changed] = await database.db
      .select({ estimated: orders.estimated_ready_at })
      .from(orders)
      .where(eq(orders.id, other));
    expect(changed!.estimated!.getTime()).toBe(now.getTime() + 45 * 60_000);
  });
});

describe("late risk on the board", () => {
  it("shows how late the queue will make an order, and lists it first", async () => {
    const first = await paidOrder();
    const late = await paidOrder();
    // staff promised the second order in 10 minutes, but the queue says 20
    await takeKitchenStep(database.db, actor, late, "confirm", {
      publicUrl: "http://shop.test",
      readyInMinutes: 10,
    });
    const board = await listBoardOrders(database.db, orderFiltersSchema.parse({ view: "all" }), {
      timeZone: "America/New_York",
    });
    expect(board[0]!.id).toBe(late);
    expect(board[0]!.lateRiskMinutes).toBeGreaterThanOrEqual(9);
    expect(board[0]!.lateRiskMinutes).toBeLessThanOrEqual(11);
    expect(board.find((order) => order.id === first)!.lateRiskMinutes).toBe(0);
  });
});
