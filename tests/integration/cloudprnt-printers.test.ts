// Kitchen printers through Star CloudPRNT (docs/product/06-admin.md §6.22): printers simulated from Star's
// CloudPRNT Protocol Guide (server/test/cloudprnt-printer.ts: the models' media types, firmware with
// and without job tokens, the poll's client actions, DELETE codes) speak HTTP to the real server app.
// Every confirmed order prints exactly once on each printer that takes its type, in StarPRNT or as a
// picture; a ticket a printer gives up on is cleared, shown as "Didn't print" with Print again, and
// the next ticket prints; a printer without job tokens confirms the ticket it fetched; a printer is
// offline after twice its polling interval plus 5 s; bad input gets 400 or 401, never a 500.
import type { AddressInfo } from "node:net";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { loadConfig } from "#server/config.ts";
import { orderEvents, orders, orderItems, printers, printJobs, user } from "#server/db/schema/index.ts";
import { createHttpApp } from "#server/http.ts";
import { takeKitchenStep } from "#server/orders/admin-service.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { CloudPrntPrinter, type FetchedTicket, type PrinterModel } from "#server/test/cloudprnt-printer.ts";
import { loadOrderBoard } from "#app/routes/admin/orders.server.ts";
import { changeOrder, loadOrder } from "#app/routes/admin/order.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import {
  createPrinter,
  listPrinterProblems,
  listPrinters,
  requestReprint,
} from "#server/printers/admin-service.ts";

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
type PlacedOrder = { id: string; number: string };

const asAdmin = () => makePageContext(database.db, { headers: { Cookie: adminCookie } });

async function confirmedOrder(orderType: OrderType, title: string): Promise<PlacedOrder> {
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

/** A printer set up on Settings → Printers, and its simulation at the address the page shows. */
async function addPrinter(
  name: string,
  mac: string,
  options: {
    model: PrinterModel;
    firmware: string;
    takes?: "all" | "delivery";
    pollIntervalSeconds?: number;
  },
): Promise<CloudPrntPrinter> {
  await createPrinter(database.db, actor, { name, mac_address: mac, takes: options.takes ?? "all" });
  const listed = await listPrinters(database.db, base);
  const url = listed.find((printer) => printer.name === name)!.url;
  return new CloudPrntPrinter({ url, mac, ...options });
}

function orderNumberOf(ticket: FetchedTicket | null | undefined): string {
  return /#(\d+)/.exec(ticket?.text ?? "")?.[1] ?? "";
}

/** The printer polls until nothing more is ready; the tickets it fetched meanwhile. */
async function printAll(printer: CloudPrntPrinter): Promise<FetchedTicket[]> {
  const fetched: FetchedTicket[] = [];
  for (let round = 0; round < 20; round += 1) {
    const ticket = await printer.cycle();
    if (!ticket) return fetched;
    fetched.push(ticket);
  }
  throw new Error("The printer was offered tickets without end");
}

async function timelineOf(orderId: string) {
  return database.db
    .select({ kind: orderEvents.kind, note: orderEvents.note })
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId));
}

async function printerId(name: string): Promise<string> {
  const [row] = await database.db.select({ id: printers.id }).from(printers).where(eq(printers.name, name));
  return row!.id;
}

const board = () => loadOrderBoard(new Request("http://shop.test/admin/orders"), asAdmin());
const orderPage = (id: string) =>
  loadOrder(new Request(`http://shop.test/admin/orders/${id}`), asAdmin(), id);

