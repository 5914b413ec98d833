// The dashboard's figures, each read from the tables and counted in the business time zone: a
// day is the business's day, wherever the owner's phone is. Money is integer cents.
import { and, asc, between, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { cateringRequests, inquiries, orderItems, orders } from "#server/db/schema/index.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { isQuoteRequest, isShownRequest } from "#server/catering/requests-admin-service.ts";
import { OPEN_CATERING_STATUSES } from "#domain/validation/admin-catering-requests.ts";
import { addDaysToDateKey, getZonedParts, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { paidBetween, takingsColumns, toTakings } from "#server/profit/takings.ts";

export const REVENUE_CHART_DAYS = 30;
export const UPCOMING_DAYS = 7;

export type UpcomingEntry = {
  kind: "order" | "catering-order" | "catering-request";
  id: string;
  date: string;
  time: string | null;
  title: string;
  detail: string;
};

export type Dashboard = {
  timeZone: string;
  today: string;
  /** Paid today, and orders placed today to be paid in person and not paid yet (owed work). */
  todayOrders: number;
  /** Net sales of the orders paid today: their subtotals less the sales part of refunds, in cents. */
  todayRevenue: number;
  /** The sales tax collected on them, less the tax part of refunds: never income. */
  todayTax: number;
  /** What was refunded of them, sales and tax. */
  todayRefunds: number;
  /**
   * Their tips less the tip part of refunds: kept apart from sales (docs/product/03-ordering.md §3.15,
   * docs/product/06-admin.md §6.3).
   */
  todayTips: number;
  ordersWaiting: number;
  pendingCatering: number;
  newInquiries: number;
  upcoming: UpcomingEntry[];
  /** Net sales and paid orders by the day they were paid. */
  revenueByDay: { date: string; revenue: number; orders: number }[];
  topItems: TopItem[];
};

// A phone order to be paid in person is work the kitchen owes before any money arrives
// (docs/product/06-admin.md §6.4).
const owedInPerson = and(eq(orders.payment_method, "in_person"), eq(orders.payment_status, "unpaid"));
const paidOrOwed = or(eq(orders.payment_status, "paid"), owedInPerson);

function startOfDay(dateKey: string, timeZone: string): Date {
  return zonedDateTimeToInstant(dateKey, "00:00", timeZone);
}

export type TopItem = { title: string; quantity: number; revenue: number };

/** The best-selling dishes of the orders paid from `from` to `to` and not refunded, most sold first. */
export async function readTopItems(db: Executor, from: Date, to: Date, limit = 5): Promise<TopItem[]> {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const rows = await db
    .select({
      title: orderItems.title,
      quantity,
      revenue: sql<number>`sum(${orderItems.quantity} * ${orderItems.price})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(paidBetween(from, to), inArray(orders.payment_status, ["paid"])))
    .groupBy(orderItems.title)
    .orderBy(desc(quantity), asc(orderItems.title))
    .limit(limit);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), revenue: Number(row.revenue) }));
}

export async function readDashboard(db: Executor, now: Date = new Date()): Promise<Dashboard> {
  const { timeZone } = readBusinessRules(await listPublicSettings(db));
  const today = getZonedParts(now, timeZone).dateKey;
  const todayStart = startOfDay(today, timeZone);
  const tomorrowStart = startOfDay(addDaysToDateKey(today, 1), timeZone);
  const chartFirstDay = addDaysToDateKey(today, -(REVENUE_CHART_DAYS - 1));
  const monthStart = startOfDay(`${today.slice(0, 7)}-01`, timeZone);
  const lastUpcoming = addDaysToDateKey(today, UPCOMING_DAYS - 1);
  const [todayRow] = await db
    .select(takingsColumns)
    .from(orders)
    .where(paidBetween(todayStart, tomorrowStart));
  const todayTakings = toTakings(todayRow);
  const [owedToday] = await db
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        owedInPerson,
        isNull(orders.paid_at),
        ne(orders.status, "cancelled"),
        gte(orders.created_at, todayStart),
        lt(orders.created_at, tomorrowStart),
      ),
    );

  const [waiting] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(paidOrOwed, eq(orders.status, "pending")));
  const [catering] = await db
    .select({ total: count() })
    .from(cateringRequests)
    .where(and(eq(cateringRequests.status, "pending"), isShownRequest));
  const [inquiryCount] = await db
    .select({ total: count() })
    .from(inquiries)
    .where(eq(inquiries.status, "new"));

  const day = sql<string>`to_char(${orders.paid_at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ date: day, revenue: takingsColumns.netSales, orders: count() })
    .from(orders)
    .where(paidBetween(startOfDay(chartFirstDay, timeZone), tomorrowStart))
    // By position: the time zone is a bound parameter, so the expression itself cannot be repeated.
    .groupBy(sql`1`);
  const found = new Map(byDay.map((row) => [row.date, row]));
  const revenueByDay = Array.from({ length: REVENUE_CHART_DAYS }, (_, index) => {
    const date = addDaysToDateKey(chartFirstDay, index);
    const row = found.get(date);
    return { date, revenue: row ? Number(row.revenue) : 0, orders: row ? Number(row.orders) : 0 };
  });

  const topItems = await readTopItems(db, monthStart, tomorrowStart);

  // The days ahead list paid orders, and those to be paid in person, the kitchen still has to make.
  const paidAndLive = and(paidOrOwed, inArray(orders.status, ["pending", "confirmed"]));
  const upcomingOrder = { id: orders.id, number: orders.order_number, name: orders.customer_name };
  const scheduledOrders = await db
    .select({
      ...upcomingOrder,
      date: sql<string>`to_char(${orders.scheduled_date}, 'YYYY-MM-DD')`,
      time: orders.scheduled_time,
      type: orders.order_type,
    })
    .from(orders)
    .where(and(eq(orders.scheduled, true), paidAndLive, between(orders.scheduled_date, today, lastUpcoming)));
  const cateringOrders = await db
    .select({
      ...upcomingOrder,
      date: sql<string>`to_char(${orders.event_date}, 'YYYY-MM-DD')`,
      guests: orders.guest_count,
      eventType: orders.event_type,
    })
    .from(orders)
    .where(
      and(eq(orders.order_type, "catering"), paidAndLive, between(orders.event_date, today, lastUpcoming)),
    );
  const events = await db
    .select({
      id: cateringRequests.id,
      name: cateringRequests.customer_name,
      date: sql<string>`to_char(${cateringRequests.event_date}, 'YYYY-MM-DD')`,
      time: cateringRequests.event_time,
      guests: cateringRequests.guest_count,
      eventType: cateringRequests.event_type,
      status: cateringRequests.status,
    })
    .from(cateringRequests)
    .where(
      and(
        inArray(cateringRequests.status, [...OPEN_CATERING_STATUSES]),
        between(cateringRequests.event_date, today, lastUpcoming),
        // A paid catering order is listed as an order above; its request would repeat it.
        isQuoteRequest,
      ),
    );

  const upcoming: UpcomingEntry[] = [
    ...scheduledOrders.map((row) => ({
      kind: "order" as const,
      id: row.id,
      date: row.date,
      time: row.time,
      title: `Order ${row.number ?? row.id.slice(0, 8).toUpperCase()}`,
      detail: `${row.name} · ${row.type}`,
    })),
    ...cateringOrders.map((row) => ({
      kind: "catering-order" as const,
      id: row.id,
      date: row.date,
      time: null,
      title: `Catering order ${row.number ?? row.id.slice(0, 8).toUpperCase()}`,
      detail: `${row.name} · ${row.eventType ?? "Event"} · ${row.guests ?? "?"} guests`,
    })),
    ...events.map((row) => ({
      kind: "catering-request" as const,
      id: row.id,
      date: row.date,
      time: row.time,
      title: `Catering: ${row.eventType}`,
      detail: `${row.name} · ${row.guests} guests · ${row.status}`,
    })),
  ].sort((a, b) => `${a.date} ${a.time ?? ""}`.localeCompare(`${b.date} ${b.time ?? ""}`));

  return {
    timeZone,
    today,
    todayOrders: todayTakings.orders + Number(owedToday?.total ?? 0),
    todayRevenue: todayTakings.netSales,
    todayTax: todayTakings.tax,
    todayRefunds: todayTakings.refunds,
    todayTips: todayTakings.tips,
    ordersWaiting: Number(waiting?.total ?? 0),
    pendingCatering: Number(catering?.total ?? 0),
    newInquiries: Number(inquiryCount?.total ?? 0),
    upcoming,
    revenueByDay,
    topItems,
  };
}
