import { describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { orderFiltersSchema } from "#domain/validation/admin-orders.ts";
import { BOARD_PAGE_SIZE, countBoardOrders, listBoardOrders } from "./admin-service.ts";

const database = useTestDatabase();
const TZ = "America/New_York";

/** `n` paid pickup orders, the first one the oldest; an unpaid checkout besides, never counted. */
async function insertOrders(n: number) {
  const now = Date.now();
  const row = (index: number, paid: boolean) => ({
    order_number: String(5000 + index),
    customer_name: "Ada Lovelace",
    customer_email: "ada@example.com",
    subtotal: 1000,
    tax: 0,
    total: 1000,
    payment_provider: "sandbox",
    payment_session_id: `sess_${randomUUID()}`,
    access_token: randomBytes(24).toString("base64url"),
    order_type: "pickup",
    payment_status: paid ? "paid" : "unpaid",
    created_at: new Date(now - (n - index) * 60_000),
    paid_at: paid ? new Date(now - (n - index) * 60_000) : null,
  });
  await database.db
    .insert(orders)
    .values([...Array.from({ length: n }, (_, i) => row(i, true)), row(n, false)]);
}

describe("the order board's pages", () => {
  it("lists a page at a time, newest first, and counts every order the filters take", async () => {
    await insertOrders(BOARD_PAGE_SIZE + 1);
    const filters = (input: Record<string, string>) => orderFiltersSchema.parse({ view: "all", ...input });
    const first = await listBoardOrders(database.db, filters({}), { timeZone: TZ });
    const second = await listBoardOrders(database.db, filters({ page: "2" }), { timeZone: TZ });
    expect(first).toHaveLength(BOARD_PAGE_SIZE);
    expect(first[0]?.number).toBe(String(5000 + BOARD_PAGE_SIZE));
    expect(second.map((order) => order.number)).toEqual(["5000"]);
    expect(await countBoardOrders(database.db, filters({}), { timeZone: TZ })).toBe(BOARD_PAGE_SIZE + 1);
    expect(await countBoardOrders(database.db, filters({ q: "nobody" }), { timeZone: TZ })).toBe(0);
    // A hand-edited page reads as the first.
    expect(filters({ page: "abc" }).page).toBeUndefined();
  });
});
