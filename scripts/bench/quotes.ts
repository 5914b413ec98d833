// Suite "quotes": how close the ready-time quotes (domain/ready-quote.ts) come to when the food was
// really ready. No server: a seeded kitchen simulator with known true preparation times (cooks, each dish its own minutes, noise, staff confirming after a
// while, and now and then an order marked ready long after it was) first writes four weeks of
// history, from which the model learns its figures; then three load patterns are replayed (a quiet
// afternoon, a Friday rush, a catering morning), each order quoted at the moment it is paid from
// the queue as the board would show it then. Reported: mean absolute error, 90th percentile error
// and the share of orders ready by their quote, next to the best fixed quote on the same orders
// (the median of the true times, which no fixed quote beats on mean absolute error).
import {
  learnKitchenFigures,
  MINUTE_MS,
  quoteReadyTime,
  type HistoryOrder,
  type KitchenFigures,
  type QueueOrder,
  type QuoteLine,
  type QuoteSettings,
} from "#domain/ready-quote.ts";
import type { StoreHoursRow } from "#domain/store-hours.ts";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { forgetKitchenFigures, quoteForLines } from "#server/orders/quote-service.ts";
import { seedOrderingMenu, setSettings, setStoreHours } from "#server/test/ordering-fixtures.ts";
import type { Metric, Suite, SuiteResult } from "./types.ts";

const SEED = 20261125;
const COOKS = 3;
/** The kitchen's true minutes: every order, then each unit of each dish. */
const TRUE_BASE_MINUTES = 4;
const DISHES = [
  { id: "jerk-chicken", minutes: 2.5, weight: 5 },
  { id: "oxtail", minutes: 3.5, weight: 3 },
  { id: "curry-goat", minutes: 3, weight: 3 },
  { id: "rice-peas", minutes: 0.5, weight: 6 },
  { id: "plantain", minutes: 1, weight: 4 },
  { id: "patty", minutes: 0.4, weight: 5 },
  { id: "escovitch-fish", minutes: 5, weight: 2 },
  { id: "festival", minutes: 0.8, weight: 3 },
  { id: "ackee", minutes: 4, weight: 2 },
  { id: "drink", minutes: 0.2, weight: 5 },
];
const SETTINGS: QuoteSettings = { defaultMinutes: 20, minMinutes: 5, maxMinutes: 180, capacity: COOKS };
/** Open around the clock: the simulation is about the queue, not the hours. */
const ALWAYS_OPEN: StoreHoursRow[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
].map((day) => ({ day_of_week: day, open_time: "00:00", close_time: "00:00", is_closed: false }));
const TIME_ZONE = "America/New_York";

/** mulberry32: a small seeded generator, the same figures on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function pickDish(random: Random): string {
  const total = DISHES.reduce((sum, dish) => sum + dish.weight, 0);
  let point = random() * total;
  for (const dish of DISHES) {
    point -= dish.weight;
    if (point <= 0) return dish.id;
  }
  return DISHES[0]!.id;
}

type Pattern = {
  name: string;
  hours: number;
  /** Orders per hour at a given hour of the session. */
  rate: (hour: number) => number;
  /** Lines of one order. */
  lines: (random: Random) => QuoteLine[];
};

function everydayLines(random: Random, maxLines: number): QuoteLine[] {
  const count = 1 + Math.floor(random() * maxLines);
  return Array.from({ length: count }, () => ({
    itemId: pickDish(random),
    quantity: 1 + Math.floor(random() * random() * 3),
  }));
}

const QUIET: Pattern = {
  name: "quiet afternoon",
  hours: 3,
  rate: () => 8,
  lines: (random) => everydayLines(random, 3),
};
const RUSH: Pattern = {
  name: "Friday rush",
  hours: 3,
  // builds to a peak the kitchen cannot keep up with, then eases
  rate: (hour) => (hour < 1 ? 18 + hour * 20 : hour < 2 ? 38 : 38 - (hour - 2) * 20),
  lines: (random) => everydayLines(random, 4),
};
const CATERING: Pattern = {
  name: "catering morning",
  hours: 3,
  rate: () => 7,
  lines: (random) =>
    random() < 0.35
      ? Array.from({ length: 3 + Math.floor(random() * 3) }, () => ({
          itemId: pickDish(random),
          quantity: 4 + Math.floor(random() * 10),
        }))
      : everydayLines(random, 3),
};

