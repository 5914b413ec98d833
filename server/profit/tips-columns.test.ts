// Tips and promo discounts in the owner's figures (docs/product/03-ordering.md §3.15, §3.16): the CSV export
// has their own columns, the profit view counts sales after the discount and tips apart, and a
// refund gives back its share of the tip.
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { zonedDateTimeToInstant } from "#domain/business-time.ts";
import { orders } from "#server/db/schema/index.ts";
import { exportOrdersCsv } from "#server/exports/admin-service.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { readProfit } from "./admin-service.ts";
import { readTakings } from "./takings.ts";

const database = useTestDatabase();
const ZONE = "America/New_York";
const paidAt = zonedDateTimeToInstant("2026-05-05", "12:00", ZONE);

// subtotal 38.89, SAVE10 takes 3.89, tax 2.89, tip 7.00: paid 44.89
const money = { subtotal: 3889, discount: 389, tax: 289, tip: 700, total: 4489 };

async function addPaid(values: Partial<typeof orders.$inferInsert> = {}) {
  await database.db.insert(orders).values({
    customer_name: "Ana",
    customer_email: "ana@example.com",
    payment_provider: "sandbox",
    access_token: randomUUID(),
    payment_status: "paid",
    status: "confirmed",
    created_at: paidAt,
    paid_at: paidAt,
    promo_code: "SAVE10",
    ...money,
    ...values,
  });
}

beforeEach(async () => {
  await database.db.execute(sql`truncate orders cascade`);
});

describe("tips and discounts in the figures", () => {
  it("the CSV export has Discount, Tip and Promo code columns", async () => {
    await addPaid({ order_number: "2001" });
    const table: string[][] = parse(
      (await exportOrdersCsv(database.db, { from: "2026-05-01", to: "2026-05-31" }, ZONE)).replace(
        /^\uFEFF/,
        "",
      ),
    );
    const header = table[0]!;
    const row = table[1]!;
    const column = (name: string) => row[header.indexOf(name)];
    expect([column("Subtotal"), column("Tax"), column("Total")]).toEqual(["38.89", "2.89", "44.89"]);
    expect([column("Discount"), column("Tip"), column("Promo code")]).toEqual(["3.89", "7.00", "SAVE10"]);
  });

  it("the profit view counts sales after the discount and the tips in their own column", async () => {
    await addPaid();
    // half refunded: tax part 144.5 -> 145, tip part 350, sales part 1750
    await addPaid({ refund_amount: 2245 });
    const report = await readProfit(database.db, { by: "week", from: "2026-05-04", to: "2026-05-10" }, ZONE);
    expect(report.periods[0]?.revenue).toBe(3500 + (3500 - 1750));
    expect(report.collected[0]).toEqual({
      start: "2026-05-04",
      tax: 289 + 144,
      refunds: 2245,
      tips: 700 + 350,
    });
    const takings = await readTakings(database.db, paidAt, new Date(paidAt.getTime() + 1000));
    // what was paid less refunds = sales + tax + tips
    expect(takings.netSales + takings.tax + 1050).toBe(2 * 4489 - 2245);
  });
});
