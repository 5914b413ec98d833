// Profit on the Expenses page: net sales (paid orders, regular and catering, their subtotals less
// the sales part of refunds; sales tax is never income, domain/takings.ts) against what went out
// (expenses), by week or by month of the business's calendar, with the tax collected and the refunds
// beside them. Two grouped queries, one per table; the periods without either are zero rows, so a
// chart of them has a continuous axis. Money is integer cents (docs/decisions/002).
import { and, gte, lt, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { expenses, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { addDaysToDateKey, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { listPeriodStarts, nextPeriodStart, type ProfitGrouping } from "#domain/profit.ts";
import { profitQuerySchema, type ProfitQuery } from "#domain/validation/admin-profit.ts";
import { fieldErrorsOf } from "#domain/validation/field-errors.ts";
import { paidBetween, takingsColumns, tipsColumn } from "./takings.ts";

export type ProfitPeriod = {
  /** The period's first business day: a Monday, or the 1st of a month. */
  start: string;
  /** Net sales. */
  revenue: number;
  expenses: number;
  /** Profit on net sales: revenue less expenses. */
  net: number;
};

/** Money that passed through a period and is no income: tax collected (less refunded) and refunds. */
export type CollectedPeriod = { start: string; tax: number; refunds: number; tips: number };

export type ProfitReport = {
  by: ProfitGrouping;
  /** The first day of the first period and the last day of the last one. */
  from: string;
  to: string;
  periods: ProfitPeriod[];
  totals: { revenue: number; expenses: number; net: number };
  /** Beside each period, in the same order. */
  collected: CollectedPeriod[];
  collectedTotals: { tax: number; refunds: number; tips: number };
};

function checked(query: ProfitQuery): ProfitQuery {
  const result = profitQuerySchema.safeParse(query);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error.issues);
  throw new AppError("VALIDATION", Object.values(fields)[0] ?? "Check the range.", { fields });
}

/**
 * Revenue, expenses and net per week (Monday to Sunday) or month, from the period holding
 * `query.from` through the period holding `query.to`, in the business time zone.
 */
export async function readProfit(db: Executor, query: ProfitQuery, timeZone: string): Promise<ProfitReport> {
  const { by, from, to } = checked(query);
  const starts = listPeriodStarts(by, from, to);
  const first = starts[0]!;
  const end = nextPeriodStart(by, starts[starts.length - 1]!);
  // date_trunc's 'week' is the ISO week, which starts on Monday, as the periods above do.
  const unit = by === "week" ? sql.raw(`'week'`) : sql.raw(`'month'`);

  // An order counts once money arrived for it (paid_at), in the period it was paid; a refund keeps
  // paid_at and is subtracted there, as the dashboard counts it (docs/decisions/095).
  const paidPeriod = sql<string>`to_char(date_trunc(${unit}, ${orders.paid_at} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const spentPeriod = sql<string>`to_char(date_trunc(${unit}, ${expenses.expense_date}::timestamp), 'YYYY-MM-DD')`;
  const [revenueRows, expenseRows] = await Promise.all([
    db
      .select({
        start: paidPeriod,
        total: takingsColumns.netSales,
        tax: takingsColumns.tax,
        refunds: takingsColumns.refunds,
        // tips kept, a column of their own: not the kitchen's revenue (docs/product/03-ordering.md §3.15)
        tips: tipsColumn,
      })
      .from(orders)
      .where(
        paidBetween(
          zonedDateTimeToInstant(first, "00:00", timeZone),
          zonedDateTimeToInstant(end, "00:00", timeZone),
        ),
      )
      // By position: the time zone is a bound parameter, so the expression itself cannot be repeated.
      .groupBy(sql`1`),
    db
      .select({ start: spentPeriod, total: sql<string>`coalesce(sum(${expenses.amount}), 0)::bigint` })
      .from(expenses)
      .where(and(gte(expenses.expense_date, first), lt(expenses.expense_date, end)))
      .groupBy(sql`1`),
  ]);

  const byStart = new Map(revenueRows.map((row) => [row.start, row]));
  const collected = starts.map((start) => {
    const row = byStart.get(start);
    return {
      start,
      tax: Number(row?.tax ?? 0),
      refunds: Number(row?.refunds ?? 0),
      tips: Number(row?.tips ?? 0),
    };
  });
  const collectedTotals = collected.reduce(
    (sum, period) => ({
      tax: sum.tax + period.tax,
      refunds: sum.refunds + period.refunds,
      tips: sum.tips + period.tips,
    }),
    { tax: 0, refunds: 0, tips: 0 },
  );
  const spent = new Map(expenseRows.map((row) => [row.start, Number(row.total)]));
  const periods = starts.map((start) => {
    const income = Number(byStart.get(start)?.total ?? 0);
    const cost = spent.get(start) ?? 0;
    return { start, revenue: income, expenses: cost, net: income - cost };
  });
  const totals = periods.reduce(
    (sum, period) => ({
      revenue: sum.revenue + period.revenue,
      expenses: sum.expenses + period.expenses,
      net: sum.net + period.net,
    }),
    { revenue: 0, expenses: 0, net: 0 },
  );
  return { by, from: first, to: addDaysToDateKey(end, -1), periods, totals, collected, collectedTotals };
}
