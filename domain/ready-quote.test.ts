import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE } from "./business-time.ts";
import {
  CLOSED_NOW_MESSAGE,
  DEFAULT_QUOTE_SETTINGS,
  defaultFigures,
  describeLateRisk,
  describeQuote,
  kitchenStartMs,
  lateRiskMinutes,
  learnKitchenFigures,
  MINUTE_MS,
  playQueue,
  predictPrepMinutes,
  quoteReadyTime,
  readQuoteSettings,
  type HistoryOrder,
  type KitchenFigures,
  type QueueOrder,
  type QuoteSettings,
} from "./ready-quote.ts";
import type { StoreClosure, StoreHoursRow, StoreSchedule } from "./store-hours.ts";

const NY = DEFAULT_TIMEZONE;
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

function week(open: string, close: string): StoreHoursRow[] {
  return DAYS.map((day) => ({ day_of_week: day, open_time: open, close_time: close, is_closed: false }));
}

const HOURS = week("11:00", "21:00");
// Wednesday 2026-11-25 12:00 in New York (EST, UTC-5)
const NOON = Date.UTC(2026, 10, 25, 17, 0);
const SETTINGS: QuoteSettings = { ...DEFAULT_QUOTE_SETTINGS, minMinutes: 5, maxMinutes: 120, capacity: 2 };

/** A kitchen whose figures are known: 5 minutes an order, 2 a unit, burgers 6 a unit. */
const FIGURES: KitchenFigures = {
  basis: "learned",
  confirmMinutes: 0,
  baseMinutes: 5,
  unitMinutes: 2,
  itemMinutes: { burger: 6 },
  marginMinutes: 0,
  marginFactor: 0,
  sampleSize: 100,
};

function quote(overrides: Partial<Parameters<typeof quoteReadyTime>[0]> = {}) {
  return quoteReadyTime({
    nowMs: NOON,
    lines: [{ itemId: "fries", quantity: 1 }],
    queue: [],
    figures: FIGURES,
    settings: SETTINGS,
    hours: HOURS,
    timeZone: NY,
    pausedUntil: null,
    ...overrides,
  });
}

function queued(id: string, units: number, paidMinutesAgo: number, confirmed = true): QueueOrder {
  return {
    id,
    paidAtMs: NOON - paidMinutesAgo * MINUTE_MS,
    confirmedAtMs: confirmed ? NOON - paidMinutesAgo * MINUTE_MS : null,
    lines: [{ itemId: "fries", quantity: units }],
  };
}

describe("predictPrepMinutes", () => {
  it("adds each line's units at the dish's own minutes, or the kitchen's per unit", () => {
    expect(predictPrepMinutes(FIGURES, [{ itemId: "fries", quantity: 3 }])).toBe(5 + 6);
    expect(predictPrepMinutes(FIGURES, [{ itemId: "burger", quantity: 2 }])).toBe(5 + 12);
    expect(
      predictPrepMinutes(FIGURES, [
        { itemId: "burger", quantity: 1 },
        { itemId: null, quantity: 2 },
      ]),
    ).toBe(5 + 6 + 4);
  });
});

