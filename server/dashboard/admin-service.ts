// The dashboard's figures, each read from the tables and counted in the business time zone: a
// day is the business's day, wherever the owner's phone is. Money is integer cents.
import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { cateringRequests, inquiries, orderItems, orders } from "#server/db/schema/index.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { isQuoteRequest, isShownRequest } from "#server/catering/requests-admin-service.ts";
import { OPEN_CATERING_STATUSES } from "#domain/validation/admin-catering-requests.ts";
import { addDaysToDateKey, getZonedParts, zonedDateTimeToInstant } from "#domain/business-time.ts";

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
  todayOrders: number;
  /** Paid today, less what was refunded of those orders, in cents. */
  todayRevenue: number;
  ordersWaiting: number;
  pendingCatering: number;
  newInquiries: number;
  upcoming: UpcomingEntry[];
  revenueByDay: { date: string; revenue: number; orders: number }[];
  topItems: { title: string; quantity: number; revenue: number }[];
};

const netAmount = sql<number>`coalesce(sum(${orders.total} - coalesce(${orders.refund_amount}, 0)), 0)::int`;

function startOfDay(dateKey: string, timeZone: string): Date {
  return zonedDateTimeToInstant(dateKey, "00:00", timeZone);
}

export async function readDashboard(db: Executor, now: Date = new Date()): Promise<Dashboard> {
  const { timeZone } = readBusinessRules(await listPublicSettings(db));
  const today = getZonedParts(now, timeZone).dateKey;
  const todayStart = startOfDay(today, timeZone);
  const tomorrowStart = startOfDay(addDaysToDateKey(today, 1), timeZone);
  const chartFirstDay = addDaysToDateKey(today, -(REVENUE_CHART_DAYS - 1));
  const monthStart = startOfDay(`${today.slice(0, 7)}-01`, timeZone);
  const lastUpcoming = addDaysToDateKey(today, UPCOMING_DAYS - 1);
  // An order counts once money arrived for it (paid_at); a later refund keeps paid_at and subtracts.
  const paidBetween = (from: Date, to: Date) =>
    and(isNotNull(orders.paid_at), gte(orders.paid_at, from), lt(orders.paid_at, to));

  const [todayRow] = await db
    .select({ orders: count(), revenue: netAmount })
    .from(orders)
    .where(paidBetween(todayStart, tomorrowStart));

  const [waiting] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.payment_status, "paid"), eq(orders.status, "pending")));
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
    .select({ date: day, revenue: netAmount, orders: count() })
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

  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const topItems = await db
    .select({
      title: orderItems.title,
      quantity,
      revenue: sql<number>`sum(${orderItems.quantity} * ${orderItems.price})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(paidBetween(monthStart, tomorrowStart), inArray(orders.payment_status, ["paid"])))
    .groupBy(orderItems.title)
    .orderBy(desc(quantity), asc(orderItems.title))
    .limit(5);

  // The days ahead list paid orders the kitchen still has to make.
  const paidAndLive = and(
    eq(orders.payment_status, "paid"),
    inArray(orders.status, ["pending", "confirmed"]),
  );
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
    todayOrders: Number(todayRow?.orders ?? 0),
    todayRevenue: Number(todayRow?.revenue ?? 0),
    ordersWaiting: Number(waiting?.total ?? 0),
    pendingCatering: Number(catering?.total ?? 0),
    newInquiries: Number(inquiryCount?.total ?? 0),
    upcoming,
    revenueByDay,
    topItems: topItems.map((row) => ({
      ...row,
      quantity: Number(row.quantity),
      revenue: Number(row.revenue),
    })),
  };
}
