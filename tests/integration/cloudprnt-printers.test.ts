// A CloudPRNT printer simulation (docs/product.md §6.22): two printers speak the protocol over HTTP
// to the real server app, as a Star printer does. Every confirmed order prints exactly once on each
// printer that takes its type, with polls repeated and a confirmation lost; an error a printer
// reports reaches the order board's data; bad input gets 400 or 401, never a 500.
import type { AddressInfo } from "node:net";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import { eq } from "drizzle-orm";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { loadConfig } from "#server/config.ts";
import { orders, orderItems, printJobs, user } from "#server/db/schema/index.ts";
import { createHttpApp } from "#server/http.ts";
import { takeKitchenStep } from "#server/orders/admin-service.ts";
import { makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { loadOrderBoard } from "#app/routes/admin/orders.server.ts";
import { createPrinter, listPrinters, requestReprint } from "#server/printers/admin-service.ts";

const database = useTestDatabase();
let server: ServerType;
let base = "";
let adminCookie = "";
let actor = "";

beforeAll(async () => {
  adminCookie = await signInFirstAdmin(database.db);
  // the admin signed in above; the audit rows name them
  const [admin] = await database.db.select({ id: user.id }).from(user).limit(1);
  actor = admin!.id;
  const app = createHttpApp({
    config: loadConfig({ NODE_ENV: "test" }),
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type OrderType = "pickup" | "delivery" | "catering";

async function confirmedOrder(orderType: OrderType, title: string): Promise<{ id: string; number: string }> {
  const number = `7${Math.floor(Math.random() * 100000)}`;
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: number,
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
      customer_phone: "5551234567",
      subtotal: 1899,
      tax: 0,
      total: 1899,
      payment_provider: "sandbox",
      payment_session_id: `sess_${randomUUID()}`,
      access_token: randomBytes(24).toString("base64url"),
      order_type: orderType,
      payment_status: "paid",
      paid_at: new Date(),
      special_instructions: "Ring the bell [twice]",
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values({
    order_id: row!.id,
    title,
    quantity: 2,
    price: 1899,
    item_type: "catering",
    selected_modifiers: [{ groupName: "Spice", selectedOptions: [{ name: "Hot", priceAdjustment: 0 }] }],
  });
  await takeKitchenStep(database.db, { userId: actor, name: "Olive" }, row!.id, "confirm", {
    publicUrl: "http://shop.test",
  });
  return { id: row!.id, number };
}

/** A printer as Star's CloudPRNT client behaves: poll, fetch, confirm. */
class SimulatedPrinter {
  printed: string[] = [];
  constructor(
    readonly url: string,
    readonly mac: string,
  ) {}

  poll(statusCode = "200%20OK") {
    return fetch(this.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        status: "23 6 0 0 0 0 0 0 0 ",
        printerMAC: this.mac,
        statusCode,
        printingInProgress: false,
        clientAction: null,
      }),
    });
  }

  /** One round: poll; when a job is ready, GET it and (unless lost) DELETE it. Returns the ticket. */
  async round(options: { loseDelete?: boolean; type?: string } = {}): Promise<string | null> {
    const answer = (await (await this.poll()).json()) as {
      jobReady: boolean;
      mediaTypes?: string[];
      jobToken?: string;
    };
    if (!answer.jobReady) return null;
    const type = options.type ?? "text/plain";
    expect(answer.mediaTypes).toContain(type);
    const query = `&mac=${encodeURIComponent(this.mac)}&type=${encodeURIComponent(type)}&token=${answer.jobToken}`;
    const job = await fetch(`${this.url}${query}`);
    expect(job.status).toBe(200);
    expect(job.headers.get("content-type")).toBe(type);
    const ticket = await job.text();
    if (!options.loseDelete) {
      const done = await fetch(
        `${this.url}&mac=${encodeURIComponent(this.mac)}&code=200%20OK&token=${answer.jobToken}`,
        { method: "DELETE" },
      );
      expect(done.status).toBe(200);
      this.printed.push(ticket);
    }
    return ticket;
  }
}

function orderNumberOf(ticket: string): string {
  return /#(\d+)/.exec(ticket)?.[1] ?? "";
}

describe("CloudPRNT printers", () => {
  let kitchen: SimulatedPrinter;
  let delivery: SimulatedPrinter;
  let placed: { id: string; number: string; orderType: OrderType }[] = [];

  beforeAll(async () => {
    await createPrinter(database.db, actor, {
      name: "Kitchen",
      mac_address: "00-11-62-0A-1B-2C",
      takes: "all",
    });
    await createPrinter(database.db, actor, {
      name: "Driver desk",
      mac_address: "0011620a1b2d",
      takes: "delivery",
    });
    const listed = await listPrinters(database.db, base);
    const urlOf = (name: string) => listed.find((printer) => printer.name === name)!.url;
    kitchen = new SimulatedPrinter(urlOf("Kitchen"), "00:11:62:0a:1b:2c");
    delivery = new SimulatedPrinter(urlOf("Driver desk"), "00:11:62:0A:1B:2D");
    const types: OrderType[] = ["pickup", "delivery", "catering", "delivery", "pickup"];
    placed = [];
    for (const [index, orderType] of types.entries()) {
      placed.push({ ...(await confirmedOrder(orderType, `Jerk chicken ${index}`)), orderType });
    }
  });

  it("prints each confirmed order once on every printer that takes it, through repeated polls and a lost confirmation", async () => {
    // the kitchen printer loses its first confirmation: the same job is offered again
    const lost = await kitchen.round({ loseDelete: true });
    expect(lost).not.toBeNull();
    const again = await kitchen.round();
    expect(orderNumberOf(again!)).toBe(orderNumberOf(lost!));

    // both printers poll over and over, more often than there are jobs
    for (let index = 0; index < 12; index += 1) {
      await kitchen.round();
      await delivery.round();
      await kitchen.poll();
    }
    const kitchenNumbers = kitchen.printed.map(orderNumberOf).sort();
    const deliveryNumbers = delivery.printed.map(orderNumberOf).sort();
    expect(kitchenNumbers).toEqual(placed.map((order) => order.number).sort());
    expect(deliveryNumbers).toEqual(
      placed
        .filter((order) => order.orderType === "delivery")
        .map((order) => order.number)
        .sort(),
    );
    // nothing is offered any more
    expect(await (await kitchen.poll()).json()).toEqual({ jobReady: false });
    expect(await (await delivery.poll()).json()).toEqual({ jobReady: false });
  });

  it("prints the kitchen copy: no prices, 48 columns, the order's lines and notes", () => {
    const ticket = kitchen.printed[0]!;
    expect(ticket).toContain("KITCHEN COPY");
    expect(ticket).toContain("2 x Jerk chicken");
    expect(ticket).toContain("Spice: Hot");
    expect(ticket).toContain("NOTE: Ring the bell [twice]");
    expect(ticket).toContain("Ada Lovelace");
    expect(ticket).not.toMatch(/\$\d/);
    for (const line of ticket.split("\n")) expect(line.length).toBeLessThanOrEqual(48);
  });

  it("prints an order again when asked on the order page, once, in Star markup when the printer takes it", async () => {
    const order = placed.find((entry) => entry.orderType === "delivery")!;
    const names = await requestReprint(database.db, actor, { orderId: order.id, printer: "all" });
    expect(names.sort()).toEqual(["Driver desk", "Kitchen"]);
    // asked twice before it printed: still one reprint per printer
    await requestReprint(database.db, actor, { orderId: order.id, printer: "all" });
    const markup = await kitchen.round({ type: "text/vnd.star.markup" });
    expect(markup).toContain("[magnify: width 2; height 2]");
    expect(markup).toContain("PRINTED AGAIN");
    expect(markup).toContain("Ring the bell \\[twice]");
    expect(markup).toContain("[cut: feed; partial]");
    expect(await kitchen.round()).toBeNull();
    expect(orderNumberOf((await delivery.round())!)).toBe(order.number);
    expect(await delivery.round()).toBeNull();
    const jobs = await database.db.select().from(printJobs).where(eq(printJobs.order_id, order.id));
    expect(jobs.filter((job) => job.kind === "order")).toHaveLength(2);
    expect(jobs.filter((job) => job.kind === "reprint")).toHaveLength(2);
  });

  it("shows a printer's error on the order board until it is ready again", async () => {
    const board = () =>
      loadOrderBoard(
        new Request("http://shop.test/admin/orders"),
        makePageContext(database.db, { headers: { Cookie: adminCookie } }),
      );
    expect((await board()).printerProblems).toEqual([]);
    expect((await kitchen.poll("410%20Out%20of%20paper")).status).toBe(200);
    expect((await board()).printerProblems).toEqual([
      expect.objectContaining({ name: "Kitchen", words: "Out of paper" }),
    ]);
    await delivery.poll("420 Cover open");
    expect((await board()).printerProblems.map((problem) => problem.words).sort()).toEqual([
      "Cover open",
      "Out of paper",
    ]);
    await kitchen.poll();
    await delivery.poll();
    expect((await board()).printerProblems).toEqual([]);
  });

  it("refuses an unknown printer, a wrong secret or another MAC address alike with 401", async () => {
    const wrongKey = kitchen.url.replace(/key=[^&]+/, `key=${randomBytes(24).toString("base64url")}`);
    const noKey = kitchen.url.replace(/\?key=[^&]+/, "");
    const otherMac = new SimulatedPrinter(kitchen.url, "00:11:62:ff:ff:ff");
    const answers = [
      await new SimulatedPrinter(wrongKey, kitchen.mac).poll(),
      await new SimulatedPrinter(noKey, kitchen.mac).poll(),
      await new SimulatedPrinter(`${noKey}?key=x`, kitchen.mac).poll(),
      await otherMac.poll(),
      await fetch(`${wrongKey}&mac=${kitchen.mac}&type=text/plain`),
      await fetch(`${wrongKey}&mac=${kitchen.mac}&code=OK`, { method: "DELETE" }),
      await fetch(`${kitchen.url}&mac=00:11:62:ff:ff:ff&type=text/plain`),
    ];
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(new Set(bodies).size).toBe(1);
    // a wrong key with a malformed body learns nothing either
    expect((await fetch(wrongKey, { method: "POST", body: "{not json" })).status).toBe(401);
  });

  it("answers a malformed status with 400 and other bad input without a 500", async () => {
    const post = (body: string) => fetch(kitchen.url, { method: "POST", body });
    expect((await post("{not json")).status).toBe(400);
    expect((await post("[]")).status).toBe(400);
    expect((await post(JSON.stringify({ printerMAC: kitchen.mac }))).status).toBe(400);
    expect((await post(JSON.stringify({ statusCode: 200 }))).status).toBe(400);
    expect((await post(JSON.stringify({ statusCode: "200 OK", printingInProgress: "yes" }))).status).toBe(
      400,
    );
    expect((await post(JSON.stringify({ statusCode: "x".repeat(20_000) }))).status).toBe(400);
    // nothing waits, an unknown token, a media type we do not make, a missing code
    expect((await fetch(`${kitchen.url}&mac=${kitchen.mac}&type=text/plain`)).status).toBe(404);
    expect((await fetch(`${kitchen.url}&type=text/plain&token=not-a-token`)).status).toBe(404);
    expect((await fetch(`${kitchen.url}&type=text/plain&token=${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${kitchen.url}&type=image/png`)).status).toBe(415);
    expect((await fetch(`${kitchen.url}&token=${randomUUID()}`, { method: "DELETE" })).status).toBe(400);
    expect((await fetch(`${kitchen.url}&code=OK&token=${randomUUID()}`, { method: "DELETE" })).status).toBe(
      404,
    );
  });

  it("offers a job again after the printer reports it could not print it", async () => {
    const order = await confirmedOrder("pickup", "Curry goat");
    const answer = (await (await kitchen.poll()).json()) as { jobReady: boolean; jobToken: string };
    expect(answer.jobReady).toBe(true);
    const failed = await fetch(`${kitchen.url}&code=520%20Timeout&token=${answer.jobToken}`, {
      method: "DELETE",
    });
    expect(failed.status).toBe(200);
    expect(orderNumberOf((await kitchen.round())!)).toBe(order.number);
    expect(await kitchen.round()).toBeNull();
  });
});
