import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders } from "#server/db/schema/index.ts";
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

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
  await setSettings(database.db, { pickup_enabled: "true", delivery_enabled: "false", tax_rate: "8.25" });
});

async function consentOf(orderNumber: string) {
  const [row] = await database.db
    .select({ at: orders.text_updates_at })
    .from(orders)
    .where(eq(orders.order_number, orderNumber));
  return row!.at;
}

describe("Text me order updates at checkout", () => {
  it("stores the consent with its time when the request carries textUpdates: true", async () => {
    const { app } = makeTestApp(database);
    const before = Date.now();
    const ticked = await postCheckout(app, validCart(menu, { textUpdates: true }));
    expect(ticked.status).toBe(201);
    const at = await consentOf(((await ticked.json()) as { orderNumber: string }).orderNumber);
    expect(at).toBeInstanceOf(Date);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const unticked = await postCheckout(app, validCart(menu));
    expect(await consentOf(((await unticked.json()) as { orderNumber: string }).orderNumber)).toBeNull();
  });

  it("refuses consent for a number that cannot take texts, on the phone field", async () => {
    const { app } = makeTestApp(database);
    const response = await postCheckout(app, validCart(menu, { textUpdates: true, customerPhone: "12345" }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields?: Record<string, string> } };
    expect(body.error.fields?.customerPhone).toMatch(/phone number that can receive texts/);
    expect(await database.db.select({ id: orders.id }).from(orders)).toEqual([]);
  });
});
