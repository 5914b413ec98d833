// The Catering page of the admin: the requests from the quote form and from paid catering orders,
// their status, the staff's notes and replies (kept with the request and emailed through the
// outbox in one transaction), and the events ahead. Every change is written to the audit log in
// the same transaction. A checkout that was never paid is not a request to the kitchen: its
// request stays out of the list.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { cateringRequestMessages, cateringRequests, orderItems, orders } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import {
  readReplyDeliveries,
  replyInThread,
  toThreadMessages,
  type ReplyThread,
  type ThreadMessage,
} from "#server/notifications/reply-thread.ts";
import {
  OPEN_CATERING_STATUSES,
  type CateringRequestFilters,
  type CateringRequestStatus,
} from "#domain/validation/admin-catering-requests.ts";

const NOT_FOUND = "That catering request no longer exists.";
const PAID = ["paid", "refunded"];

export type CateringOrderSummary = {
  id: string;
  orderNumber: string | null;
  total: number;
  refundAmount: number | null;
  status: string;
  paymentStatus: string;
};

export type CateringRequestSummary = {
  id: string;
  customerName: string;
  email: string;
  phone: string;
  eventDate: string;
  eventTime: string;
  guestCount: number;
  eventType: string;
  deliveryOption: string;
  status: string;
  createdAt: string;
  /** The paid catering order that made this request, or null for a quote request. */
  order: CateringOrderSummary | null;
};

export type CateringRequestMessage = ThreadMessage;

export type CateringOrderLine = {
  id: string;
  title: string;
  tierName: string | null;
  quantity: number;
  price: number;
};

export type CateringRequestDetails = CateringRequestSummary & {
  specialRequests: string | null;
  internalNotes: string;
  updatedAt: string;
  messages: CateringRequestMessage[];
  orderLines: CateringOrderLine[];
};

/** A request from the quote form: no order was ever started for it. */
export const isQuoteRequest = sql`not exists (
  select 1 from ${orders} where ${orders.catering_request_id} = ${cateringRequests.id}
)`;

/** Requests from the quote form (no order) or from an order that was paid. */
export const isShownRequest = sql`(
  not exists (select 1 from ${orders} where ${orders.catering_request_id} = ${cateringRequests.id})
  or exists (
    select 1 from ${orders}
    where ${orders.catering_request_id} = ${cateringRequests.id}
      and ${orders.payment_status} in ('paid', 'refunded')
  )
)`;

const summaryColumns = {
  id: cateringRequests.id,
  customerName: cateringRequests.customer_name,
  email: cateringRequests.email,
  phone: cateringRequests.phone,
  eventDate: sql<string>`to_char(${cateringRequests.event_date}, 'YYYY-MM-DD')`,
  eventTime: cateringRequests.event_time,
  guestCount: cateringRequests.guest_count,
  eventType: cateringRequests.event_type,
  deliveryOption: cateringRequests.delivery_option,
  status: cateringRequests.status,
  createdAt: cateringRequests.created_at,
};

type SummaryRow = Omit<CateringRequestSummary, "createdAt" | "order"> & { createdAt: Date };

async function attachOrders(db: Executor, rows: SummaryRow[]): Promise<CateringRequestSummary[]> {
  const ids = rows.map((row) => row.id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({
            requestId: orders.catering_request_id,
            id: orders.id,
            orderNumber: orders.order_number,
            total: orders.total,
            refundAmount: orders.refund_amount,
            status: orders.status,
            paymentStatus: orders.payment_status,
          })
          .from(orders)
          .where(and(inArray(orders.catering_request_id, ids), inArray(orders.payment_status, PAID)));
  const byRequest = new Map(paid.map((order) => [order.requestId, order]));
  return rows.map((row) => {
    const order = byRequest.get(row.id);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      order: order
        ? {
            id: order.id,
            orderNumber: order.orderNumber,
            total: order.total,
            refundAmount: order.refundAmount,
            status: order.status,
            paymentStatus: order.paymentStatus,
          }
        : null,
    };
  });
}

/** The requests, newest first, by status and event date range (dates are the event's own). */
export async function listCateringRequests(
  db: Executor,
  filters: CateringRequestFilters,
): Promise<CateringRequestSummary[]> {
  const conditions: SQL[] = [isShownRequest];
  if (filters.status) conditions.push(eq(cateringRequests.status, filters.status));
  if (filters.from) conditions.push(gte(cateringRequests.event_date, filters.from));
  if (filters.to) conditions.push(lte(cateringRequests.event_date, filters.to));
  const rows = await db
    .select(summaryColumns)
    .from(cateringRequests)
    .where(and(...conditions))
    .orderBy(desc(cateringRequests.created_at), desc(cateringRequests.id))
    .limit(500);
  return attachOrders(db, rows);
}