describe("quoteReadyTime: the queue", () => {
  it("an empty kitchen quotes the order's own minutes", () => {
    expect(quote()).toMatchObject({
      kind: "quote",
      minutes: 7,
      ordersAhead: 0,
      readyAtMs: NOON + 7 * MINUTE_MS,
    });
  });

  it("the order's own items count", () => {
    expect(quote({ lines: [{ itemId: "burger", quantity: 3 }] })).toMatchObject({ minutes: 23 });
  });

  it("orders ahead fill the stations; a free station takes the new order at once", () => {
    // one order ahead, two stations: the second station is free
    expect(quote({ queue: [queued("a", 10, 0)] })).toMatchObject({ minutes: 7, ordersAhead: 1 });
  });

  it("when every station is busy the order waits for the first to free", () => {
    // two orders just started: 25 and 15 minutes; the new one starts at 15
    const result = quote({ queue: [queued("a", 10, 0), queued("b", 5, 0)] });
    expect(result).toMatchObject({ minutes: 15 + 7, ordersAhead: 2 });
  });

  it("more parallel capacity shortens the wait", () => {
    const queue = [queued("a", 10, 0), queued("b", 5, 0), queued("c", 5, 0)];
    const two = quote({ queue });
    const three = quote({ queue, settings: { ...SETTINGS, capacity: 3 } });
    const four = quote({ queue, settings: { ...SETTINGS, capacity: 4 } });
    expect(two.kind === "quote" && three.kind === "quote" && four.kind === "quote").toBe(true);
    if (two.kind !== "quote" || three.kind !== "quote" || four.kind !== "quote") return;
    expect(two.minutes).toBeGreaterThan(three.minutes);
    expect(three.minutes).toBeGreaterThan(four.minutes);
    expect(four.minutes).toBe(7);
  });

  it("bigger orders ahead mean a longer wait", () => {
    const small = quote({ queue: [queued("a", 1, 0), queued("b", 1, 0)] });
    const large = quote({ queue: [queued("a", 20, 0), queued("b", 20, 0)] });
    expect(small).toMatchObject({ minutes: 7 + 7 });
    expect(large).toMatchObject({ minutes: 45 + 7 });
  });

  it("time already spent on an order ahead is taken off", () => {
    // 25 minutes of work, started 20 minutes ago: 5 left; the other station has 15 left
    const result = quote({ queue: [queued("a", 10, 20), queued("b", 5, 0)] });
    expect(result).toMatchObject({ minutes: 5 + 7 });
  });

  it("an order ahead overdue on the board still holds its station a little", () => {
    const played = playQueue({ queue: [queued("a", 1, 60)], figures: FIGURES, capacity: 1, nowMs: NOON });
    // 7 minutes of work, an hour overdue: 15 % of it (at least a minute) is left
    expect(played.readyAtMs.get("a")).toBe(NOON + 0.15 * 7 * MINUTE_MS);
  });

  it("tickets are cooked in the order they were paid, each once confirmed", () => {
    const played = playQueue({
      queue: [queued("later", 5, 1), queued("first", 5, 2, false)],
      figures: { ...FIGURES, confirmMinutes: 3 },
      capacity: 1,
      nowMs: NOON,
    });
    // "first" is unconfirmed: it reaches the kitchen at now (paid 2 min ago + 3, at least now): 1 min, +15
    expect(played.readyAtMs.get("first")).toBe(NOON + 16 * MINUTE_MS);
    expect(played.readyAtMs.get("later")).toBe(NOON + 31 * MINUTE_MS);
  });

  it("stations freed by the latest ready orders are read from their ready times", () => {
    const played = playQueue({
      queue: [queued("a", 5, 30)],
      figures: FIGURES,
      capacity: 1,
      nowMs: NOON,
      recentReadyAtMs: [NOON - 5 * MINUTE_MS],
    });
    // paid 30 minutes ago, but the station freed only 5 minutes ago: 15 minutes from then
    expect(played.readyAtMs.get("a")).toBe(NOON + 10 * MINUTE_MS);
  });

  it("is deterministic: the same input gives the same quote", () => {
    const input = { queue: [queued("a", 3, 2), queued("b", 4, 1, false)] };
    expect(quote(input)).toEqual(quote(input));
  });
});

describe("quoteReadyTime: the owner's settings", () => {
  it("never goes below the minimum nor above the maximum", () => {
    expect(quote({ settings: { ...SETTINGS, minMinutes: 15 } })).toMatchObject({ minutes: 15 });
    const many = Array.from({ length: 30 }, (_, index) => queued(`o${index}`, 10, 0));
    expect(quote({ queue: many, settings: { ...SETTINGS, maxMinutes: 60 } })).toMatchObject({ minutes: 60 });
  });

  it("reads stored settings, falling back to 20 minutes, 10 to 90, two stations", () => {
    expect(readQuoteSettings({})).toEqual({
      defaultMinutes: 20,
      minMinutes: 10,
      maxMinutes: 90,
      capacity: 2,
    });
    expect(
      readQuoteSettings({
        quote_default_minutes: "25",
        quote_min_minutes: "15",
        quote_max_minutes: "45",
        kitchen_capacity: "3",
      }),
    ).toEqual({ defaultMinutes: 25, minMinutes: 15, maxMinutes: 45, capacity: 3 });
    // a maximum below the minimum is lifted to it; nonsense is ignored
    expect(
      readQuoteSettings({ quote_min_minutes: "30", quote_max_minutes: "20", kitchen_capacity: "x" }),
    ).toEqual({ defaultMinutes: 20, minMinutes: 30, maxMinutes: 30, capacity: 2 });
  });
});

describe("quoteReadyTime: empty history", () => {
  it("without history every order takes the owner's default", () => {
    const figures = defaultFigures(DEFAULT_QUOTE_SETTINGS);
    expect(quote({ figures, settings: DEFAULT_QUOTE_SETTINGS })).toMatchObject({
      kind: "quote",
      minutes: 20,
      basis: "default",
    });
    // two stations busy with default orders: the new one waits for the first
    const queue = [queued("a", 1, 0), queued("b", 1, 0)];
    expect(quote({ figures, settings: DEFAULT_QUOTE_SETTINGS, queue })).toMatchObject({ minutes: 40 });
  });
});

