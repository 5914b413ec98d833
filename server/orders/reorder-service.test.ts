// "Order again" (docs/product/03-ordering.md §3.10.1): a paid order's lines come back at today's prices, and
// each kind of line that can no longer be ordered is left out with its reason.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { leftOutMessage } from "#domain/reorder.ts";
import { menuItems, modifiers, orders } from "#server/db/schema/index.ts";
import { isAppError } from "#server/errors.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  clearOrders,
  makeTestApp,
  postCheckout,
  seedOrderingMenu,
  setStoreHours,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { rebuildOrder } from "./reorder-service.ts";

const database = useTestDatabase();
let menu: OrderingMenu;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
  // every test starts from the menu as seeded
  await database.db
    .update(menuItems)
    .set({ price: 1295, available: true, sold_out_until: null })
    .where(eq(menuItems.id, menu.items.plate));
  await database.db
    .update(menuItems)
    .set({ price: 999, available: true, available_direct: true, sold_out_until: null })
    .where(eq(menuItems.id, menu.items.wings));
  await database.db
    .update(modifiers)
    .set({ is_active: true, sold_out_until: null, price_adjustment: 150 })
    .where(eq(modifiers.id, menu.groups.side.options["Mac & Cheese"]!));
});

/** A checkout of the usual cart (2 plates with Mac & Cheese and Mild, "Extra napkins"; 1 wings). */
async function placeOrder() {
  const { app } = makeTestApp(database);
  const response = await postCheckout(app, validCart(menu));
  expect(response.status).toBe(201);
  const { sessionId } = (await response.json()) as { sessionId: string };
  const [row] = await database.db
    .select({ id: orders.id, token: orders.access_token })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return row!;
}

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(isAppError(error) && error.code).toBe("NOT_FOUND");
}

describe("rebuildOrder", () => {
  it("brings back every line with its options and instructions, at today's prices", async () => {
    const order = await placeOrder();
    await database.db.update(menuItems).set({ price: 1395 }).where(eq(menuItems.id, menu.items.plate));
    await database.db
      .update(modifiers)
      .set({ price_adjustment: 175 })
      .where(eq(modifiers.id, menu.groups.side.options["Mac & Cheese"]!));

    const result = await rebuildOrder(database.db, order.token);
    expect(result.leftOut).toEqual([]);
    expect(leftOutMessage(result.leftOut)).toBeNull();
    expect(result.lines).toHaveLength(2);
    const plate = result.lines.find((line) => line.itemId === menu.items.plate)!;
    expect(plate).toMatchObject({
      title: "Jerk Chicken Plate",
      quantity: 2,
      basePrice: 1395,
      unitPrice: 1395 + 175,
      specialInstructions: "Extra napkins",
    });
    expect(plate.modifiers).toEqual([
      {
        groupId: menu.groups.side.id,
        groupName: "Choose Your Side",
        selectedOptions: [
          { id: menu.groups.side.options["Mac & Cheese"]!, name: "Mac & Cheese", priceAdjustment: 175 },
        ],
      },
      {
        groupId: menu.groups.spice.id,
        groupName: "Spice Level",
        selectedOptions: [{ id: menu.groups.spice.options.Mild!, name: "Mild", priceAdjustment: 0 }],
      },
    ]);
    expect(result.lines.find((line) => line.itemId === menu.items.wings)).toMatchObject({
      quantity: 1,
      unitPrice: 999,
      modifiers: [],
      specialInstructions: "",
    });
  });

  it("leaves out a deleted (switched off) dish and one sold out today, and says which", async () => {
    const order = await placeOrder();
    await database.db.update(menuItems).set({ available: false }).where(eq(menuItems.id, menu.items.plate));
    await database.db
      .update(menuItems)
      .set({ sold_out_until: new Date(Date.now() + 3_600_000) })
      .where(eq(menuItems.id, menu.items.wings));
    const result = await rebuildOrder(database.db, order.token);
    expect(result.lines).toEqual([]);
    expect(result.leftOut).toEqual([
      { title: "Jerk Chicken Plate", reason: "gone" },
      { title: "Jerk Wings", reason: "sold-out" },
    ]);
    expect(leftOutMessage(result.leftOut)).toBe(
      "We left out what is no longer available: Jerk Chicken Plate (no longer on our menu), Jerk Wings (sold out today).",
    );
  });

  it("leaves out a dish no longer sold online", async () => {
    const order = await placeOrder();
    await database.db
      .update(menuItems)
      .set({ available_direct: false })
      .where(eq(menuItems.id, menu.items.wings));
    const result = await rebuildOrder(database.db, order.token);
    expect(result.lines.map((line) => line.title)).toEqual(["Jerk Chicken Plate"]);
    expect(result.leftOut).toEqual([{ title: "Jerk Wings", reason: "unavailable" }]);
  });

  it("leaves out a line whose option is gone, or sold out today", async () => {
    const order = await placeOrder();
    const macAndCheese = eq(modifiers.id, menu.groups.side.options["Mac & Cheese"]!);
    await database.db.update(modifiers).set({ is_active: false }).where(macAndCheese);
    const gone = await rebuildOrder(database.db, order.token);
    expect(gone.lines.map((line) => line.title)).toEqual(["Jerk Wings"]);
    expect(gone.leftOut).toEqual([{ title: "Jerk Chicken Plate", reason: "option-gone" }]);

    await database.db
      .update(modifiers)
      .set({ is_active: true, sold_out_until: new Date(Date.now() + 3_600_000) })
      .where(macAndCheese);
    const soldOut = await rebuildOrder(database.db, order.token);
    expect(soldOut.leftOut).toEqual([{ title: "Jerk Chicken Plate", reason: "option-sold-out" }]);
    expect(leftOutMessage(soldOut.leftOut)).toContain("a choice you made is sold out today");
  });

  it("answers NOT_FOUND for an unknown or malformed token, never a crash", async () => {
    await placeOrder();
    await expectNotFound(rebuildOrder(database.db, "x".repeat(32)));
    await expectNotFound(rebuildOrder(database.db, "short"));
    await expectNotFound(rebuildOrder(database.db, "'; drop table orders; --------"));
  });
});