/** The events still ahead (from `today`, the business's date), soonest first. */
export async function listUpcomingCateringEvents(
  db: Executor,
  today: string,
  limit = 10,
): Promise<CateringRequestSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(cateringRequests)
    .where(
      and(
        isShownRequest,
        gte(cateringRequests.event_date, today),
        inArray(cateringRequests.status, [...OPEN_CATERING_STATUSES]),
      ),
    )
    .orderBy(asc(cateringRequests.event_date), asc(cateringRequests.event_time), asc(cateringRequests.id))
    .limit(limit);
  return attachOrders(db, rows);
}

export async function readCateringRequest(db: Executor, id: string): Promise<CateringRequestDetails | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      specialRequests: cateringRequests.special_requests,
      internalNotes: cateringRequests.internal_notes,
      updatedAt: cateringRequests.updated_at,
    })
    .from(cateringRequests)
    .where(eq(cateringRequests.id, id))
    .limit(1);
  if (!row) return null;
  const { specialRequests, internalNotes, updatedAt, ...summary } = row;
  const [withOrder] = await attachOrders(db, [summary]);
  const [messages, lines] = await Promise.all([
    db
      .select()
      .from(cateringRequestMessages)
      .where(eq(cateringRequestMessages.catering_request_id, id))
      .orderBy(asc(cateringRequestMessages.created_at), asc(cateringRequestMessages.id)),
    withOrder?.order
      ? db
          .select({
            id: orderItems.id,
            title: orderItems.title,
            tierName: orderItems.tier_name,
            quantity: orderItems.quantity,
            price: orderItems.price,
          })
          .from(orderItems)
          .where(eq(orderItems.order_id, withOrder.order.id))
          .orderBy(asc(orderItems.created_at), asc(orderItems.id))
      : Promise.resolve([]),
  ]);
  return {
    ...withOrder!,
    specialRequests,
    internalNotes,
    updatedAt: updatedAt.toISOString(),
    messages: toThreadMessages(messages),
    orderLines: lines,
  };
}

async function lockRequest(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(cateringRequests)
    .where(eq(cateringRequests.id, id))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}

/** One field of a request changed, with its audit row; a value that did not change writes nothing. */
async function changeRequestField(
  db: Executor,
  actorUserId: string,
  id: string,
  field: "status" | "internal_notes",
  value: string,
  audited: (value: string) => Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (before[field] === value) return;
    await tx
      .update(cateringRequests)
      .set({ [field]: value, updated_at: new Date() })
      .where(eq(cateringRequests.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "catering_requests",
      entityId: id,
      before: audited(before[field]),
      after: audited(value),
    });
  });
}

export function changeCateringRequestStatus(
  db: Executor,
  actorUserId: string,
  id: string,
  status: CateringRequestStatus,
): Promise<void> {
  return changeRequestField(db, actorUserId, id, "status", status, (value) => ({ status: value }));
}

export function saveCateringRequestNotes(
  db: Executor,
  actorUserId: string,
  id: string,
  notes: string,
): Promise<void> {
  // The audit log says that the notes changed, not what they say.
  return changeRequestField(db, actorUserId, id, "internal_notes", notes, (value) => ({
    internal_notes_length: value.length,
  }));
}

const REQUEST_THREAD: ReplyThread<typeof cateringRequests.$inferSelect> = {
  kind: "catering-reply",
  owners: cateringRequests,
  lock: lockRequest,
  messages: cateringRequestMessages,
  threadKey: "catering_request_id",
  statusAfterReply: (status) => (status === "pending" ? "contacted" : status),
  wording: (request, reply) => ({
    subject: `Your catering request with ${reply.businessName}`,
    thanks: `Thank you for your catering request for ${request.guest_count} guests.`,
  }),
  audit: { entity: "catering_request_messages", fields: (id) => ({ catering_request_id: id }) },
};

/**
 * A staff reply: kept with the request, emailed to the customer through the outbox, and a pending
 * request becomes contacted, in one transaction.
 */
export function replyToCateringRequest(
  db: Executor,
  actorUserId: string,
  id: string,
  input: { message: string },
  options: { businessName: string; replyTo: string | null },
): Promise<{ messageId: string }> {
  return replyInThread(db, REQUEST_THREAD, { id, actorUserId, message: input.message, ...options });
}

/** Each reply's email state in the outbox (for the thread's footnote). */
export function readCateringReplyDelivery(
  db: Executor,
  messageIds: string[],
): Promise<Record<string, string>> {
  return readReplyDeliveries(db, "catering-reply", messageIds);
}