describe("CloudPRNT printers", () => {
  let kitchen: CloudPrntPrinter;
  let delivery: CloudPrntPrinter;
  let placed: (PlacedOrder & { orderType: OrderType })[] = [];

  beforeAll(async () => {
    kitchen = await addPrinter("Kitchen", "00:11:62:0a:1b:2c", { model: "mC-Print3", firmware: "5.1" });
    delivery = await addPrinter("Driver desk", "00:11:62:0A:1B:2D", {
      model: "TSP100IV",
      firmware: "1.0",
      takes: "delivery",
    });
    const types: OrderType[] = ["pickup", "delivery", "catering", "delivery", "pickup"];
    placed = [];
    for (const [index, orderType] of types.entries()) {
      placed.push({ ...(await confirmedOrder(orderType, `Jerk chicken ${index}`)), orderType });
    }
  });

  it("prints each confirmed order once on every printer that takes it, through repeated polls and a lost confirmation", async () => {
    // the kitchen printer loses its first confirmation: the same job is offered again
    const lost = await kitchen.cycle({ loseConfirmation: true });
    expect(lost).not.toBeNull();
    const again = await kitchen.cycle();
    expect(orderNumberOf(again)).toBe(orderNumberOf(lost));

    // both printers poll over and over, more often than there are jobs
    for (let index = 0; index < 12; index += 1) {
      await kitchen.cycle();
      await delivery.cycle();
      await kitchen.poll();
    }
    const numbers = (printer: CloudPrntPrinter) =>
      printer.printed
        .filter((ticket) => ticket !== lost)
        .map(orderNumberOf)
        .sort();
    expect(numbers(kitchen)).toEqual(placed.map((order) => order.number).sort());
    expect(numbers(delivery)).toEqual(
      placed
        .filter((order) => order.orderType === "delivery")
        .map((order) => order.number)
        .sort(),
    );
    // nothing is offered any more
    expect((await kitchen.poll()).answer?.jobReady).toBe(false);
    expect((await delivery.poll()).answer?.jobReady).toBe(false);
  });

  it("prints the kitchen copy in StarPRNT: the order number twice as large and bold, its lines and notes, no prices, a cut", () => {
    const ticket = kitchen.printed[0]!;
    expect(ticket.mediaType).toBe("application/vnd.star.starprnt");
    expect(ticket.cut).toBe("partial");
    const line = (text: string) => ticket.lines.find((candidate) => candidate.text.includes(text));
    expect(line("KITCHEN COPY")).toMatchObject({ align: "centre", bold: true, width: 1 });
    expect(line(`#${orderNumberOf(ticket)}`)).toMatchObject({
      align: "centre",
      bold: true,
      width: 2,
      height: 2,
    });
    expect(line("PICKUP") ?? line("DELIVERY") ?? line("CATERING")).toMatchObject({ width: 2, bold: true });
    expect(line("2 × Jerk chicken")).toMatchObject({ bold: true, width: 1 });
    expect(line("Spice: Hot")).toMatchObject({ bold: false });
    expect(line("NOTE: Ring the bell [twice]")).toMatchObject({ bold: true });
    expect(line("Ada Lovelace")).toBeDefined();
    expect(ticket.text).not.toMatch(/\$\d/);
    for (const printed of ticket.lines) expect(printed.text.length * printed.width).toBeLessThanOrEqual(48);
  });

  it("offers what CloudPRNT printers take, StarPRNT or a picture before plain text and never Star markup: every model prints StarPRNT or a picture, not text only", async () => {
    const models: [string, string, PrinterModel, string][] = [
      ["Pass mC", "00:11:62:0c:00:01", "mC-Print3", "3.5"],
      ["Pass TSP", "00:11:62:0c:00:02", "TSP100IV", "1.0"],
      ["Pass label", "00:11:62:0c:00:03", "mC-Label3", "1.0"],
      ["Pass HI01X", "00:11:62:0c:00:04", "HI01X", "1.8"],
    ];
    const simulated: CloudPrntPrinter[] = [];
    for (const [name, mac, model, firmware] of models) {
      simulated.push(await addPrinter(name, mac, { model, firmware }));
    }
    const order = await confirmedOrder("pickup", "Jalapeño poppers");
    const [first] = simulated;
    const { answer } = await first!.poll();
    expect(answer?.mediaTypes?.slice(0, 2)).toEqual(["application/vnd.star.starprnt", "image/png"]);
    expect(answer?.mediaTypes?.at(-1)).toBe("text/plain");
    expect(answer?.mediaTypes).not.toContain("text/vnd.star.markup");

    for (const printer of simulated) {
      const [ticket, ...more] = await printAll(printer);
      expect(more).toEqual([]);
      expect(ticket!.code).toBe("200 OK");
      if (printer.model === "HI01X") {
        // no StarPRNT on the interface card: a picture of the ticket, as wide as the paper, with ink
        expect(ticket!.mediaType).toBe("image/png");
        expect(ticket!.image?.width).toBe(576);
        const { channels } = await sharp(ticket!.image!.bytes).stats();
        expect(channels[0]!.min).toBe(0);
      } else {
        expect(ticket!.mediaType).toBe("application/vnd.star.starprnt");
        expect(orderNumberOf(ticket)).toBe(order.number);
        // the menu's accents print in code page 1252
        expect(ticket!.text).toContain("2 × Jalapeño poppers");
        expect(ticket!.lines.find((line) => line.text === `#${order.number}`)).toMatchObject({
          width: 2,
          height: 2,
          bold: true,
        });
        expect(ticket!.cut).toBe("partial");
      }
    }
  });

  it("prints an order again when asked on the order page, once, headed PRINTED AGAIN", async () => {
    // orders confirmed since (by the other tests) print first
    await printAll(kitchen);
    await printAll(delivery);
    const order = placed.find((entry) => entry.orderType === "delivery")!;
    const names = await requestReprint(database.db, actor, { orderId: order.id, printer: "all" });
    expect(names).toEqual(expect.arrayContaining(["Driver desk", "Kitchen"]));
    // asked twice before it printed: still one reprint per printer
    await requestReprint(database.db, actor, { orderId: order.id, printer: "all" });
    const reprint = await kitchen.cycle();
    expect(orderNumberOf(reprint)).toBe(order.number);
    expect(reprint!.text).toContain("PRINTED AGAIN");
    expect(reprint!.text).toContain("NOTE: Ring the bell [twice]");
    expect(await kitchen.cycle()).toBeNull();
    expect(orderNumberOf(await delivery.cycle())).toBe(order.number);
    expect(await delivery.cycle()).toBeNull();
    const kitchenId = await printerId("Kitchen");
    const jobs = await database.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.order_id, order.id), eq(printJobs.printer_id, kitchenId)));
    expect(jobs.map((job) => job.kind).sort()).toEqual(["order", "reprint"]);
  });

  it("a printer session: of two paid orders the printer answers 510 on DELETE for one; the other prints, the failed one is cleared and shows as Didn't print with Print again", async () => {
    const pass = await addPrinter("Pass", "00:11:62:0d:00:01", { model: "mC-Print3", firmware: "5.1" });
    const failing = await confirmedOrder("pickup", "Curry goat");
    const printing = await confirmedOrder("pickup", "Oxtail stew");
    pass.answer = (ticket) =>
      orderNumberOf(ticket) === failing.number ? "510 Incompatible media type" : undefined;

    const fetched = await printAll(pass);
    // each ticket fetched once: the failed one is not offered again, the next one printed
    expect(fetched.map(orderNumberOf)).toEqual([failing.number, printing.number]);
    expect(fetched.map((ticket) => ticket.code)).toEqual(["510 Incompatible media type", "200 OK"]);
    expect(pass.printed.map(orderNumberOf)).toEqual([printing.number]);
    // the printer received StarPRNT commands, not text only
    expect(new Set(fetched.map((ticket) => ticket.mediaType))).toEqual(
      new Set(["application/vnd.star.starprnt"]),
    );
    expect((await pass.poll()).answer?.jobReady).toBe(false);

    // the same DELETE again (a retry on the network): written on the order's timeline once
    expect((await pass.confirm(fetched[0]!, "510 Incompatible media type")).status).toBe(200);
    const failures = (await timelineOf(failing.id)).filter((event) => event.kind === "print-failed");
    expect(failures).toEqual([
      { kind: "print-failed", note: "Pass: the printer does not take this kind of ticket" },
    ]);
    expect((await timelineOf(printing.id)).some((event) => event.kind === "print-failed")).toBe(false);

    // the order page: Didn't print, in the kitchen's words
    const passOn = async (id: string) =>
      (await orderPage(id)).printers.find((printer) => printer.name === "Pass")!;
    expect(await passOn(failing.id)).toMatchObject({
      failure: "the printer does not take this kind of ticket",
      waiting: false,
      printedAt: null,
    });
    expect(await passOn(printing.id)).toMatchObject({ failure: null, waiting: false });
    expect((await passOn(printing.id)).printedAt).not.toBeNull();
    expect((await orderPage(failing.id)).order.timeline.map((entry) => entry.kind)).toContain("print-failed");

    // the board: a banner entry for the failed ticket with what Print again needs, none for the other
    const failedOnBoard = async () =>
      (await board()).printFailures.filter((failure) => [failing.id, printing.id].includes(failure.orderId));
    expect(await failedOnBoard()).toEqual([
      expect.objectContaining({
        orderId: failing.id,
        orderNumber: failing.number,
        printerId: await printerId("Pass"),
        printerName: "Pass",
        reason: "the printer does not take this kind of ticket",
      }),
    ]);

    // Print again (the board's button posts this to the order's page): queued anew, off the banner
    const passId = await printerId("Pass");
    const again = (await runAction(() =>
      changeOrder(
        formPost(
          `http://shop.test/admin/orders/${failing.id}`,
          { intent: "reprint", printer: passId },
          { headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" } },
        ),
        asAdmin(),
        failing.id,
      ),
    )) as { message?: string } | Response;
    expect(again instanceof Response ? again.status : 200).toBe(200);
    expect(await failedOnBoard()).toEqual([]);
    expect(await passOn(failing.id)).toMatchObject({ waiting: true });

    // this time the printer takes it: the kitchen's first copy, not headed PRINTED AGAIN
    pass.answer = () => undefined;
    const reprinted = await printAll(pass);
    expect(reprinted.map(orderNumberOf)).toEqual([failing.number]);
    expect(reprinted[0]!.code).toBe("200 OK");
    expect(reprinted[0]!.text).not.toContain("PRINTED AGAIN");
    expect(await passOn(failing.id)).toMatchObject({ failure: null, waiting: false });
    expect(await failedOnBoard()).toEqual([]);
  });

  it("gives a ticket whose download timed out (520) two more tries, then shows it as not printed", async () => {
    const slow = await addPrinter("Slow line", "00:11:62:0d:00:02", { model: "TSP100IV", firmware: "1.0" });
    const order = await confirmedOrder("pickup", "Curry goat");
    slow.answer = () => "520 Timeout";
    const fetched = await printAll(slow);
    expect(fetched.map(orderNumberOf)).toEqual([order.number, order.number, order.number]);
    expect(slow.printed).toEqual([]);
    const onPage = (await orderPage(order.id)).printers.find((printer) => printer.name === "Slow line");
    expect(onPage?.failure).toBe("the ticket took too long to reach the printer");
    expect((await timelineOf(order.id)).filter((event) => event.kind === "print-failed")).toHaveLength(1);
  });

  it("ties a confirmation without a job token (older firmware) to the ticket that printer fetched, never to the next order", async () => {
    // mC-Print3 firmware 3.1: no jobToken in GET or DELETE
    const old = await addPrinter("Old pass", "00:11:62:0d:00:03", { model: "mC-Print3", firmware: "3.1" });
    expect(old.hasJobTokens).toBe(false);
    const first = await confirmedOrder("pickup", "Ackee and saltfish");
    const second = await confirmedOrder("pickup", "Rice and peas");
    const { answer } = await old.poll();
    const ticket = await old.fetchJob(answer!);
    expect(ticket.token).toBeNull();
    expect(orderNumberOf(ticket)).toBe(first.number);
    // the kitchen completes the first order on the board while its ticket prints
    await takeKitchenStep(database.db, { userId: actor, name: "Olive" }, first.id, "ready", {
      publicUrl: "http://shop.test",
    });
    await takeKitchenStep(database.db, { userId: actor, name: "Olive" }, first.id, "complete", {
      publicUrl: "http://shop.test",
    });
    expect((await old.confirm(ticket, "200 OK")).status).toBe(200);
    // the second order's ticket is still to print, and prints
    const next = await printAll(old);
    expect(next.map(orderNumberOf)).toEqual([second.number]);
    const oldId = await printerId("Old pass");
    const printedJobs = await database.db
      .select({ order_id: printJobs.order_id, printed_at: printJobs.printed_at })
      .from(printJobs)
      .where(eq(printJobs.printer_id, oldId));
    expect(
      printedJobs
        .filter((job) => job.printed_at)
        .map((job) => job.order_id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
  });

  it("counts a printer as not connected after twice the polling interval it reports plus 5 s, not after a fixed minute", async () => {
    const quick = await addPrinter("Quick", "00:11:62:0d:00:04", {
      model: "mC-Print3",
      firmware: "5.1",
      pollIntervalSeconds: 5,
    });
    const hourly = await addPrinter("Lazy card", "00:11:62:0d:00:05", {
      model: "HI01X",
      firmware: "1.9",
      pollIntervalSeconds: 120,
    });
    for (const printer of [quick, hourly]) {
      await printAll(printer);
      // asked with the GetPollInterval client action, answered at once
      expect(printer.askedActions).toEqual(["GetPollInterval"]);
    }
    const intervals = Object.fromEntries(
      (await listPrinters(database.db, base)).map((printer) => [printer.name, printer.pollIntervalSeconds]),
    );
    expect(intervals).toMatchObject({ Quick: 5, "Lazy card": 120 });
    // asked once an hour, not at every poll
    await quick.cycle();
    expect(quick.askedActions).toEqual(["GetPollInterval"]);

    const heard = await database.db
      .select({ name: printers.name, last_seen_at: printers.last_seen_at })
      .from(printers);
    const lastSeen = Math.max(
      ...heard
        .filter((row) => ["Quick", "Lazy card"].includes(row.name))
        .map((row) => row.last_seen_at!.getTime()),
    );
    const offlineAt = async (seconds: number) =>
      (await listPrinterProblems(database.db, new Date(lastSeen + seconds * 1000)))
        .filter((problem) => ["Quick", "Lazy card"].includes(problem.name))
        .map((problem) => `${problem.name}: ${problem.words}`);
    expect(await offlineAt(14)).toEqual([]);
    expect(await offlineAt(16)).toEqual(["Quick: Not connected: check its power and network"]);
    expect(await offlineAt(200)).toEqual(["Quick: Not connected: check its power and network"]);
    expect(await offlineAt(250)).toEqual([
      "Lazy card: Not connected: check its power and network",
      "Quick: Not connected: check its power and network",
    ]);
  });

  it("shows a printer's error on the order board until it is ready again", async () => {
    const ours = async () =>
      (await board()).printerProblems.filter((problem) => ["Kitchen", "Driver desk"].includes(problem.name));
    await kitchen.poll();
    await delivery.poll();
    expect(await ours()).toEqual([]);
    kitchen.statusCode = "410 Out of paper";
    expect((await kitchen.poll()).status).toBe(200);
    expect(await ours()).toEqual([expect.objectContaining({ name: "Kitchen", words: "Out of paper" })]);
    delivery.statusCode = "420 Cover open";
    await delivery.poll();
    expect((await ours()).map((problem) => problem.words).sort()).toEqual(["Cover open", "Out of paper"]);
    kitchen.statusCode = "200 OK";
    delivery.statusCode = "200 OK";
    await kitchen.poll();
    await delivery.poll();
    expect(await ours()).toEqual([]);
  });

  it("refuses an unknown printer, a wrong secret or another MAC address alike with 401", async () => {
    const wrongKey = kitchen.url.replace(/key=[^&]+/, `key=${randomBytes(24).toString("base64url")}`);
    const noKey = kitchen.url.replace(/\?key=[^&]+/, "");
    const like = (url: string, mac = kitchen.mac) =>
      new CloudPrntPrinter({ url, mac, model: "mC-Print3", firmware: "5.1" });
    const answers = [
      (await like(wrongKey).poll()).status,
      (await like(noKey).poll()).status,
      (await like(`${noKey}?key=x`).poll()).status,
      (await like(kitchen.url, "00:11:62:ff:ff:ff").poll()).status,
    ];
    const raw = [
      await fetch(`${wrongKey}&mac=${kitchen.mac}&type=text/plain`),
      await fetch(`${wrongKey}&mac=${kitchen.mac}&code=OK`, { method: "DELETE" }),
      await fetch(`${kitchen.url}&mac=00:11:62:ff:ff:ff&type=text/plain`),
      await fetch(wrongKey, { method: "POST", body: "{}" }),
    ];
    const bodies = await Promise.all(raw.map((answer) => answer.text()));
    expect([...answers, ...raw.map((answer) => answer.status)]).toEqual([
      401, 401, 401, 401, 401, 401, 401, 401,
    ]);
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
    // over the 16 KB a status may take: refused as it streams in
    expect((await post(JSON.stringify({ statusCode: "x".repeat(20_000) }))).status).toBe(413);
    // client action answers of any shape are read without a 500
    expect(
      (
        await post(
          JSON.stringify({ statusCode: "200 OK", clientAction: [null, 3, { request: "GetPollInterval" }] }),
        )
      ).status,
    ).toBe(200);
    // nothing waits (once the orders of the other tests printed), an unknown token, a media type we
    // do not make, a missing code
    await printAll(kitchen);
    expect((await fetch(`${kitchen.url}&mac=${kitchen.mac}&type=text/plain`)).status).toBe(404);
    expect((await fetch(`${kitchen.url}&type=text/plain&token=not-a-token`)).status).toBe(404);
    expect((await fetch(`${kitchen.url}&type=text/plain&token=${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${kitchen.url}&type=text/vnd.star.markup`)).status).toBe(415);
    expect((await fetch(`${kitchen.url}&type=application/pdf`)).status).toBe(415);
    expect((await fetch(`${kitchen.url}&token=${randomUUID()}`, { method: "DELETE" })).status).toBe(400);
    expect((await fetch(`${kitchen.url}&token=${randomUUID()}&delete`)).status).toBe(400);
    expect((await fetch(`${kitchen.url}&code=OK&token=${randomUUID()}`, { method: "DELETE" })).status).toBe(
      404,
    );
  });
});
