import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { openDatabase } from "#server/db/client.ts";
import { orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { sessionCookieFor } from "#server/test/page-context.ts";
import { loadConfig } from "#server/config.ts";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { createHttpApp } from "#server/http.ts";
import { ADMIN_HEARTBEAT_MS, UNREADABLE_CURSOR_MESSAGE } from "#server/admin/api.ts";
import { parseArrivalCursor, START_CURSOR, type Arrivals } from "#domain/arrival-cursor.ts";
import { latestArrivalCursor, listArrivalsSince } from "./arrivals.ts";

const database = useTestDatabase();
const ORIGIN = "http://127.0.0.1:3000";
const BASE = new Date("2026-11-25T17:00:00Z").getTime();

type Kind = "paid" | "unpaid" | "in-person" | "acknowledged";

/** An order that reached the kitchen `second` seconds after BASE (an unpaid checkout never does). */
async function insertOrder(number: string, second: number, kind: Kind = "paid", at?: Date) {
  const when = at ?? new Date(BASE + second * 1000);
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: number,
      customer_name: `Customer ${number}`,
      customer_email: "ada@example.com",
      subtotal: 1000,
      tax: 0,
      total: 1000,
      payment_provider: kind === "in-person" ? "in_person" : "sandbox",
      payment_method: kind === "in-person" ? "in_person" : "card",
      payment_session_id: `sess_${randomUUID()}`,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
      payment_status: kind === "paid" || kind === "acknowledged" ? "paid" : "unpaid",
      // a phone order paid in person reaches the kitchen when it is taken
      created_at: kind === "in-person" ? when : new Date(when.getTime() - 60_000),
      paid_at: kind === "paid" || kind === "acknowledged" ? when : null,
      acknowledged_at: kind === "acknowledged" ? when : null,
    })
    .returning({ id: orders.id });
  return row!.id;
}

function cursorOf(value: string) {
  const cursor = parseArrivalCursor(value);
  if (!cursor) throw new Error(`not a cursor: ${value}`);
  return cursor;
}

beforeAll(async () => {
  await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
});

beforeEach(async () => {
  await database.db.execute(sql`delete from orders`);
});

describe("the orders that arrived after a board's cursor", () => {
  it("are the orders that reached the kitchen after it, oldest first, each once", async () => {
    expect(await latestArrivalCursor(database.db)).toBe(START_CURSOR);
    await insertOrder("1001", 1);
    await insertOrder("1002", 2);
    const seen = await latestArrivalCursor(database.db);
    // inserted out of order: the list follows the arrival, not the insertion
    await insertOrder("1005", 5);
    await insertOrder("1003", 3, "unpaid");
    await insertOrder("1004", 4, "in-person");
    await insertOrder("1003b", 3, "acknowledged");

    const since = await listArrivalsSince(database.db, cursorOf(seen));
    expect(since.orders.map((order) => order.number)).toEqual(["1003b", "1004", "1005"]);
    expect(since.more).toBe(false);
    expect(since.orders.map((order) => order.needsAction)).toEqual([false, false, true]);
    expect(since.orders[2]).toMatchObject({
      customerName: "Customer 1005",
      total: 1000,
      orderType: "pickup",
      arrivedAt: new Date(BASE + 5000).toISOString(),
    });
    // asking again from the answer's cursor repeats nothing
    const again = await listArrivalsSince(database.db, cursorOf(since.cursor));
    expect(again.orders).toEqual([]);
    expect(again.cursor).toBe(since.cursor);
    expect(since.cursor).toBe(await latestArrivalCursor(database.db));
  });

  it("pages through orders of the same instant by id, without a gap or a repeat", async () => {
    const instant = new Date(BASE + 10_000);
    const ids: string[] = [];
    for (let index = 0; index < 7; index++) ids.push(await insertOrder(`20${index}`, 0, "paid", instant));
    // to the microsecond: an order 1 µs later comes after all of them
    const later = await insertOrder("300", 0, "paid", new Date(BASE + 10_001));
    const read: string[] = [];
    let cursor = START_CURSOR;
    for (let page = 0; page < 10; page++) {
      const answer = await listArrivalsSince(database.db, cursorOf(cursor), 3);
      read.push(...answer.orders.map((order) => order.id));
      cursor = answer.cursor;
      if (!answer.more) break;
    }
    expect(read).toEqual([...ids.sort(), later]);
    expect(new Set(read).size).toBe(read.length);
  });

  it("keeps microseconds apart: an order paid 1 µs after the cursor is not lost", async () => {
    await database.db.execute(sql`
      insert into orders (order_number, customer_name, customer_email, subtotal, tax, total,
        payment_provider, payment_session_id, access_token, order_type, payment_status, paid_at)
      values
        ('A', 'Ann', 'a@example.com', 100, 0, 100, 'sandbox', ${`s_${randomUUID()}`}, ${randomUUID()}, 'pickup', 'paid', '2026-11-25 17:00:00.000001+00'),
        ('B', 'Bob', 'b@example.com', 100, 0, 100, 'sandbox', ${`s_${randomUUID()}`}, ${randomUUID()}, 'pickup', 'paid', '2026-11-25 17:00:00.000002+00')`);
    const all = await listArrivalsSince(database.db, cursorOf(START_CURSOR));
    expect(all.orders.map((order) => order.number)).toEqual(["A", "B"]);
    const afterFirst = await listArrivalsSince(
      database.db,
      cursorOf(`${BigInt(BASE) * 1000n + 1n}_ffffffff-ffff-ffff-ffff-ffffffffffff`),
    );
    expect(afterFirst.orders.map((order) => order.number)).toEqual(["B"]);
  });

  it("reads the same on a second instance behind the same database", async () => {
    await insertOrder("1", 1);
    const seen = await latestArrivalCursor(database.db);
    const second = database.url
      ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 2 })
      : null;
    try {
      // paid through the other instance
      await insertOrder("2", 2);
      const fromOther = await listArrivalsSince(second?.db ?? database.db, cursorOf(seen));
      const fromThis = await listArrivalsSince(database.db, cursorOf(seen));
      expect(fromOther).toEqual(fromThis);
      expect(fromOther.orders.map((order) => order.number)).toEqual(["2"]);
    } finally {
      await second?.close();
    }
  });
});

