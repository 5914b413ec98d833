// Suite "live-board": how soon a newly paid order shows on an open admin order board.
// On PostgreSQL two server instances share one fresh database: the customer checks out and pays
// through instance A, while an admin's board is open on instance B (its event stream connected).
// On the embedded database (PGlite) one instance does both, its changes heard by polling.
// Each of ORDERS rounds measures from the moment the customer's "Pay" is sent until B's board
// page, reloaded when its event stream names the orders table (as the open page does), lists the
// order's number. Budget: 2 s for every round (issue 14's speed target).
import { randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";
import type { CheckoutRequest } from "#domain/checkout.ts";
import { adminQuery, canConnect, prepareStoreAndCart } from "./checkout.ts";
import { ensureBuilt, startBenchServer, tempDir, type BenchServer } from "./support.ts";
import type { BenchContext, Metric, Suite, SuiteResult } from "./types.ts";

const ORDERS = 10;
const BUDGET_MS = 2000;
/** A round that sees no board change within this long counts as a miss (NaN fails the budget). */
const GIVE_UP_MS = 10_000;
const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";
const OWNER = { name: "Bench Owner", email: "owner@bench.example", password: "Lime-Thyme-Scotch-Bonnet-7" };
const PAYING_CARD = "4242 4242 4242 4242";
/** Every checkout comes from this one address. */
const NO_CHECKOUT_LIMIT = { RATE_LIMIT_CHECKOUT_PER_MINUTE: "1000" };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length < values.length || sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The first-run setup on `url` (no admin exists yet): the owner's session cookie. */
async function setUpOwner(url: string): Promise<string> {
  const response = await fetch(`${url}/admin/setup`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ ...OWNER, confirmPassword: OWNER.password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status !== 302 || !cookies.some((cookie) => cookie.includes("session_token"))) {
    const text = await response.text();
    const alert = /role="alert"[^>]*>([^<]*)/.exec(text)?.[1] ?? text.slice(0, 300);
    throw new Error(`first-run setup answered ${response.status}: ${alert}`);
  }
  return cookies.join("; ");
}

/** An admin's open event stream: resolves `next()` with the arrival time of each "orders" event. */
async function openAdminEvents(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/admin/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the admin event stream answered ${response.status}`);
  const arrivals: number[] = [];
  let waiter: (() => void) | undefined;
  let ready = false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        if (event === "ready") ready = true;
        if (event === "orders") arrivals.push(performance.now());
        waiter?.();
      }
    }
  })();
  const deadline = Date.now() + 10_000;
  while (!ready) {
    if (Date.now() > deadline) throw new Error("the admin event stream never said ready");
    await sleep(20);
  }
  return {
    /** Waits for an "orders" event that arrived after `since`; false after `until` (performance.now()). */
    async nextAfter(since: number, until: number): Promise<boolean> {
      for (;;) {
        const index = arrivals.findIndex((at) => at >= since);
        if (index >= 0) {
          arrivals.splice(0, index + 1);
          return true;
        }
        const left = until - performance.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiter = undefined;
      }
    },
    close: () => controller.abort(),
  };
}

type Round = { orderNumber: string; ms: number; boardLoads: number };

/** One customer: checkout and pay on `shopUrl`; the time until `boardUrl`'s board lists the order. */
async function measureRound(
  shopUrl: string,
  boardUrl: string,
  cookie: string,
  cart: CheckoutRequest,
  events: Awaited<ReturnType<typeof openAdminEvents>>,
): Promise<Round> {
  const checkout = await fetch(`${shopUrl}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `live-${randomUUID()}` },
    body: JSON.stringify(cart),
  });
  if (checkout.status !== 201)
    throw new Error(`checkout answered ${checkout.status}: ${await checkout.text()}`);
  const { sessionId, orderNumber } = (await checkout.json()) as { sessionId: string; orderNumber: string };

  const started = performance.now();
  const paid = await fetch(`${shopUrl}/pay/sandbox/${encodeURIComponent(sessionId)}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: shopUrl },
    body: new URLSearchParams({ card_number: PAYING_CARD, expiry: "12/40" }),
  });
  if (paid.status !== 303)
    throw new Error(`paying answered ${paid.status}: ${(await paid.text()).slice(0, 300)}`);

  const until = started + GIVE_UP_MS;
  let since = started;
  let boardLoads = 0;
  while (await events.nextAfter(since, until)) {
    since = performance.now();
    // What the open board does on an "orders" event: it reloads its data.
    const board = await fetch(`${boardUrl}/admin/orders`, { headers: { cookie } });
    boardLoads += 1;
    if (board.status !== 200) throw new Error(`the board answered ${board.status}`);
    if ((await board.text()).includes(orderNumber)) {
      return { orderNumber, ms: performance.now() - started, boardLoads };
    }
  }
  return { orderNumber, ms: NaN, boardLoads };
}

async function measure(
  ctx: BenchContext,
  label: string,
  shop: BenchServer,
  board: BenchServer,
  cart: CheckoutRequest,
): Promise<{ metrics: Metric[]; notes: string[] }> {
  const cookie = await setUpOwner(board.url);
  const events = await openAdminEvents(board.url, cookie);
  const rounds: Round[] = [];
  try {
    for (let i = 0; i < ORDERS; i += 1) {
      rounds.push(await measureRound(shop.url, board.url, cookie, cart, events));
      ctx.log(`${label}: order ${i + 1}/${ORDERS} on the board after ${Math.round(rounds.at(-1)!.ms)} ms`);
      // Customers do not all pay in the same second; spread the rounds over the poll interval.
      await sleep(137 + i * 71);
    }
  } finally {
    events.close();
  }
  const times = rounds.map((round) => round.ms);
  return {
    metrics: [
      { name: `${label}: paid order on the board (median)`, value: percentile(times, 50), unit: "ms" },
      {
        name: `${label}: paid order on the board (slowest of ${ORDERS})`,
        value: percentile(times, 100),
        unit: "ms",
        budget: { max: BUDGET_MS },
      },
    ],
    notes: [
      `${label}: ${rounds.map((round) => `${round.orderNumber} ${Number.isNaN(round.ms) ? "missed" : `${Math.round(round.ms)} ms`}`).join(", ")}; board loads per order: ${rounds.map((round) => round.boardLoads).join(", ")}.`,
    ],
  };
}

async function onPostgres(ctx: BenchContext): Promise<{ metrics: Metric[]; notes: string[] }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  if (!(await canConnect(adminUrl))) {
    return { metrics: [], notes: ["PostgreSQL: skipped, no server answers (set BENCH_DATABASE_URL)."] };
  }
  const name = `bench_live_${process.pid}_${randomUUID().slice(0, 6)}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  const logs = tempDir("live-board-log");
  const servers: BenchServer[] = [];
  try {
    ctx.log(`PostgreSQL ${name}: starting instance A (migrations + demo seed), then instance B`);
    const env = { DATABASE_URL: databaseUrl.toString(), SEED_DEMO_DATA: "true", ...NO_CHECKOUT_LIMIT };
    servers.push(await startBenchServer(env, 120_000, { logFile: path.join(logs.dir, "a.log") }));
    servers.push(await startBenchServer(env, 120_000, { logFile: path.join(logs.dir, "b.log") }));
    const cart = await prepareStoreAndCart(databaseUrl.toString());
    const [a, b] = servers as [BenchServer, BenchServer];
    const result = await measure(ctx, "PostgreSQL, paid on A, board on B", a, b, cart);
    result.notes.push(
      "PostgreSQL: two production servers on one fresh database; changes reach B through LISTEN/NOTIFY.",
    );
    return result;
  } finally {
    for (const server of servers) await server.stopSafely("SIGTERM", 15_000);
    await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(
      (error: unknown) => ctx.log(`could not drop ${name}: ${String(error)}`),
    );
    logs.remove();
  }
}

