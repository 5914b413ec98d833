// A small menu with modifier groups, store hours and settings for the ordering tests, and an app
// wired like production (createHttpApp) on the test database.
import pino from "pino";
import { sql } from "drizzle-orm";
import { DAY_NAMES, getZonedParts, addDaysToDateKey, type DayName } from "#domain/business-time.ts";
import type { CartModifier, CheckoutRequest } from "#domain/checkout.ts";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import { loadConfig } from "#server/config.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import {
  buildMenuItem,
  buildModifier,
  buildModifierGroup,
  buildNotificationSettings,
  buildSiteSetting,
  buildStoreHoursWeek,
} from "#server/db/factories.ts";
import {
  menuItemModifierGroups,
  menuItems,
  modifierGroups,
  modifiers,
  notificationSettings,
  siteSettings,
  storeHours,
} from "#server/db/schema/index.ts";
import { createHttpApp } from "#server/http.ts";

export const TEST_PUBLIC_URL = "http://shop.test";
export const TEST_SANDBOX_SECRET = "sandbox-test-secret-0123456789abcdef";
export const TEST_ADMIN_EMAIL = "kitchen@islandspice.example";

export type OrderingMenu = Awaited<ReturnType<typeof seedOrderingMenu>>;

async function insertItem(db: Database, overrides: Parameters<typeof buildMenuItem>[0]) {
  const [row] = await db.insert(menuItems).values(buildMenuItem(overrides)).returning({ id: menuItems.id });
  if (!row) throw new Error("no item");
  return row.id;
}

async function insertGroup(
  db: Database,
  overrides: Parameters<typeof buildModifierGroup>[0],
  options: { name: string; price_adjustment?: number; is_active?: boolean }[],
) {
  const [group] = await db
    .insert(modifierGroups)
    .values(buildModifierGroup(overrides))
    .returning({ id: modifierGroups.id });
  if (!group) throw new Error("no group");
  const rows = await db
    .insert(modifiers)
    .values(
      options.map((option, index) =>
        buildModifier({ modifier_group_id: group.id, display_order: index, ...option }),
      ),
    )
    .returning({ id: modifiers.id, name: modifiers.name });
  const byName = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  return { id: group.id, options: byName };
}

/** Jerk Chicken Plate ($12.95) with Side (required, pick 1), Spice (required, pick 1), Extras (up to 2). */
export async function seedOrderingMenu(db: Database) {
  const plate = await insertItem(db, {
    title: "Jerk Chicken Plate",
    price: 1295,
    description: "Smoky and hot.",
  });
  const wings = await insertItem(db, { title: "Jerk Wings", price: 999 });
  const soldOut = await insertItem(db, { title: "Oxtail Stew", price: 1895, available: false });
  const appsOnly = await insertItem(db, { title: "Curry Goat", price: 1695, available_direct: false });
  const noCart = await insertItem(db, { title: "Catering Tray", price: 9900, show_add_to_cart: false });
  const salad = await insertItem(db, { title: "Garden Salad", price: 795 });

  const side = await insertGroup(
    db,
    { name: "Choose Your Side", is_required: true, min_selections: 1, max_selections: 1, display_order: 1 },
    [
      { name: "Rice & Peas" },
      { name: "Mac & Cheese", price_adjustment: 150 },
      { name: "Steamed Callaloo", price_adjustment: 100, is_active: false },
    ],
  );
  const spice = await insertGroup(
    db,
    { name: "Spice Level", is_required: true, min_selections: 1, max_selections: 1, display_order: 2 },
    [{ name: "Mild" }, { name: "Island Hot" }],
  );
  const extras = await insertGroup(
    db,
    { name: "Add Extras", is_required: false, min_selections: 0, max_selections: 2, display_order: 3 },
    [
      { name: "Fried Plantains", price_adjustment: 200 },
      { name: "Extra Sauce", price_adjustment: 50 },
      { name: "Festival", price_adjustment: 125 },
    ],
  );
  const retired = await insertGroup(db, { name: "Old Sauces", is_active: false, display_order: 4 }, [
    { name: "Retired Sauce" },
  ]);
  const empty = await insertGroup(db, { name: "Seasonal", is_required: true, display_order: 5 }, [
    { name: "Sorrel", is_active: false },
  ]);
  const dressing = await insertGroup(
    db,
    { name: "Dressing", is_required: true, min_selections: 1, max_selections: 1 },
    [{ name: "Ranch" }],
  );

  await db.insert(menuItemModifierGroups).values([
    { menu_item_id: plate, modifier_group_id: side.id, display_order: 1 },
    { menu_item_id: plate, modifier_group_id: spice.id, display_order: 2 },
    { menu_item_id: plate, modifier_group_id: extras.id, display_order: 3 },
    { menu_item_id: plate, modifier_group_id: retired.id, display_order: 4 },
    { menu_item_id: plate, modifier_group_id: empty.id, display_order: 5 },
    { menu_item_id: salad, modifier_group_id: dressing.id, display_order: 1 },
  ]);
  return {
    items: { plate, wings, soldOut, appsOnly, noCart, salad },
    groups: { side, spice, extras, retired, empty, dressing },
  };
}