describe("GET /api/admin/orders/arrivals and the admin stream's heartbeat", () => {
  const app = (heartbeatMs?: number) =>
    createHttpApp({
      config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN }),
      database,
      log: pino({ level: "silent" }),
      events: createInProcessEventBus(),
      ...(heartbeatMs ? { adminHeartbeatMs: heartbeatMs } : {}),
    });

  it("answers a signed-in admin, refuses everyone else, and a cursor it cannot read gets 400", async () => {
    await insertOrder("1", 1);
    const seen = await latestArrivalCursor(database.db);
    await insertOrder("2", 2);
    const server = app();
    const cookie = await sessionCookieFor(database.db, "owner@example.com", "Correct-Horse-42");
    const ask = (since: string, headers: Record<string, string> = { Cookie: cookie }) =>
      server.request(`/api/admin/orders/arrivals?since=${encodeURIComponent(since)}`, { headers });

    const answer = await ask(seen);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const body = (await answer.json()) as Arrivals;
    expect(body.orders.map((order) => order.number)).toEqual(["2"]);

    expect((await ask(seen, {})).status).toBe(401);
    for (const bad of [
      "",
      "yesterday",
      "12_not-an-id",
      `-1_${randomUUID()}`,
      `${"9".repeat(30)}_${randomUUID()}`,
    ]) {
      const refused = await ask(bad);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { message: UNREADABLE_CURSOR_MESSAGE } });
    }
    // without a cursor: where the orders stand now
    const now = await server.request("/api/admin/orders/arrivals", { headers: { Cookie: cookie } });
    expect(now.status).toBe(200);
    expect(await now.json()).toEqual({
      orders: [],
      cursor: await latestArrivalCursor(database.db),
      more: false,
    });
  });

  it("the stream sends a heartbeat event the page can hear, at least every 15 s", async () => {
    expect(ADMIN_HEARTBEAT_MS).toBeLessThanOrEqual(15_000);
    const server = app(20);
    const cookie = await sessionCookieFor(database.db, "owner@example.com", "Correct-Horse-42");
    const closed = new AbortController();
    const response = await server.request("/api/admin/events", {
      headers: { Cookie: cookie, Origin: ORIGIN },
      signal: closed.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: heartbeat")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await reader.cancel();
    expect(text).toContain("event: ready");
    expect(text).toMatch(/event: heartbeat\ndata: \{"at":\d+\}/);
  });
});
