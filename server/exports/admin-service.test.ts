import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { cateringRequests, orderItems, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { zonedDateTimeToInstant } from "#domain/business-time.ts";
import { readExportRange } from "#domain/validation/export-range.ts";
import { exportCateringRequestsCsv, exportOrdersCsv } from "./admin-service.ts";

const database = useTestDatabase();
const ZONE = "America/New_York";

function order(overrides: Partial<typeof orders.$inferInsert>): typeof orders.$inferInsert {
  return {
    customer_name: 'Ana, "the" cook',
    customer_email: "ana@example.com",
    customer_phone: '=HYPERLINK("x")',
    subtotal: 2000,
    tax: 150,
    total: 2150,
    payment_provider: "sandbox",
    access_token: randomUUID(),
    ...overrides,
  };
}

function rows(csv: string): string[][] {
  const table: string[][] = parse(csv.replace(/^\uFEFF/, ""));
  return table;
}

describe("CSV exports", () => {
  it("lists the paid orders placed in the range on the business's days, in dollars, quoting what needs it", async () => {
    const db = database.db;
    // 23:30 in New York on March 10 is already March 11 in UTC.
    const late = zonedDateTimeToInstant("2026-03-10", "23:30", ZONE);
    const [paid] = await db
      .insert(orders)
      .values([
        order({ order_number: "1001", payment_status: "paid", created_at: late, paid_at: late }),
        order({
          order_number: "1002",
          payment_status: "refunded",
          status: "refunded",
          refund_amount: 2150,
          created_at: zonedDateTimeToInstant("2026-03-01", "09:00", ZONE),
        }),
        // unpaid, and one outside the range
        order({ order_number: "1003", created_at: late }),
        order({
          order_number: "1004",
          payment_status: "paid",
          created_at: zonedDateTimeToInstant("2026-03-11", "00:30", ZONE),
        }),
      ])
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      order_id: paid!.id,
      title: "Jerk Chicken, large",
      quantity: 2,
      price: 1000,
      item_type: "catering",
      tier_name: "Half Tray",
    });

    const table = rows(await exportOrdersCsv(db, { from: "2026-03-01", to: "2026-03-10" }, ZONE));
    expect(table[0]?.[0]).toBe("Order number");
    expect(table.slice(1).map((row) => row[0])).toEqual(["1002", "1001"]);
    const first = table.find((row) => row[0] === "1001")!;
    expect(first.slice(1, 3)).toEqual(["2026-03-10 23:30", "2026-03-10 23:30"]);
    expect(first[7]).toBe('Ana, "the" cook');
    expect(first[9]).toBe('\'=HYPERLINK("x")');
    expect(first[12]).toBe("2 x Jerk Chicken, large (Half Tray)");
    expect(first.slice(13)).toEqual(["20.00", "1.50", "21.50", "0.00", "21.50", "0.00", "0.00", ""]);
    const refunded = table.find((row) => row[0] === "1002")!;
    expect(refunded.slice(16, 18)).toEqual(["21.50", "0.00"]);
  });

  it("lists the catering requests whose event falls in the range, without unpaid checkouts'", async () => {
    const db = database.db;
    const base = {
      email: "bo@example.com",
      event_time: "12:00",
      guest_count: 40,
      event_type: "Wedding",
      delivery_option: "delivery",
    };
    const [, withUnpaid] = await db
      .insert(cateringRequests)
      .values([
        { ...base, customer_name: "Bo", event_date: "2026-04-02", special_requests: "Line one\nline two" },
        { ...base, customer_name: "Cy", event_date: "2026-04-03" },
        { ...base, customer_name: "Di", event_date: "2026-05-01" },
      ])
      .returning({ id: cateringRequests.id });
    await db.insert(orders).values(order({ order_type: "catering", catering_request_id: withUnpaid!.id }));
    const table = rows(await exportCateringRequestsCsv(db, { from: "2026-04-01", to: "2026-04-30" }, ZONE));
    expect(table.slice(1).map((row) => row[6])).toEqual(["Bo"]);
    expect(table[1]?.[9]).toBe("Line one\nline two");
  });

  it("refuses a range that is missing, reversed or longer than a year", () => {
    const read = (query: string) => readExportRange(new URLSearchParams(query));
    expect(read("from=2026-01-01&to=2026-01-31")).toEqual({
      ok: true,
      range: { from: "2026-01-01", to: "2026-01-31" },
    });
    expect(read("from=2026-02-30&to=2026-03-01").ok).toBe(false);
    expect(read("to=2026-03-01").ok).toBe(false);
    expect(read("from=2026-03-02&to=2026-03-01")).toEqual({
      ok: false,
      message: "The end date must not be before the start date.",
    });
    expect(read("from=2025-01-01&to=2026-01-02").ok).toBe(false);
  });
});