/** Every day open around the clock (00:00-00:00), or with per-day overrides. */
export async function setStoreHours(
  db: Database,
  overrides: Partial<Record<DayName, { open_time?: string; close_time?: string; is_closed?: boolean }>> = {},
) {
  const allDay = Object.fromEntries(
    DAY_NAMES.map((day) => [day, { open_time: "00:00", close_time: "00:00", is_closed: false }]),
  );
  await db.delete(storeHours);
  await db
    .insert(storeHours)
    .values(
      buildStoreHoursWeek(
        Object.fromEntries(DAY_NAMES.map((day) => [day, { ...allDay[day], ...overrides[day] }])),
      ),
    );
}

export async function setStoreClosedEveryDay(db: Database) {
  await setStoreHours(db, Object.fromEntries(DAY_NAMES.map((day) => [day, { is_closed: true }])));
}

export async function setSettings(db: Database, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(siteSettings)
      .values(buildSiteSetting({ setting_key: key, setting_value: value }))
      .onConflictDoUpdate({ target: siteSettings.setting_key, set: { setting_value: value } });
  }
}

export async function seedNotificationSettings(db: Database, enabled = true) {
  await db.delete(notificationSettings);
  await db
    .insert(notificationSettings)
    .values(
      buildNotificationSettings({ admin_email: TEST_ADMIN_EMAIL, email_notifications_enabled: enabled }),
    );
}

/** The business zone's calendar date `days` from now, and its weekday name. */
export function businessDate(days: number, timeZone = "America/New_York"): { dateKey: string; day: DayName } {
  const today = getZonedParts(new Date(), timeZone).dateKey;
  const dateKey = addDaysToDateKey(today, days);
  const weekday = new Date(`${dateKey}T12:00:00Z`).getUTCDay();
  return { dateKey, day: DAY_NAMES[weekday] ?? "sunday" };
}

/** A cart as the browser sends it; numbers are left loose so tests can send wrong ones. */
export type TestCartLine = {
  itemId: string;
  quantity: number;
  title?: string;
  price?: number;
  specialInstructions?: string;
  modifiers: CartModifier[];
};
export type TestCart = Omit<CheckoutRequest, "cartItems"> & { cartItems: TestCartLine[] };

/** Two plates with Mac & Cheese (+$1.50) and Mild, and one order of wings. */
export function validCart(menu: OrderingMenu, overrides: Partial<TestCart> = {}): TestCart {
  const { items, groups } = menu;
  return {
    cartItems: [
      {
        itemId: items.plate,
        quantity: 2,
        title: "Jerk Chicken Plate",
        price: 14.45,
        specialInstructions: "Extra napkins",
        modifiers: [
          {
            groupId: groups.side.id,
            groupName: "Choose Your Side",
            selectedOptions: [
              { id: groups.side.options["Mac & Cheese"]!, name: "Mac & Cheese", priceAdjustment: 150 },
            ],
          },
          {
            groupId: groups.spice.id,
            groupName: "Spice Level",
            selectedOptions: [{ id: groups.spice.options.Mild!, name: "Mild", priceAdjustment: 0 }],
          },
        ],
      },
      { itemId: items.wings, quantity: 1, title: "Jerk Wings", price: 9.99, modifiers: [] },
    ],
    customerName: "Ana Lopez",
    customerEmail: "ana@example.com",
    customerPhone: "4045550100",
    orderType: "pickup" as const,
    scheduled: false,
    ...overrides,
  };
}

/** 2 × (1295 + 150) + 999 = 3889; tax 8.25 % = 320.84 → 321; total 4210. */
export const VALID_CART_TOTALS = { subtotal: 3889, tax: 321, total: 4210 };

export function makeTestApp(
  database: DatabaseHandle,
  options: {
    env?: Record<string, string>;
    payments?: PaymentProvider;
    internalUrl?: () => string | undefined;
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_PUBLIC_URL,
    // the test address is not loopback: the sandbox is named, unless a Stripe key asks for Stripe
    ...(options.env?.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: "sandbox" }),
    SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
    RATE_LIMIT_CHECKOUT_PER_MINUTE: "1000",
    ...options.env,
  });
  const app = createHttpApp({
    config,
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
    payments: options.payments,
    internalUrl: options.internalUrl,
  });
  return { app, config };
}

let keyCounter = 0;
export function newIdempotencyKey(): string {
  keyCounter += 1;
  return `test-key-${process.pid}-${Date.now()}-${keyCounter}`;
}

export async function postCheckout(
  app: ReturnType<typeof makeTestApp>["app"],
  body: unknown,
  idempotencyKey: string | null = newIdempotencyKey(),
): Promise<Response> {
  return app.request("/api/checkout", {
    method: "POST",
    body: JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      ...(idempotencyKey === null ? {} : { "Idempotency-Key": idempotencyKey }),
    },
  });
}

/** Removes every order and what hangs off it, between tests. */
export async function clearOrders(db: Database) {
  await db.execute(
    sql`truncate orders, order_items, payment_sandbox_sessions, payment_events, mail_outbox, rate_limits cascade`,
  );
}