describe("quoteReadyTime: pause, hours and closures", () => {
  it("a paused kitchen quotes nothing and says so", () => {
    const until = new Date(NOON + 30 * MINUTE_MS).toISOString();
    expect(quote({ pausedUntil: until })).toEqual({
      kind: "paused",
      message:
        "We're not taking orders for right now. Please schedule your order for a later time. We take orders again at 12:30 PM.",
    });
    expect(quote({ pausedUntil: "until-resumed" })).toMatchObject({ kind: "paused" });
    // a pause that has ended is no pause
    expect(quote({ pausedUntil: new Date(NOON - MINUTE_MS).toISOString() })).toMatchObject({ kind: "quote" });
  });

  it("a closed store is refused with the closed message and the next opening", () => {
    const early = Date.UTC(2026, 10, 25, 14, 0); // 9:00 AM
    expect(quote({ nowMs: early })).toEqual({
      kind: "closed",
      message: `${CLOSED_NOW_MESSAGE} We open again today at 11:00 AM.`,
    });
  });

  it("an order that cannot be ready before closing is refused, not quoted", () => {
    const late = Date.UTC(2026, 11, 26, 1, 50); // 8:50 PM on 2026-12-25: closes at 9:00
    expect(quote({ nowMs: late })).toMatchObject({ kind: "quote", minutes: 7 });
    const big = quote({ nowMs: late, lines: [{ itemId: "burger", quantity: 2 }] });
    expect(big).toEqual({
      kind: "closed",
      message: `${CLOSED_NOW_MESSAGE} We open again tomorrow at 11:00 AM.`,
    });
  });

  it("ready exactly at closing is still a quote; a minute later is not", () => {
    const tenTo = Date.UTC(2026, 10, 26, 1, 53); // 8:53 PM: 7 minutes to close
    expect(quote({ nowMs: tenTo })).toMatchObject({ kind: "quote", minutes: 7 });
    expect(quote({ nowMs: tenTo + MINUTE_MS })).toMatchObject({ kind: "closed" });
  });

  it("a closure starting in ten minutes refuses an order that would be ready after it starts", () => {
    // open around the clock, but 2026-11-26 (Thanksgiving) is closed; it is 11:50 PM on the 25th
    const schedule: StoreSchedule = {
      hours: week("00:00", "00:00"),
      closures: [
        {
          start_date: "2026-11-26",
          end_date: "2026-11-26",
          kind: "closed",
          open_time: null,
          close_time: null,
          label: "Thanksgiving",
        } satisfies StoreClosure,
      ],
    };
    const tenToMidnight = Date.UTC(2026, 10, 26, 4, 50);
    expect(quote({ nowMs: tenToMidnight, hours: schedule })).toMatchObject({ kind: "quote", minutes: 7 });
    const result = quote({
      nowMs: tenToMidnight,
      hours: schedule,
      lines: [{ itemId: "burger", quantity: 1 }],
    });
    expect(result).toEqual({
      kind: "closed",
      message: `${CLOSED_NOW_MESSAGE} We open again Friday at 12:00 AM.`,
    });
  });

  it("across a daylight-saving change the minutes are real minutes", () => {
    // 2026-11-01: clocks go back at 2:00 AM. Open around the clock; 1:50 AM EDT (05:50 UTC)
    const hours = week("00:00", "00:00");
    const beforeChange = Date.UTC(2026, 10, 1, 5, 50);
    const result = quote({ nowMs: beforeChange, hours, lines: [{ itemId: "burger", quantity: 3 }] });
    expect(result).toMatchObject({ kind: "quote", minutes: 23, readyAtMs: beforeChange + 23 * MINUTE_MS });
    // 2026-03-08: clocks go forward at 2:00 AM; 1:50 AM EST (06:50 UTC) quotes the same
    const spring = Date.UTC(2026, 2, 8, 6, 50);
    expect(quote({ nowMs: spring, hours, lines: [{ itemId: "burger", quantity: 3 }] })).toMatchObject({
      minutes: 23,
      readyAtMs: spring + 23 * MINUTE_MS,
    });
  });

  it("on a daylight-saving day the closing time is the wall clock's", () => {
    // 2026-03-08, closes at 9:00 PM EDT (01:00 UTC next day); at 8:50 PM a 23-minute order is refused
    const evening = Date.UTC(2026, 2, 9, 0, 50);
    expect(quote({ nowMs: evening })).toMatchObject({ kind: "quote", minutes: 7 });
    expect(quote({ nowMs: evening, lines: [{ itemId: "burger", quantity: 3 }] })).toMatchObject({
      kind: "closed",
    });
  });
});

