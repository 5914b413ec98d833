// Suite "checkout": POST /api/checkout under load on PostgreSQL. A fresh database gets the demo
// business, the store is forced open, then autocannon sends valid carts from 20 connections for
// 20 s, each with its own Idempotency-Key. Afterwards the stored orders and lines are counted
// against the successful answers: every 2xx is exactly one order with all its lines.
import { randomBytes, randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import type { CheckoutRequest } from "#domain/checkout.ts";
import { openDatabase } from "#server/db/client.ts";
import { listMenuItems } from "#server/menu/service.ts";
import { listModifierGroupsForItems } from "#server/modifiers/service.ts";
import { ensureBuilt, startBenchServer, tempDir, type BenchServer } from "./support.ts";
import type { BenchContext, Metric, Suite, SuiteResult } from "./types.ts";

const CONNECTIONS = 20;
const DURATION_SECONDS = 20;
const WARMUP_REQUESTS = 200;
const LINES_PER_CART = 3;
const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/test";

// autocannon ships no types; this is the part of its API the suite uses.
type AutocannonRequest = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};
type AutocannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  requests: { average: number };
};
type AutocannonInstance = Promise<AutocannonResult> & {
  on: ((
    event: "response",
    handler: (client: unknown, status: number, bytes: number, ms: number) => void,
  ) => void) &
    ((event: "reqError", handler: (error: Error & { code?: string }) => void) => void);
};
type Autocannon = (options: {
  url: string;
  connections?: number;
  duration?: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeout?: number;
  requests?: AutocannonRequest[];
}) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The store open around the clock and pickup on, then a 3-line cart with every required option chosen. */
export async function prepareStoreAndCart(url: string): Promise<CheckoutRequest> {
  const handle = await openDatabase({ kind: "postgres", url, maxConnections: 2 });
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        "update store_hours set open_time = '00:00', close_time = '00:00', is_closed = false",
      );
      await client.query(
        "update site_settings set setting_value = 'true' where setting_key = 'pickup_enabled'",
      );
      // Every cart carries an 18 % tip and a promo code, so the bench prices and checks both.
      await client.query(
        `insert into promo_codes (code, kind, value) values ('BENCH10', 'percent', 10) on conflict do nothing`,
      );
    } finally {
      await client.end();
    }
    const items = await listMenuItems(handle.db);
    const groups = await listModifierGroupsForItems(
      handle.db,
      items.map((item) => item.id),
    );
    const withChoices = items.filter((item) => (groups[item.id] ?? []).some((group) => group.is_required));
    const plain = items.filter((item) => (groups[item.id] ?? []).length === 0);
    const picked = [...withChoices.slice(0, 2), ...plain.slice(0, 1)];
    if (picked.length < LINES_PER_CART) throw new Error("The demo menu lacks items for a 3-line cart");
    return {
      cartItems: picked.slice(0, LINES_PER_CART).map((item, index) => ({
        itemId: item.id,
        quantity: index + 1,
        title: item.title,
        price: item.price / 100,
        type: "regular" as const,
        modifiers: (groups[item.id] ?? [])
          .filter((group) => group.is_required)
          .map((group) => ({
            groupId: group.id,
            groupName: group.name,
            selectedOptions: group.modifiers.slice(0, Math.max(1, group.min_selections)).map((option) => ({
              id: option.id,
              name: option.name,
              priceAdjustment: option.price_adjustment,
            })),
          })),
      })),
      customerName: "Bench Customer",
      customerEmail: "bench@example.com",
      customerPhone: "4045550199",
      orderType: "pickup",
      scheduled: false,
      tipPercent: 18,
      promoCode: "BENCH10",
    };
  } finally {
    await handle.close();
  }
}

async function countStored(
  url: string,
  keys: string[],
): Promise<{ orders: number; items: number; all: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const orders = await client.query<{ n: string }>(
      "select count(*) as n from orders where idempotency_key = any($1)",
      [keys],
    );
    const items = await client.query<{ n: string }>(
      "select count(*) as n from order_items i join orders o on o.id = i.order_id where o.idempotency_key = any($1)",
      [keys],
    );
    const all = await client.query<{ n: string }>(
      "select count(*) as n from orders where idempotency_key like 'bench-%'",
    );
    return {
      orders: Number(orders.rows[0]?.n),
      items: Number(items.rows[0]?.n),
      all: Number(all.rows[0]?.n),
    };
  } finally {
    await client.end();
  }
}

type LoadRun = {
  result: AutocannonResult;
  latencies: number[];
  succeededKeys: string[];
  statuses: Map<number, number>;
  errorCodes: Map<string, number>;
};

async function runLoad(
  url: string,
  body: string,
  options: { duration?: number; amount?: number },
): Promise<LoadRun> {
  const latencies: number[] = [];
  const succeededKeys: string[] = [];
  const statuses = new Map<number, number>();
  const errorCodes = new Map<string, number>();
  const instance = autocannon({
    url: `${url}/api/checkout`,
    connections: CONNECTIONS,
    ...options,
    timeout: 10,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    requests: [
      {
        // Each request its own key: every one is a new order, none an idempotent replay.
        setupRequest: (request, context) => {
          const key = `bench-${randomUUID()}`;
          context.key = key;
          return { ...request, headers: { ...request.headers, "idempotency-key": key } };
        },
        onResponse: (status, _body, context) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 200 && status < 300 && typeof context.key === "string")
            succeededKeys.push(context.key);
        },
      },
    ],
  });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  instance.on("reqError", (error) => {
    const code = error.code ?? error.message;
    errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies, succeededKeys, statuses, errorCodes };
}

