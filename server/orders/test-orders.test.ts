// A test order (paid through the payment sandbox: no money was taken) is marked as one in what the
// board and the order page read, and in the kitchen ticket's lines that every printer encoding prints.
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { orders } from "#server/db/schema/index.ts";
import { kitchenTicketLines } from "#server/printers/ticket.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { listBoardOrders, readOrderDetail } from "./admin-service.ts";

const database = useTestDatabase();
const TIME_ZONE = "America/New_York";

beforeEach(async () => {
  await database.db.execute(sql`delete from orders`);
});

async function paidOrder(isTest: boolean) {
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: `IS-${Math.floor(Math.random() * 1e6)}`,
      customer_name: isTest ? "Tess Sandbox" : "Rae Real",
      customer_email: "marker@example.com",
      subtotal: 1295,
      tax: 107,
      total: 1402,
      payment_provider: isTest ? "sandbox" : "stripe",
      payment_status: "paid",
      paid_at: new Date(),
      access_token: randomBytes(24).toString("base64url"),
      is_test: isTest,
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe("the TEST marker of a sandbox order", () => {
  it("is on the board's and the order page's data, and at the top of the printed kitchen ticket, not on a real order", async () => {
    const test = await paidOrder(true);
    const real = await paidOrder(false);
    const board = await listBoardOrders(database.db, { view: "all" }, { timeZone: TIME_ZONE });
    expect(Object.fromEntries(board.map((order) => [order.id, order.isTest]))).toEqual({
      [test]: true,
      [real]: false,
    });

    const testDetail = (await readOrderDetail(database.db, test))!;
    expect(testDetail.isTest).toBe(true);
    const lines = kitchenTicketLines(testDetail, { timeZone: TIME_ZONE }).map((line) => line.text);
    expect(lines.slice(0, 2)).toEqual(["KITCHEN COPY", "** TEST ORDER: NO MONEY TAKEN **"]);
    // also when it prints again
    expect(
      kitchenTicketLines(testDetail, { timeZone: TIME_ZONE, reprint: true }).map((line) => line.text),
    ).toContain("** TEST ORDER: NO MONEY TAKEN **");

    const realDetail = (await readOrderDetail(database.db, real))!;
    expect(realDetail.isTest).toBe(false);
    const realLines = kitchenTicketLines(realDetail, { timeZone: TIME_ZONE }).map((line) => line.text);
    expect(realLines.join("\n")).not.toContain("TEST");
  });
});