describe("describeQuote", () => {
  it("speaks the customer's words", () => {
    expect(describeQuote({ minutes: 25, ordersAhead: 3 })).toBe("Ready in about 25 min (3 orders ahead)");
    expect(describeQuote({ minutes: 10, ordersAhead: 1 })).toBe("Ready in about 10 min (1 order ahead)");
    expect(describeQuote({ minutes: 10, ordersAhead: 0 })).toBe("Ready in about 10 min (no orders ahead)");
  });
});

/** A history of `count` orders from a kitchen of known minutes: one station, 4 a order, 2 a unit, burgers 5. */
function history(count: number, options: { outliers?: number } = {}): HistoryOrder[] {
  const orders: HistoryOrder[] = [];
  let stationFree = 0;
  for (let index = 0; index < count; index++) {
    const paidAtMs = NOON - 30 * 24 * 60 * MINUTE_MS + index * 60 * MINUTE_MS;
    const units = 1 + (index % 4);
    const burgers = index % 3 === 0 ? 1 : 0;
    const lines = [
      { itemId: "fries", quantity: units },
      ...(burgers ? [{ itemId: "burger", quantity: 1 }] : []),
    ];
    const start = Math.max(paidAtMs + MINUTE_MS, stationFree);
    const readyAtMs = start + (4 + 2 * units + 5 * burgers) * MINUTE_MS;
    stationFree = readyAtMs;
    const forgotten = options.outliers && index % options.outliers === 0 ? 200 * MINUTE_MS : 0;
    orders.push({ paidAtMs, confirmedAtMs: paidAtMs + MINUTE_MS, readyAtMs: readyAtMs + forgotten, lines });
  }
  return orders;
}

describe("learnKitchenFigures", () => {
  const settings = { ...DEFAULT_QUOTE_SETTINGS, capacity: 1 };

  it("keeps the owner's default below 50 completed orders", () => {
    expect(learnKitchenFigures([], settings)).toEqual(defaultFigures(settings, 0));
    expect(learnKitchenFigures(history(49), settings)).toMatchObject({ basis: "default", sampleSize: 49 });
  });

  it("learns the kitchen's minutes once 50 orders were completed", () => {
    const figures = learnKitchenFigures(history(60), settings);
    expect(figures.basis).toBe("learned");
    expect(figures.confirmMinutes).toBeCloseTo(1, 5);
    expect(figures.baseMinutes).toBeCloseTo(4, 0);
    expect(figures.unitMinutes).toBeCloseTo(2, 0);
    expect(figures.itemMinutes.burger).toBeCloseTo(5, 0);
    expect(predictPrepMinutes(figures, [{ itemId: "fries", quantity: 2 }])).toBeCloseTo(8, 0);
  });

  it("is not moved by orders someone forgot to mark ready", () => {
    const clean = learnKitchenFigures(history(120), settings);
    const noisy = learnKitchenFigures(history(120, { outliers: 10 }), settings);
    const lines = [{ itemId: "fries", quantity: 3 }];
    expect(Math.abs(predictPrepMinutes(noisy, lines) - predictPrepMinutes(clean, lines))).toBeLessThan(1.5);
  });

  it("is deterministic", () => {
    expect(learnKitchenFigures(history(80), settings)).toEqual(learnKitchenFigures(history(80), settings));
  });
});

describe("the board: kitchen start and late risk", () => {
  it("a scheduled order reaches the kitchen its predicted preparation before its promise", () => {
    const promised = NOON + 3 * 60 * MINUTE_MS;
    expect(kitchenStartMs(promised, FIGURES, [{ itemId: "burger", quantity: 2 }])).toBe(
      promised - 17 * MINUTE_MS,
    );
    expect(kitchenStartMs(promised, defaultFigures(DEFAULT_QUOTE_SETTINGS), [])).toBe(
      promised - 20 * MINUTE_MS,
    );
  });

  it("late risk is the whole minutes past the promise, none when on time", () => {
    expect(lateRiskMinutes(NOON + 6 * MINUTE_MS, NOON)).toBe(6);
    expect(lateRiskMinutes(NOON + 6 * MINUTE_MS + 59_000, NOON)).toBe(6);
    expect(lateRiskMinutes(NOON + 59_000, NOON)).toBe(0);
    expect(lateRiskMinutes(NOON, NOON + MINUTE_MS)).toBe(0);
    expect(lateRiskMinutes(NOON, null)).toBe(0);
    expect(describeLateRisk(6)).toBe("Late risk: +6 min");
  });
});