async function run(ctx: BenchContext): Promise<SuiteResult> {
  const notes: string[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const shownAdmin = adminUrl.replace(/\/\/[^@/]*@/, "//***@");
  if (!(await canConnect(adminUrl))) {
    return {
      metrics: [],
      notes: [
        `Skipped: no PostgreSQL answers at ${shownAdmin} (set BENCH_DATABASE_URL or TEST_DATABASE_URL).`,
      ],
    };
  }
  const build = await ensureBuilt(ctx.log);
  if (build.built)
    notes.push(`The build was stale: built first in ${(build.ms / 1000).toFixed(1)} s (not counted).`);

  const name = `bench_checkout_${process.pid}_${randomBytes(3).toString("hex")}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  let server: BenchServer | undefined;
  const logs = tempDir("checkout-log");
  try {
    ctx.log(`database ${name}: starting the server (migrations + demo seed)`);
    // The server logs every request; into a file, so it never waits on this process to read them.
    server = await startBenchServer(
      {
        DATABASE_URL: databaseUrl.toString(),
        SEED_DEMO_DATA: "true",
        RATE_LIMIT_CHECKOUT_PER_MINUTE: "10000000",
      },
      120_000,
      { logFile: path.join(logs.dir, "server.log") },
    );
    const cart = await prepareStoreAndCart(databaseUrl.toString());
    const body = JSON.stringify(cart);
    notes.push(
      `Cart: an 18 % tip, the promo code BENCH10 (10 % off) and ${cart.cartItems.length} lines (${cart.cartItems.map((line) => `${line.quantity} × ${line.title}${line.modifiers.length ? ` with ${line.modifiers.length} required choice(s)` : ""}`).join("; ")}), ${body.length} bytes of JSON.`,
      `Server: production build on a fresh PostgreSQL database (${shownAdmin.replace(/\/[^/]*$/, `/${name}`)}), store hours forced to 00:00-00:00, sandbox payment provider, LOG_LEVEL=info (a line per request, written to a file), RATE_LIMIT_CHECKOUT_PER_MINUTE raised.`,
    );

    ctx.log(`warm-up: ${WARMUP_REQUESTS} checkouts`);
    const warmup = await runLoad(server.url, body, { amount: WARMUP_REQUESTS });
    if (warmup.succeededKeys.length !== WARMUP_REQUESTS) {
      throw new Error(
        `warm-up: only ${warmup.succeededKeys.length} of ${WARMUP_REQUESTS} succeeded: ${JSON.stringify([...warmup.statuses])}`,
      );
    }

    ctx.log(`load: ${CONNECTIONS} connections for ${DURATION_SECONDS} s`);
    const load = await runLoad(server.url, body, { duration: DURATION_SECONDS });
    // Requests cut off when the run ended may still commit; give them a moment before counting.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stored = await countStored(databaseUrl.toString(), load.succeededKeys);
    const ok = load.succeededKeys.length;
    const unanswered = stored.all - WARMUP_REQUESTS - stored.orders;
    notes.push(
      `Answers: ${[...load.statuses].map(([status, count]) => `${count} × ${status}`).join(", ") || "none"}.`,
      `Stored for the ${ok} successful checkouts: ${stored.orders} orders and ${stored.items} order_items (expected ${ok} and ${ok * LINES_PER_CART}).`,
      `${unanswered} more order(s) were committed for requests still in flight when autocannon stopped (not answered, so not counted).`,
    );
    if (load.errorCodes.size > 0) {
      notes.push(
        `Request errors: ${[...load.errorCodes].map(([code, count]) => `${count} × ${code}`).join(", ")}.`,
        `Server log tail: ${server
          .output()
          .split("\n")
          .filter((line) => !line.includes('"msg":"request"'))
          .slice(-5)
          .join(" | ")
          .slice(0, 1500)}`,
      );
    }

    const metrics: Metric[] = [
      {
        name: "checkouts per second (2xx / duration)",
        value: ok / load.result.duration,
        unit: "req/s",
        budget: { min: 200 },
      },
      {
        name: "requests per second (autocannon average)",
        value: load.result.requests.average,
        unit: "req/s",
      },
      { name: "latency p50", value: percentile(load.latencies, 50), unit: "ms" },
      { name: "latency p95", value: percentile(load.latencies, 95), unit: "ms", budget: { max: 50 } },
      { name: "latency p99", value: percentile(load.latencies, 99), unit: "ms" },
      { name: "latency max", value: load.latencies.at(-1) ?? NaN, unit: "ms" },
      { name: "successful checkouts (2xx)", value: ok, unit: "count" },
      {
        name: "errors (connection errors + timeouts)",
        value: load.result.errors + load.result.timeouts,
        unit: "count",
        budget: { max: 0 },
      },
      { name: "non-2xx answers", value: load.result.non2xx, unit: "count", budget: { max: 0 } },
      {
        name: "orders stored minus 2xx answers",
        value: stored.orders - ok,
        unit: "count",
        budget: { min: 0, max: 0 },
      },
      {
        name: `order_items stored minus 2xx × ${LINES_PER_CART}`,
        value: stored.items - ok * LINES_PER_CART,
        unit: "count",
        budget: { min: 0, max: 0 },
      },
    ];
    return { metrics, notes };
  } finally {
    if (server) await server.stopSafely("SIGTERM", 15_000);
    await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(
      (error: unknown) => {
        ctx.log(`could not drop ${name}: ${String(error)}`);
      },
    );
    logs.remove();
  }
}

export const checkout: Suite = { name: "checkout", run };
