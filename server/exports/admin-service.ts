// CSV exports for the books: the paid orders placed in a date range, the catering requests
// whose event falls in one, and the expenses dated in one. Dates and times are the business's; amounts are dollars with two
// decimals. csv-stringify writes the CSV (quoting, embedded commas and line breaks). Every row of
// the range is sent, however many: the rows are streamed a page at a time (csv-stream.ts).
import { and, asc, eq, gte, inArray, lt, lte, sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { centsToInput } from "#domain/money.ts";
import {
  cateringRequests,
  expenseCategories,
  expenses,
  orderItems,
  orders,
} from "#server/db/schema/index.ts";
import { isShownRequest } from "#server/catering/requests-admin-service.ts";
import { PAYMENT_METHOD_LABELS } from "#domain/validation/admin-expenses.ts";
import { addDaysToDateKey, getZonedParts, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { readCsvText, readInPages, streamCsv } from "./csv-stream.ts";

export type ExportRange = { from: string; to: string };

function dollars(cents: number | null): string {
  return centsToInput(cents ?? 0);
}

function zonedStamp(instant: Date | null, timeZone: string): string {
  if (!instant) return "";
  const parts = getZonedParts(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${parts.dateKey} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** A leading =, +, - or @ would make a spreadsheet run the cell as a formula: quote it as text. */
function cell(value: string | null | undefined): string {
  const text = value ?? "";
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const ORDER_HEADER = [
  "Order number",
  "Placed",
  "Paid",
  "Type",
  "Status",
  "Kitchen",
  "Payment",
  "Customer",
  "Email",
  "Phone",
  "For date",
  "For time",
  "Items",
  "Subtotal",
  "Tax",
  "Total",
  "Refunded",
  "Net",
  // the promo code's discount and the tip, each a column of its own (docs/product/03-ordering.md §3.15,
  // §3.16)
  "Discount",
  "Tip",
  "Promo code",
];

/** A timestamp as exact text (microseconds and offset): a page key that survives the round trip. */
function exactStamp(column: AnyColumn) {
  return sql<string>`${column}::text`;
}

/** The paid (or since refunded) orders from `start` to `end`, a page after `after`, oldest first. */
function readOrderPage(db: Executor, start: Date, end: Date) {
  return (after: { id: string; createdKey: string } | undefined, pageSize: number) =>
    db
      .select({
        id: orders.id,
        number: orders.order_number,
        createdAt: orders.created_at,
        createdKey: exactStamp(orders.created_at),
        paidAt: orders.paid_at,
        type: orders.order_type,
        status: orders.status,
        kitchen: orders.kitchen_status,
        payment: orders.payment_status,
        name: orders.customer_name,
        email: orders.customer_email,
        phone: orders.customer_phone,
        scheduledDate: sql<string | null>`to_char(${orders.scheduled_date}, 'YYYY-MM-DD')`,
        scheduledTime: orders.scheduled_time,
        eventDate: sql<string | null>`to_char(${orders.event_date}, 'YYYY-MM-DD')`,
        subtotal: orders.subtotal,
        tax: orders.tax,
        total: orders.total,
        refunded: orders.refund_amount,
        discount: orders.discount,
        tip: orders.tip,
        promoCode: orders.promo_code,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.payment_status, ["paid", "refunded"]),
          gte(orders.created_at, start),
          lt(orders.created_at, end),
          after &&
            sql`${orders.created_at} >= ${after.createdKey}::timestamptz
              and (${orders.created_at}, ${orders.id}) > (${after.createdKey}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(orders.created_at), asc(orders.id))
      .limit(pageSize);
}

/** Each order's lines as "2 x Jerk Chicken (Half Tray)", in the order they were added. */
async function readItemLists(db: Executor, orderIds: string[]): Promise<Map<string, string[]>> {
  const lines = await db
    .select({
      orderId: orderItems.order_id,
      title: orderItems.title,
      tier: orderItems.tier_name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.order_id, orderIds))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
  const items = new Map<string, string[]>();
  for (const line of lines) {
    const list = items.get(line.orderId) ?? [];
    list.push(`${line.quantity} x ${line.title}${line.tier ? ` (${line.tier})` : ""}`);
    items.set(line.orderId, list);
  }
  return items;
}

async function* orderRecords(db: Executor, range: ExportRange, timeZone: string): AsyncGenerator<string[][]> {
  const start = zonedDateTimeToInstant(range.from, "00:00", timeZone);
  const end = zonedDateTimeToInstant(addDaysToDateKey(range.to, 1), "00:00", timeZone);
  for await (const page of readInPages(readOrderPage(db, start, end))) {
    const items = await readItemLists(
      db,
      page.map((row) => row.id),
    );
    yield page.map((row) => [
      row.number ?? "",
      zonedStamp(row.createdAt, timeZone),
      zonedStamp(row.paidAt, timeZone),
      row.type,
      row.status,
      row.kitchen,
      row.payment,
      cell(row.name),
      cell(row.email),
      cell(row.phone),
      row.scheduledDate ?? row.eventDate ?? "",
      row.scheduledTime ?? "",
      cell((items.get(row.id) ?? []).join("; ")),
      dollars(row.subtotal),
      dollars(row.tax),
      dollars(row.total),
      dollars(row.refunded),
      dollars(row.total - (row.refunded ?? 0)),
      dollars(row.discount),
      dollars(row.tip),
      cell(row.promoCode ?? ""),
    ]);
  }
}

/** The paid (or since refunded) orders placed from `from` through `to`, business days inclusive. */
export function streamOrdersCsv(
  db: Executor,
  range: ExportRange,
  timeZone: string,
): ReadableStream<Uint8Array> {
  return streamCsv(ORDER_HEADER, orderRecords(db, range, timeZone));
}

/** streamOrdersCsv, read whole. */
export function exportOrdersCsv(db: Executor, range: ExportRange, timeZone: string): Promise<string> {
  return readCsvText(streamOrdersCsv(db, range, timeZone));
}

const REQUEST_HEADER = [
  "Event date",
  "Event time",
  "Event type",
  "Guests",
  "Pickup or delivery",
  "Status",
  "Customer",
  "Email",
  "Phone",
  "Special requests",
  "Received",
  "Paid order",
  "Order total",
];

/** The catering requests shown in the admin whose event falls in the range, a page after `after`. */
function readRequestPage(db: Executor, range: ExportRange) {
  return (after: { id: string; eventDate: string; eventTime: string } | undefined, pageSize: number) =>
    db
      .select({
        id: cateringRequests.id,
        eventDate: sql<string>`to_char(${cateringRequests.event_date}, 'YYYY-MM-DD')`,
        eventTime: cateringRequests.event_time,
        eventType: cateringRequests.event_type,
        guests: cateringRequests.guest_count,
        delivery: cateringRequests.delivery_option,
        status: cateringRequests.status,
        name: cateringRequests.customer_name,
        email: cateringRequests.email,
        phone: cateringRequests.phone,
        specialRequests: cateringRequests.special_requests,
        createdAt: cateringRequests.created_at,
        orderNumber: sql<string | null>`(
          select ${orders.order_number} from ${orders}
          where ${orders.catering_request_id} = ${cateringRequests.id}
            and ${orders.payment_status} in ('paid', 'refunded')
          limit 1
        )`,
        orderTotal: sql<number | null>`(
          select ${orders.total} from ${orders}
          where ${orders.catering_request_id} = ${cateringRequests.id}
            and ${orders.payment_status} in ('paid', 'refunded')
          limit 1
        )`,
      })
      .from(cateringRequests)
      .where(
        and(
          isShownRequest,
          gte(cateringRequests.event_date, after?.eventDate ?? range.from),
          sql`${cateringRequests.event_date} <= ${range.to}`,
          after &&
            sql`(${cateringRequests.event_date}, ${cateringRequests.event_time}, ${cateringRequests.id})
              > (${after.eventDate}::date, ${after.eventTime}, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(cateringRequests.event_date), asc(cateringRequests.event_time), asc(cateringRequests.id))
      .limit(pageSize);
}

async function* requestRecords(
  db: Executor,
  range: ExportRange,
  timeZone: string,
): AsyncGenerator<string[][]> {
  for await (const page of readInPages(readRequestPage(db, range))) {
    yield page.map((row) => [
      row.eventDate,
      row.eventTime,
      row.eventType,
      String(row.guests),
      row.delivery,
      row.status,
      cell(row.name),
      cell(row.email),
      cell(row.phone),
      cell(row.specialRequests),
      zonedStamp(row.createdAt, timeZone),
      row.orderNumber ?? "",
      row.orderTotal === null ? "" : dollars(Number(row.orderTotal)),
    ]);
  }
}

/** The catering requests whose event falls from `from` through `to` (the quote form's and paid orders'). */
export function streamCateringRequestsCsv(
  db: Executor,
  range: ExportRange,
  timeZone: string,
): ReadableStream<Uint8Array> {
  return streamCsv(REQUEST_HEADER, requestRecords(db, range, timeZone));
}

/** streamCateringRequestsCsv, read whole. */
export function exportCateringRequestsCsv(
  db: Executor,
  range: ExportRange,
  timeZone: string,
): Promise<string> {
  return readCsvText(streamCateringRequestsCsv(db, range, timeZone));
}

const EXPENSE_HEADER = [
  "Date",
  "Category",
  "Description",
  "Vendor",
  "Payment method",
  "Amount",
  "Receipt",
  "Receipt link",
  "Notes",
  "Recorded",
];

/** A stored receipt (an upload's path, or an https address) as an address a spreadsheet can open. */
function receiptLink(value: string | null, publicUrl: string): string {
  if (!value) return "";
  return value.startsWith("/") ? `${publicUrl.replace(/\/+$/, "")}${value}` : value;
}

/** Where a page of expenses starts: after this expense, in the export's order. */
type ExpenseKey = { id: string; date: string; createdKey: string };

/** The expenses dated in the range, a page after `after`, oldest first. */
function readExpensePage(db: Executor, range: ExportRange) {
  const columns = {
    description: expenses.description,
    vendor: expenses.vendor,
    paymentMethod: expenses.payment_method,
    amount: expenses.amount,
    receipt: expenses.receipt_url,
    notes: expenses.notes,
    category: expenseCategories.name,
    createdAt: expenses.created_at,
    // the page key: the date, the exact time and the id
    date: sql<string>`to_char(${expenses.expense_date}, 'YYYY-MM-DD')`,
    createdKey: exactStamp(expenses.created_at),
    id: expenses.id,
  };
  return (after: ExpenseKey | undefined, pageSize: number) =>
    db
      .select(columns)
      .from(expenses)
      .leftJoin(expenseCategories, eq(expenses.category_id, expenseCategories.id))
      .where(
        and(
          gte(expenses.expense_date, after?.date ?? range.from),
          lte(expenses.expense_date, range.to),
          after &&
            sql`(${expenses.expense_date}, ${expenses.created_at}, ${expenses.id})
              > (${after.date}::date, ${after.createdKey}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(expenses.expense_date), asc(expenses.created_at), asc(expenses.id))
      .limit(pageSize);
}

async function* expenseRecords(
  db: Executor,
  range: ExportRange,
  timeZone: string,
  publicUrl: string,
): AsyncGenerator<string[][]> {
  for await (const page of readInPages(readExpensePage(db, range))) {
    yield page.map((row) => [
      row.date,
      cell(row.category ?? "No category"),
      cell(row.description),
      cell(row.vendor),
      row.paymentMethod ? (PAYMENT_METHOD_LABELS[row.paymentMethod] ?? row.paymentMethod) : "",
      dollars(row.amount),
      row.receipt ? "yes" : "no",
      cell(receiptLink(row.receipt, publicUrl)),
      cell(row.notes),
      zonedStamp(row.createdAt, timeZone),
    ]);
  }
}

/** The expenses dated from `from` through `to` (business dates, inclusive), oldest first. */
export function streamExpensesCsv(
  db: Executor,
  range: ExportRange,
  timeZone: string,
  publicUrl: string,
): ReadableStream<Uint8Array> {
  return streamCsv(EXPENSE_HEADER, expenseRecords(db, range, timeZone, publicUrl));
}

/** streamExpensesCsv, read whole. */
export function exportExpensesCsv(
  db: Executor,
  range: ExportRange,
  timeZone: string,
  publicUrl: string,
): Promise<string> {
  return readCsvText(streamExpensesCsv(db, range, timeZone, publicUrl));
}
