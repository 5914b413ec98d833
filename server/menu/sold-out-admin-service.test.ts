import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, menuItems, modifiers, storeClosures } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  clearOrders,
  makeTestApp,
  newIdempotencyKey,
  postCheckout,
  seedOrderingMenu,
  setSettings,
  setStoreHours,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { loadCheckoutSnapshot } from "#server/checkout/snapshot.ts";
import { priceCart } from "#server/checkout/price-cart.ts";
import { listMenuItems } from "./service.ts";
import { setSoldOut } from "./sold-out-admin-service.ts";

// Its hooks run first: the other hooks below use the database.
const database = useTestDatabase();
let menu: OrderingMenu;

// Friday 2027-11-19 (ahead, so the closures read as current), noon in New York; the store opens 11:00-21:00, so next at Saturday 11:00 (16:00Z).
const FRIDAY_NOON = new Date("2027-11-19T12:00:00-05:00");
const SATURDAY_OPENING = new Date("2027-11-20T16:00:00.000Z");
const ELEVEN_TO_NINE = { open_time: "11:00", close_time: "21:00" };
const WEEK = {
  monday: ELEVEN_TO_NINE,
  tuesday: ELEVEN_TO_NINE,
  wednesday: ELEVEN_TO_NINE,
  thursday: ELEVEN_TO_NINE,
  friday: ELEVEN_TO_NINE,
  saturday: ELEVEN_TO_NINE,
  sunday: ELEVEN_TO_NINE,
};

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
});
beforeEach(async () => {
  await clearOrders(database.db);
  await database.db.delete(storeClosures);
  await database.db.delete(auditLog);
  await database.db.update(menuItems).set({ sold_out_until: null });
  await database.db.update(modifiers).set({ sold_out_until: null });
  await setStoreHours(database.db);
  await setSettings(database.db, { pickup_enabled: "true", delivery_enabled: "false", tax_rate: "8.25" });
});

async function soldOutUntilOf(id: string) {
  const [row] = await database.db.select().from(menuItems).where(eq(menuItems.id, id));
  return row?.sold_out_until ?? null;
}

describe("marking sold out", () => {
  it("lasts until the next opening, with an audit row; Back in stock clears it", async () => {
    await setStoreHours(database.db, WEEK);
    const until = await setSoldOut(database.db, "admin-user", {
      target: "menuItem",
      id: menu.items.wings,
      soldOut: true,
      now: FRIDAY_NOON,
    });
    expect(until?.toISOString()).toBe(SATURDAY_OPENING.toISOString());
    expect((await soldOutUntilOf(menu.items.wings))?.toISOString()).toBe(SATURDAY_OPENING.toISOString());
    const audits = await database.db.select().from(auditLog);
    expect(audits.map((row) => [row.action, row.entity, row.entity_id])).toEqual([
      ["update", "menu_items", menu.items.wings],
    ]);

    expect(
      await setSoldOut(database.db, "admin-user", {
        target: "menuItem",
        id: menu.items.wings,
        soldOut: false,
      }),
    ).toBeNull();
    expect(await soldOutUntilOf(menu.items.wings)).toBeNull();
    expect(await database.db.select().from(auditLog)).toHaveLength(2);
  });

  it("skips closures to the next day the store opens", async () => {
    await setStoreHours(database.db, WEEK);
    await database.db.insert(storeClosures).values({
      start_date: "2027-11-20",
      end_date: "2027-11-21",
      kind: "closed",
      label: "Away",
    });
    const until = await setSoldOut(database.db, "admin-user", {
      target: "modifier",
      id: menu.groups.side.options["Mac & Cheese"]!,
      soldOut: true,
      now: FRIDAY_NOON,
    });
    expect(until?.toISOString()).toBe("2027-11-22T16:00:00.000Z");
  });

  it("refuses a missing row", async () => {
    await expect(
      setSoldOut(database.db, "admin-user", {
        target: "menuItem",
        id: "00000000-0000-4000-8000-000000000000",
        soldOut: true,
      }),
    ).rejects.toThrow("This menu item no longer exists.");
  });

  it("keeps the dish on the public menu, flagged sold out until the opening", async () => {
    await setStoreHours(database.db, WEEK);
    await setSoldOut(database.db, "admin-user", {
      target: "menuItem",
      id: menu.items.wings,
      soldOut: true,
      now: FRIDAY_NOON,
    });
    const before = await listMenuItems(database.db, new Date(SATURDAY_OPENING.getTime() - 1));
    expect(before.find((item) => item.id === menu.items.wings)?.sold_out).toBe(true);
    const after = await listMenuItems(database.db, SATURDAY_OPENING);
    expect(after.find((item) => item.id === menu.items.wings)?.sold_out).toBe(false);
  });
});

describe("the checkout refuses what is sold out", () => {
  it("names a sold-out dish, with a 409 and no order", async () => {
    const { app } = makeTestApp(database);
    await setSoldOut(database.db, "admin-user", { target: "menuItem", id: menu.items.wings, soldOut: true });
    const response = await postCheckout(app, validCart(menu));
    expect(response.status).toBe(409);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.message).toBe("Jerk Wings is sold out today.");
    expect(body.error.fields).toEqual({ "cartItems.1": "Jerk Wings is sold out today." });
  });

  it("names a sold-out option", async () => {
    const { app } = makeTestApp(database);
    const option = menu.groups.side.options["Mac & Cheese"]!;
    await setSoldOut(database.db, "admin-user", { target: "modifier", id: option, soldOut: true });
    const response = await postCheckout(app, validCart(menu));
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Mac & Cheese is sold out today.");

    await setSoldOut(database.db, "admin-user", { target: "modifier", id: option, soldOut: false });
    expect((await postCheckout(app, validCart(menu))).status).toBe(201);
  });

  it("takes the dish and the option again from the next opening (fake clock)", async () => {
    await setStoreHours(database.db, WEEK);
    const option = menu.groups.side.options["Mac & Cheese"]!;
    await setSoldOut(database.db, "admin-user", {
      target: "menuItem",
      id: menu.items.wings,
      soldOut: true,
      now: FRIDAY_NOON,
    });
    await setSoldOut(database.db, "admin-user", {
      target: "modifier",
      id: option,
      soldOut: true,
      now: FRIDAY_NOON,
    });
    const cart = validCart(menu);
    const snapshot = await loadCheckoutSnapshot(database.db, {
      idempotencyKey: newIdempotencyKey(),
      itemIds: cart.cartItems.map((line) => line.itemId),
      promoCode: null,
      now: FRIDAY_NOON,
    });
    const lines = cart.cartItems.map((line) => ({
      ...line,
      type: "regular" as const,
    }));
    expect(() => priceCart(lines, snapshot.catalog, new Date(SATURDAY_OPENING.getTime() - 1))).toThrow(
      "Mac & Cheese is sold out today.",
    );
    expect(priceCart(lines, snapshot.catalog, SATURDAY_OPENING).map((line) => line.title)).toEqual([
      "Jerk Chicken Plate",
      "Jerk Wings",
    ]);
  });
});