async function onPglite(ctx: BenchContext): Promise<{ metrics: Metric[]; notes: string[] }> {
  const data = tempDir("live-board-pglite");
  // The embedded database is shared over a loopback socket so the suite can open the store.
  const socketPort = 40_000 + Math.floor(Math.random() * 20_000);
  let server: BenchServer | undefined;
  try {
    ctx.log("PGlite: starting one instance on an empty data folder (migrations + demo seed)");
    server = await startBenchServer(
      {
        DATA_DIR: data.dir,
        SEED_DEMO_DATA: "true",
        PGLITE_SOCKET_PORT: String(socketPort),
        ...NO_CHECKOUT_LIMIT,
      },
      120_000,
      { logFile: path.join(data.dir, "server.log") },
    );
    const cart = await prepareStoreAndCart(`postgres://postgres@127.0.0.1:${socketPort}/postgres`);
    const result = await measure(ctx, "PGlite, one instance", server, server, cart);
    result.notes.push("PGlite: the embedded database; changes are heard by its once-a-second change poll.");
    return result;
  } finally {
    if (server) await server.stopSafely("SIGTERM", 15_000);
    data.remove();
  }
}

async function run(ctx: BenchContext): Promise<SuiteResult> {
  const build = await ensureBuilt(ctx.log);
  const notes: string[] = [];
  if (build.built)
    notes.push(`The build was stale: built first in ${(build.ms / 1000).toFixed(1)} s (not counted).`);
  const postgres = await onPostgres(ctx);
  const pglite = await onPglite(ctx);
  return {
    metrics: [...postgres.metrics, ...pglite.metrics],
    notes: [
      ...notes,
      `Each round: a 3-line checkout and a sandbox payment; timed from sending the payment until the board page, reloaded on its event stream's "orders" event, lists the order number. ${ORDERS} rounds per database, one after another.`,
      ...postgres.notes,
      ...pglite.notes,
    ],
  };
}

export const liveBoard: Suite = { name: "live-board", run };
