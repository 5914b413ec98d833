import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cateringRequests, expenses, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { zonedDateTimeToInstant } from "#domain/business-time.ts";
import { readProfitQuery } from "#domain/validation/admin-profit.ts";
import { readProfit } from "./admin-service.ts";

const database = useTestDatabase();
const ZONE = "America/New_York";

function order(overrides: Partial<typeof orders.$inferInsert>): typeof orders.$inferInsert {
  return {
    customer_name: "Ada",
    customer_email: "ada@example.com",
    subtotal: 1000,
    tax: 0,
    total: 1000,
    payment_provider: "sandbox",
    access_token: randomUUID(),
    ...overrides,
  };
}

const at = (dateKey: string, time: string) => zonedDateTimeToInstant(dateKey, time, ZONE);

describe("readProfit", () => {
  it("sums paid orders less refunds, catering included, unpaid left out, against expenses, by Monday weeks", async () => {
    const db = database.db;
    const [request] = await db
      .insert(cateringRequests)
      .values({
        customer_name: "Bo",
        email: "bo@example.com",
        event_date: "2026-03-20",
        event_time: "12:00",
        guest_count: 40,
        event_type: "Wedding",
        delivery_option: "delivery",
      })
      .returning({ id: cateringRequests.id });
    await db.insert(orders).values([
      // Week of Monday 2026-03-02.
      order({ total: 2000, subtotal: 2000, payment_status: "paid", paid_at: at("2026-03-02", "00:10") }),
      order({
        total: 3000,
        subtotal: 3000,
        status: "refunded",
        payment_status: "refunded",
        refund_amount: 1200,
        paid_at: at("2026-03-04", "12:00"),
      }),
      // Sunday 2026-03-08 at 23:30 in New York is already Monday in UTC: still the week of 03-02.
      order({ total: 500, subtotal: 500, payment_status: "paid", paid_at: at("2026-03-08", "23:30") }),
      // A catering order, in the week of 03-16.
      order({
        order_type: "catering",
        catering_request_id: request!.id,
        total: 40000,
        subtotal: 40000,
        payment_status: "paid",
        paid_at: at("2026-03-16", "09:00"),
      }),
      // Never paid: left out.
      order({ total: 9900, subtotal: 9900, created_at: at("2026-03-03", "10:00") }),
      // Paid outside the range: left out.
      order({ total: 7000, subtotal: 7000, payment_status: "paid", paid_at: at("2026-03-01", "23:59") }),
    ]);
    await db.insert(expenses).values([
      { description: "Limes", amount: 1500, expense_date: "2026-03-08" },
      { description: "Rent", amount: 100000, expense_date: "2026-03-16" },
      { description: "Gas", amount: 2500, expense_date: "2026-03-22" },
      { description: "Earlier", amount: 999, expense_date: "2026-03-01" },
    ]);

    // From a Wednesday to a Sunday: the weeks that hold them, whole.
    const report = await readProfit(db, { by: "week", from: "2026-03-04", to: "2026-03-22" }, ZONE);
    expect(report.from).toBe("2026-03-02");
    expect(report.to).toBe("2026-03-22");
    expect(report.periods).toEqual([
      { start: "2026-03-02", revenue: 2000 + 3000 - 1200 + 500, expenses: 1500, net: 4300 - 1500 },
      // No data in this week: a zero row, so the axis is continuous.
      { start: "2026-03-09", revenue: 0, expenses: 0, net: 0 },
      { start: "2026-03-16", revenue: 40000, expenses: 102500, net: 40000 - 102500 },
    ]);
    expect(report.totals).toEqual({ revenue: 44300, expenses: 104000, net: 44300 - 104000 });
  });

  it("groups by calendar month in the business time zone, with empty months as zeros", async () => {
    const db = database.db;
    await db.insert(orders).values([
      // 23:30 on June 30 in New York is July 1 in UTC: it belongs to June.
      order({ total: 1234, subtotal: 1234, payment_status: "paid", paid_at: at("2026-06-30", "23:30") }),
      order({ total: 100, subtotal: 100, payment_status: "paid", paid_at: at("2026-07-01", "00:00") }),
    ]);
    await db.insert(expenses).values({ description: "Oil", amount: 4321, expense_date: "2026-08-31" });
    const report = await readProfit(db, { by: "month", from: "2026-06-15", to: "2026-09-01" }, ZONE);
    expect(report.from).toBe("2026-06-01");
    expect(report.to).toBe("2026-09-30");
    expect(report.periods).toEqual([
      { start: "2026-06-01", revenue: 1234, expenses: 0, net: 1234 },
      { start: "2026-07-01", revenue: 100, expenses: 0, net: 100 },
      { start: "2026-08-01", revenue: 0, expenses: 4321, net: -4321 },
      { start: "2026-09-01", revenue: 0, expenses: 0, net: 0 },
    ]);
  });

  it("counts net sales as revenue, with the tax collected and the refunds beside it", async () => {
    const db = database.db;
    await db.insert(orders).values([
      order({
        subtotal: 2000,
        tax: 165,
        total: 2165,
        payment_status: "paid",
        refund_amount: 1000,
        paid_at: at("2026-05-04", "12:00"),
      }),
      order({
        subtotal: 1000,
        tax: 83,
        total: 1083,
        payment_status: "paid",
        paid_at: at("2026-05-05", "12:00"),
      }),
      // Fully refunded: no sales, no tax, all of it refunds.
      order({
        subtotal: 500,
        tax: 41,
        total: 541,
        status: "refunded",
        payment_status: "refunded",
        refund_amount: 541,
        paid_at: at("2026-05-06", "12:00"),
      }),
    ]);
    await db.insert(expenses).values({ description: "Rice", amount: 700, expense_date: "2026-05-05" });
    const report = await readProfit(db, { by: "week", from: "2026-05-04", to: "2026-05-10" }, ZONE);
    expect(report.periods).toEqual([{ start: "2026-05-04", revenue: 2076, expenses: 700, net: 1376 }]);
    expect(report.collected).toEqual([{ start: "2026-05-04", tax: 89 + 83, refunds: 1541, tips: 0 }]);
    expect(report.collectedTotals).toEqual({ tax: 172, refunds: 1541, tips: 0 });
  });

  it("refuses a bad or too long range with a message by the field, never a server error", async () => {
    const db = database.db;
    const refused = async (query: Parameters<typeof readProfit>[1]) =>
      readProfit(db, query, ZONE).then(
        () => null,
        (error: unknown) => error,
      );
    const cases: [Parameters<typeof readProfit>[1], string, string][] = [
      [{ by: "month", from: "2026-02-31", to: "2026-03-01" }, "from", "Start date must be a real date"],
      [
        { by: "month", from: "2026-03-01", to: "2026-02-01" },
        "to",
        "The end date must not be before the start date",
      ],
      [{ by: "month", from: "2024-01-01", to: "2026-01-01" }, "to", "Show at most 24 months at a time"],
      [{ by: "week", from: "2024-01-01", to: "2026-01-01" }, "to", "Show at most 104 weeks at a time"],
      [{ by: "day" as "week", from: "2026-01-01", to: "2026-01-02" }, "by", "Choose By week or By month"],
    ];
    for (const [query, field, message] of cases) {
      const error = await refused(query);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("VALIDATION");
      expect((error as AppError).fields?.[field]).toBe(message);
    }
    // 24 months and 104 weeks are allowed.
    expect(
      (await readProfit(db, { by: "month", from: "2024-02-01", to: "2026-01-31" }, ZONE)).periods,
    ).toHaveLength(24);
    expect(
      (await readProfit(db, { by: "week", from: "2024-01-01", to: "2025-12-28" }, ZONE)).periods,
    ).toHaveLength(104);
  });
});

describe("readProfitQuery", () => {
  const today = "2026-11-23";
  it("defaults to the last twelve months, or twelve weeks when asked by week", () => {
    expect(readProfitQuery(new URLSearchParams(), today)).toEqual({
      ok: true,
      query: { by: "month", from: "2025-12-01", to: today },
    });
    expect(readProfitQuery(new URLSearchParams("by=week"), today)).toEqual({
      ok: true,
      query: { by: "week", from: "2026-09-07", to: today },
    });
  });

  it("refuses bad address parameters with the reason and falls back to the default range", () => {
    const bad = readProfitQuery(new URLSearchParams("by=week&from=nope&to=2026-11-01"), today);
    expect(bad).toMatchObject({
      ok: false,
      message: "Start date must be a real date",
      fields: { from: "Start date must be a real date" },
      query: { by: "week", from: "2026-09-07", to: today },
    });
    const unknown = readProfitQuery(new URLSearchParams("by=year&from=2026-01-01&to=2026-02-01"), today);
    expect(unknown).toMatchObject({ ok: false, fields: { by: "Choose By week or By month" } });
  });
});