type SimOrder = {
  id: string;
  paidAtMs: number;
  confirmedAtMs: number;
  trueReadyAtMs: number;
  /** When staff marked it ready (an order forgotten on the board is marked late). */
  markedReadyAtMs: number;
  lines: QuoteLine[];
};

/** One session of a pattern from `startMs`: arrivals, staff, cooks, first come first served. */
function simulate(pattern: Pattern, startMs: number, random: Random, prefix: string): SimOrder[] {
  const arrivals: { paidAtMs: number; lines: QuoteLine[] }[] = [];
  let at = 0;
  const endMinutes = pattern.hours * 60;
  const peak = Math.max(...Array.from({ length: pattern.hours * 12 }, (_, i) => pattern.rate(i / 12)));
  // thinning: a Poisson process at the peak rate, each arrival kept at rate(t) / peak
  while (at < endMinutes) {
    at += (-Math.log(1 - random()) * 60) / peak;
    if (at >= endMinutes) break;
    if (random() <= pattern.rate(at / 60) / peak) {
      arrivals.push({ paidAtMs: startMs + at * MINUTE_MS, lines: pattern.lines(random) });
    }
  }
  const withConfirm = arrivals.map((arrival, index) => ({
    ...arrival,
    id: `${prefix}-${index}`,
    confirmedAtMs: arrival.paidAtMs + Math.min(8, -Math.log(1 - random()) * 1.5) * MINUTE_MS,
  }));
  // tickets are cooked in the order they came (paid), each once staff confirmed it
  const cooks = Array.from({ length: COOKS }, () => startMs);
  const orders: SimOrder[] = [];
  for (const order of withConfirm) {
    cooks.sort((a, b) => a - b);
    const start = Math.max(order.confirmedAtMs, cooks[0]!);
    const work =
      TRUE_BASE_MINUTES +
      order.lines.reduce(
        (sum, line) => sum + (DISHES.find((dish) => dish.id === line.itemId)?.minutes ?? 1) * line.quantity,
        0,
      );
    const service = work * Math.exp(0.12 * normal(random));
    const trueReadyAtMs = start + service * MINUTE_MS;
    cooks[0] = trueReadyAtMs;
    const forgotten = random() < 0.03 ? (10 + random() * 30) * MINUTE_MS : 0;
    orders.push({ ...order, trueReadyAtMs, markedReadyAtMs: trueReadyAtMs + forgotten });
  }
  return orders.sort((a, b) => a.paidAtMs - b.paidAtMs);
}

type Evaluation = { quoteErrors: number[]; readyByQuote: number; actualMinutes: number[]; quotes: number[] };

