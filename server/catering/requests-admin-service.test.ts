import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  auditLog,
  cateringRequestMessages,
  cateringRequests,
  mailOutbox,
  orderItems,
  orders,
} from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import type { QuoteRequestInput } from "#domain/catering.ts";
import { quoteRequestValues } from "./service.ts";
import {
  changeCateringRequestStatus,
  listCateringRequests,
  listUpcomingCateringEvents,
  readCateringReplyDelivery,
  readCateringRequest,
  replyToCateringRequest,
  saveCateringRequestNotes,
} from "./requests-admin-service.ts";

const database = useTestDatabase();
const OPTIONS = { businessName: "Island Spice Kitchen", replyTo: "hello@islandspice.example" };
const NO_FILTERS = { status: null, from: null, to: null };

function request(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    customerName: "Ana Lopez",
    email: "ana@example.com",
    phone: "5550100",
    eventDate: "2030-06-01",
    eventTime: "17:00",
    guestCount: 40,
    eventType: "Wedding",
    deliveryOption: "delivery",
    specialRequests: "No <b>nuts</b>",
    ...overrides,
  };
}

async function storeRequest(overrides: Partial<QuoteRequestInput> = {}): Promise<string> {
  const [row] = await database.db
    .insert(cateringRequests)
    .values(quoteRequestValues(request(overrides)))
    .returning({ id: cateringRequests.id });
  return row!.id;
}

/** A catering order for a request, paid or not, with one tray. */
async function storeOrder(requestId: string, paymentStatus: "paid" | "unpaid", number: string) {
  const [order] = await database.db
    .insert(orders)
    .values({
      order_number: number,
      customer_name: "Ana Lopez",
      customer_email: "ana@example.com",
      subtotal: 16000,
      total: 16000,
      payment_status: paymentStatus,
      payment_provider: "sandbox",
      access_token: `token-${number}`,
      order_type: "catering",
      catering_request_id: requestId,
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values({
    order_id: order!.id,
    title: "Jerk Chicken Tray",
    quantity: 2,
    price: 8000,
    item_type: "catering",
    tier_name: "Half Tray",
  });
}

async function owner(): Promise<string> {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  return userId;
}

describe("catering requests in the admin", () => {
  let ownerId = "";
  let quote = "";
  let paid = "";
  let abandoned = "";

  it("lists quote requests and paid orders' requests, never an unpaid checkout's", async () => {
    ownerId = await owner();
    quote = await storeRequest();
    paid = await storeRequest({
      customerName: "Ben Cole",
      email: "ben@example.com",
      eventDate: "2030-05-01",
    });
    await storeOrder(paid, "paid", "C-2001");
    abandoned = await storeRequest({ customerName: "Cy Drop", eventDate: "2030-04-01" });
    await storeOrder(abandoned, "unpaid", "C-2002");

    const rows = await listCateringRequests(database.db, NO_FILTERS);
    expect(rows.map((row) => row.id).sort()).toEqual([quote, paid].sort());
    const fromOrder = rows.find((row) => row.id === paid);
    expect(fromOrder?.order).toMatchObject({ orderNumber: "C-2001", total: 16000, paymentStatus: "paid" });
    expect(rows.find((row) => row.id === quote)?.order).toBeNull();
  });

  it("filters by status and by the event's date range", async () => {
    expect(
      (await listCateringRequests(database.db, { ...NO_FILTERS, from: "2030-05-15" })).map((r) => r.id),
    ).toEqual([quote]);
    expect(
      (await listCateringRequests(database.db, { ...NO_FILTERS, to: "2030-05-15" })).map((r) => r.id),
    ).toEqual([paid]);
    expect(await listCateringRequests(database.db, { ...NO_FILTERS, status: "confirmed" })).toEqual([]);
  });

  it("shows the events ahead soonest first, leaving out past, closed and unpaid ones", async () => {
    const past = await storeRequest({ customerName: "Old Party", eventDate: "2020-01-01" });
    const upcoming = await listUpcomingCateringEvents(database.db, "2026-01-01");
    expect(upcoming.map((row) => row.id)).toEqual([paid, quote]);
    await changeCateringRequestStatus(database.db, ownerId, paid, "cancelled");
    expect((await listUpcomingCateringEvents(database.db, "2026-01-01")).map((row) => row.id)).toEqual([
      quote,
    ]);
    expect((await listUpcomingCateringEvents(database.db, "2026-01-01")).map((row) => row.id)).not.toContain(
      past,
    );
  });

  it("reads a request with its order's lines, and nothing for an unknown id", async () => {
    const details = await readCateringRequest(database.db, paid);
    expect(details).toMatchObject({
      customerName: "Ben Cole",
      specialRequests: "No <b>nuts</b>",
      internalNotes: "",
      orderLines: [{ title: "Jerk Chicken Tray", tierName: "Half Tray", quantity: 2, price: 8000 }],
    });
    expect(await readCateringRequest(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("a reply is kept, emailed through the outbox, moves a pending request to contacted, and is audited", async () => {
    const { messageId } = await replyToCateringRequest(
      database.db,
      ownerId,
      quote,
      { message: "We can do it. A quote follows." },
      OPTIONS,
    );
    const details = await readCateringRequest(database.db, quote);
    expect(details?.status).toBe("contacted");
    expect(details?.messages).toMatchObject([
      { id: messageId, sender: "admin", message: "We can do it. A quote follows." },
    ]);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupe_key, `catering-reply:${messageId}`));
    expect(mail).toMatchObject({ to_address: "ana@example.com", kind: "catering-reply" });
    expect(mail?.subject).toBe("Your catering request with Island Spice Kitchen");
    expect(mail?.text).toContain("We can do it. A quote follows.");
    expect(mail?.text).toContain("40 guests");
    expect(await readCateringReplyDelivery(database.db, [messageId])).toEqual({ [messageId]: "pending" });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "catering_request_messages"), eq(auditLog.entity_id, messageId)));
    expect(audit).toHaveLength(1);
  });

  it("changes the status and the notes with an audit row each; the notes' words stay out of the log", async () => {
    await changeCateringRequestStatus(database.db, ownerId, quote, "quoted");
    await saveCateringRequestNotes(database.db, ownerId, quote, "Quoted $900, deposit by May.");
    const details = await readCateringRequest(database.db, quote);
    expect(details).toMatchObject({ status: "quoted", internalNotes: "Quoted $900, deposit by May." });
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "catering_requests"), eq(auditLog.entity_id, quote)));
    expect(rows.map((row) => (row.details as { after?: unknown } | null)?.after)).toEqual(
      expect.arrayContaining([{ status: "quoted" }, { internal_notes_length: 28 }]),
    );
    expect(JSON.stringify(rows)).not.toContain("deposit");
  });

  it("refuses a change to a request that does not exist, storing nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const before = await database.db.select().from(cateringRequestMessages);
    for (const attempt of [
      () => changeCateringRequestStatus(database.db, ownerId, missing, "confirmed"),
      () => saveCateringRequestNotes(database.db, ownerId, missing, "x"),
      () => replyToCateringRequest(database.db, ownerId, missing, { message: "Hi" }, OPTIONS),
    ]) {
      const error = await attempt().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(isAppError(error) && error.code).toBe("NOT_FOUND");
    }
    expect(await database.db.select().from(cateringRequestMessages)).toHaveLength(before.length);
  });
});