/** Each order quoted when paid, from the queue the board shows at that moment. */
function evaluate(orders: SimOrder[], figures: KitchenFigures): Evaluation {
  const quoteErrors: number[] = [];
  const actualMinutes: number[] = [];
  const quotes: number[] = [];
  let readyByQuote = 0;
  for (const order of orders) {
    const nowMs = order.paidAtMs;
    const queue: QueueOrder[] = orders
      .filter((other) => other.paidAtMs < nowMs && other.markedReadyAtMs > nowMs)
      .map((other) => ({
        id: other.id,
        paidAtMs: other.paidAtMs,
        confirmedAtMs: other.confirmedAtMs <= nowMs ? other.confirmedAtMs : null,
        lines: other.lines,
      }));
    const quote = quoteReadyTime({
      nowMs,
      lines: order.lines,
      queue,
      figures,
      settings: SETTINGS,
      hours: ALWAYS_OPEN,
      timeZone: TIME_ZONE,
      pausedUntil: null,
      recentReadyAtMs: orders
        .filter((other) => other.markedReadyAtMs <= nowMs)
        .map((other) => other.markedReadyAtMs)
        .sort((a, b) => b - a)
        .slice(0, COOKS),
    });
    if (quote.kind !== "quote") throw new Error(`order ${order.id} was not quoted: ${quote.kind}`);
    const actual = (order.trueReadyAtMs - order.paidAtMs) / MINUTE_MS;
    actualMinutes.push(actual);
    quotes.push(quote.minutes);
    quoteErrors.push(Math.abs(quote.minutes - actual));
    if (actual <= quote.minutes) readyByQuote++;
  }
  return { quoteErrors, readyByQuote, actualMinutes, quotes };
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The fixed quote (whole minutes) with the least mean absolute error on these true times. */
function bestFixedQuote(actual: number[]): number {
  let best = 1;
  let bestError = Infinity;
  for (let quote = 1; quote <= 180; quote++) {
    const error = mean(actual.map((value) => Math.abs(quote - value)));
    if (error < bestError) {
      bestError = error;
      best = quote;
    }
  }
  return best;
}

const DAY_MS = 24 * 60 * MINUTE_MS;

export function runQuotesBench(): { metrics: Metric[]; notes: string[] } {
  const random = generator(SEED);
  const start = Date.UTC(2026, 9, 1, 16);
  // four weeks of history: every day a mix of the three patterns
  const history: HistoryOrder[] = [];
  for (let day = 0; day < 28; day++) {
    const pattern = [QUIET, RUSH, CATERING][day % 3]!;
    for (const order of simulate(pattern, start + day * DAY_MS, random, `h${day}`)) {
      history.push({
        paidAtMs: order.paidAtMs,
        confirmedAtMs: order.confirmedAtMs,
        readyAtMs: order.markedReadyAtMs,
        lines: order.lines,
      });
    }
  }
  const learnStarted = performance.now();
  const figures = learnKitchenFigures(history, SETTINGS);
  const learnMs = performance.now() - learnStarted;

  const metrics: Metric[] = [];
  const notes: string[] = [
    `seed ${SEED}; ${COOKS} cooks; true minutes: ${TRUE_BASE_MINUTES} a order + each dish's own per unit, ±12 % noise, 3 % of orders marked ready 10–40 min late`,
    `learned from ${figures.sampleSize} orders of history in ${Math.round(learnMs)} ms: ${figures.baseMinutes.toFixed(1)} min a order, ${figures.unitMinutes.toFixed(2)} min a unit, confirmation ${figures.confirmMinutes.toFixed(1)} min, margin ${figures.marginMinutes.toFixed(1)} min + ${Math.round(figures.marginFactor * 100)} % of an order's own minutes`,
  ];
  const all: Evaluation = { quoteErrors: [], readyByQuote: 0, actualMinutes: [], quotes: [] };
  const fixedErrors: number[] = [];
  let fixedReady = 0;
  const evalStart = start + 40 * DAY_MS;
  [QUIET, RUSH, CATERING].forEach((pattern, index) => {
    // three sessions of each pattern
    const orders = [0, 1, 2].flatMap((session) =>
      simulate(pattern, evalStart + (index * 3 + session) * DAY_MS, random, `e${index}-${session}`),
    );
    const result = evaluate(orders, figures);

    const fixed = bestFixedQuote(result.actualMinutes);
    const patternFixedErrors = result.actualMinutes.map((actual) => Math.abs(fixed - actual));
    const patternFixedReady = result.actualMinutes.filter((actual) => actual <= fixed).length;
    metrics.push(
      { name: `${pattern.name}: orders`, value: orders.length, unit: "count" },
      { name: `${pattern.name}: mean absolute error`, value: mean(result.quoteErrors), unit: "min" },
      { name: `${pattern.name}: p90 error`, value: percentile(result.quoteErrors, 90), unit: "min" },
      {
        name: `${pattern.name}: ready by quote`,
        value: result.readyByQuote / orders.length,
        unit: "share",
      },
      {
        name: `${pattern.name}: best fixed quote (${fixed} min) mean absolute error`,
        value: mean(patternFixedErrors),
        unit: "min",
      },
      {
        name: `${pattern.name}: best fixed quote p90 error`,
        value: percentile(patternFixedErrors, 90),
        unit: "min",
      },
      {
        name: `${pattern.name}: best fixed quote ready by quote`,
        value: patternFixedReady / orders.length,
        unit: "share",
      },
    );
    all.quoteErrors.push(...result.quoteErrors);
    all.readyByQuote += result.readyByQuote;
    all.actualMinutes.push(...result.actualMinutes);
    fixedErrors.push(...patternFixedErrors);
    fixedReady += patternFixedReady;
  });
  const modelMae = mean(all.quoteErrors);
  const fixedMae = mean(fixedErrors);
  metrics.push(
    { name: "all: mean absolute error", value: modelMae, unit: "min", budget: { max: 4 } },
    { name: "all: p90 error", value: percentile(all.quoteErrors, 90), unit: "min" },
    {
      name: "all: ready by quote",
      value: all.readyByQuote / all.actualMinutes.length,
      unit: "share",
      budget: { min: 0.85 },
    },
    {
      name: "all: best fixed quote mean absolute error (each pattern's own best)",
      value: fixedMae,
      unit: "min",
    },
    { name: "all: best fixed quote p90 error", value: percentile(fixedErrors, 90), unit: "min" },
    {
      name: "all: best fixed quote ready by quote",
      value: fixedReady / all.actualMinutes.length,
      unit: "share",
    },
    {
      name: "all: error below the best fixed quote",
      value: 1 - modelMae / fixedMae,
      unit: "share",
      budget: { min: 0.25 },
    },
  );
  metrics.push(quoteSpeed(figures));
  notes.push(
    "budgets apply to all orders of the three patterns together; each pattern's figures are shown for reading",
  );
  return { metrics, notes };
}

/** The model's own share of a quote's time with 200 open orders (the service adds two reads). */
function quoteSpeed(figures: KitchenFigures): Metric {
  const random = generator(SEED + 1);
  const nowMs = Date.UTC(2026, 10, 27, 18);
  const queue: QueueOrder[] = Array.from({ length: 200 }, (_, index) => ({
    id: `q${index}`,
    paidAtMs: nowMs - (200 - index) * 20_000,
    confirmedAtMs: index < 100 ? nowMs - (200 - index) * 15_000 : null,
    lines: everydayLines(random, 4),
  }));
  const times: number[] = [];
  for (let round = 0; round < 200; round++) {
    const started = performance.now();
    quoteReadyTime({
      nowMs,
      lines: everydayLines(random, 3),
      queue,
      figures,
      settings: SETTINGS,
      hours: ALWAYS_OPEN,
      timeZone: TIME_ZONE,
      pausedUntil: null,
    });
    times.push(performance.now() - started);
  }
  return {
    name: "quote with 200 open orders (p95, model only)",
    value: percentile(times, 95),
    unit: "ms",
    budget: { max: 100 },
  };
}

/**
 * A quote as the server gives it (docs/product/03-ordering.md §3.14): the service reads the settings, the
 * open orders with their lines and the recent ready times from the database, then runs the model. An
 * embedded database in memory with 200 paid orders waiting, 200 quotes after one to warm up; the
 * kitchen's learned figures are forgotten before each, so every quote reads its history too.
 */
async function quoteSpeedWithDatabase(): Promise<Metric> {
  const database = await openDatabase({ kind: "pglite-memory" });
  try {
    await database.migrate();
    const { db } = database;
    const menu = await seedOrderingMenu(db);
    await setStoreHours(db);
    await setSettings(db, { timezone: TIME_ZONE, quote_default_minutes: "20", kitchen_capacity: "2" });
    await db.execute(sql`
      with copies as (
        insert into orders (order_number, customer_name, customer_email, subtotal, tax, total,
          payment_provider, access_token, order_type, payment_status, paid_at, status)
        select 'Q' || g, 'Bench Customer', 'bench@example.com', 2890, 238, 3128, 'sandbox',
          md5(random()::text) || g, 'pickup', 'paid', now() - (g || ' seconds')::interval, 'pending'
        from generate_series(1, 200) g
        returning id)
      insert into order_items (order_id, menu_item_id, title, quantity, price)
      select copies.id, ${menu.items.plate}::uuid, 'Plate', 2, 1445 from copies`);
    const lines = [{ itemId: menu.items.plate, quantity: 1 }];
    await quoteForLines(db, lines);
    const times: number[] = [];
    for (let round = 0; round < 200; round++) {
      forgetKitchenFigures(db);
      const started = performance.now();
      const quote = await quoteForLines(db, lines);
      times.push(performance.now() - started);
      if (quote.kind !== "quote" || quote.ordersAhead !== 200) {
        throw new Error(`expected a quote with 200 orders ahead, got ${JSON.stringify(quote)}`);
      }
    }
    return {
      name: "quote with 200 open orders (p95, server: database reads and model)",
      value: percentile(times, 95),
      unit: "ms",
      budget: { max: 100 },
    };
  } finally {
    await database.close();
  }
}

export const quotes: Suite = {
  name: "quotes",
  async run(): Promise<SuiteResult> {
    const result = runQuotesBench();
    result.metrics.push(await quoteSpeedWithDatabase());
    result.notes.push(
      "the server's quote time is measured on the embedded database in memory; PostgreSQL answers the same reads over a socket",
    );
    return result;
  },
};
