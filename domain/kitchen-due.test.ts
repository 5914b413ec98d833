import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE, getZonedParts, zonedDateTimeToInstant } from "./business-time.ts";
import {
  DUE_RECHECK_MAX_MS,
  DUE_RECHECK_SLACK_MS,
  dueRecheckDelayMs,
  isKitchenDue,
  kitchenDue,
  kitchenLeadMinutes,
  type KitchenDueOrder,
} from "./kitchen-due.ts";
import {
  DEFAULT_QUOTE_SETTINGS,
  defaultFigures,
  kitchenStartMs,
  MINUTE_MS,
  type KitchenFigures,
} from "./ready-quote.ts";
import { isOpenAt, type StoreClosure, type StoreHoursRow } from "./store-hours.ts";

const NY = DEFAULT_TIMEZONE;

/** 5 minutes an order, 2 a unit, burgers 6 a unit, 3 minutes of margin plus a tenth, 2 to confirm. */
const FIGURES: KitchenFigures = {
  basis: "learned",
  confirmMinutes: 2,
  baseMinutes: 5,
  unitMinutes: 2,
  itemMinutes: { burger: 6 },
  marginMinutes: 3,
  marginFactor: 0.1,
  sampleSize: 120,
};

const at = (date: string, time: string) => zonedDateTimeToInstant(date, time, NY).getTime();
const wall = (ms: number) => {
  const parts = getZonedParts(new Date(ms), NY);
  return `${parts.dateKey} ${String(Math.floor(parts.minutes / 60)).padStart(2, "0")}:${String(parts.minutes % 60).padStart(2, "0")}`;
};

function scheduled(promisedAtMs: number, paidAtMs: number, overrides: Partial<KitchenDueOrder> = {}) {
  return {
    scheduled: true,
    orderType: "pickup",
    promisedAtMs,
    paidAtMs,
    lines: [{ itemId: "burger", quantity: 2 }],
    ...overrides,
  } satisfies KitchenDueOrder;
}

describe("kitchenLeadMinutes", () => {
  it("is the predicted preparation, its margin and the confirmation, rounded up to the minute", () => {
    // 5 + 2 × 6 = 17 minutes of preparation; margin 3 + 1.7; confirmation 2: 23.7 → 24
    expect(kitchenLeadMinutes(FIGURES, [{ itemId: "burger", quantity: 2 }])).toBe(24);
    // a dish without a figure of its own takes the kitchen's 2 a unit: 5 + 6 = 11; 3 + 1.1; 2 → 17.1 → 18
    expect(kitchenLeadMinutes(FIGURES, [{ itemId: "fries", quantity: 3 }])).toBe(18);
    // before the history counts, the owner's usual time stands
    expect(kitchenLeadMinutes(defaultFigures({ ...DEFAULT_QUOTE_SETTINGS, defaultMinutes: 25 }), [])).toBe(
      25,
    );
  });
});

describe("kitchenDue: when a scheduled order reaches the kitchen", () => {
  const promised = at("2026-11-27", "18:00");

  it("comes due at its promise less its lead, not when paid, not at midnight, not at the promise", () => {
    const order = scheduled(promised, at("2026-11-25", "09:12"));
    const due = kitchenDue(order, FIGURES);
    expect(due.dueAtMs).toBe(promised - 24 * MINUTE_MS);
    expect(wall(due.dueAtMs)).toBe("2026-11-27 17:36");
    expect(due.startAtMs).toBe(kitchenStartMs(promised, FIGURES, order.lines));
    expect(due.shortMinutes).toBe(0);
    expect(isKitchenDue(order, FIGURES, at("2026-11-27", "00:00"))).toBe(false);
    expect(isKitchenDue(order, FIGURES, due.dueAtMs - 1)).toBe(false);
    expect(isKitchenDue(order, FIGURES, due.dueAtMs)).toBe(true);
    expect(isKitchenDue(order, FIGURES, promised)).toBe(true);
  });

  it("a bigger order comes due earlier than a small one for the same time", () => {
    const small = kitchenDue(scheduled(promised, 0, { lines: [{ itemId: "fries", quantity: 1 }] }), FIGURES);
    const big = kitchenDue(scheduled(promised, 0, { lines: [{ itemId: "burger", quantity: 8 }] }), FIGURES);
    // 5 + 2 = 7; 3 + 0.7; 2 → 12.7 → 13 minutes, against 5 + 48 = 53; 3 + 5.3; 2 → 63.3 → 64
    expect(wall(small.dueAtMs)).toBe("2026-11-27 17:47");
    expect(wall(big.dueAtMs)).toBe("2026-11-27 16:56");
  });

  it("an order whose preparation is longer than the time left comes due as soon as it is paid", () => {
    // paid at 5:50 PM for 6:00 PM, 24 minutes of lead: the kitchen is 14 minutes short
    const paid = at("2026-11-27", "17:50");
    const order = scheduled(promised, paid);
    const due = kitchenDue(order, FIGURES);
    expect(due.dueAtMs).toBe(paid);
    expect(due.startAtMs).toBe(promised - 24 * MINUTE_MS);
    expect(due.shortMinutes).toBe(14);
    expect(isKitchenDue(order, FIGURES, paid)).toBe(true);
    expect(isKitchenDue(order, FIGURES, paid - 1)).toBe(false);
  });

  it("across the spring change counts real minutes: 3:30 AM less 45 minutes is 1:45 AM, not 2:45", () => {
    // 2026-03-08 in New York: 2:00 AM becomes 3:00 AM
    const promisedAtMs = at("2026-03-08", "03:30");
    const figures = { ...defaultFigures({ ...DEFAULT_QUOTE_SETTINGS, defaultMinutes: 45 }) };
    const due = kitchenDue(scheduled(promisedAtMs, 0, { lines: [] }), figures);
    expect(promisedAtMs - due.dueAtMs).toBe(45 * MINUTE_MS);
    expect(wall(due.dueAtMs)).toBe("2026-03-08 01:45");
  });

  it("across the autumn change counts real minutes: 1:15 AM (the second one) less 30 is 1:45 AM the first time", () => {
    // 2026-11-01 in New York: 2:00 AM EDT becomes 1:00 AM EST; 06:15 UTC is 1:15 AM EST
    const promisedAtMs = Date.UTC(2026, 10, 1, 6, 15);
    expect(wall(promisedAtMs)).toBe("2026-11-01 01:15");
    const figures = defaultFigures({ ...DEFAULT_QUOTE_SETTINGS, defaultMinutes: 30 });
    const due = kitchenDue(scheduled(promisedAtMs, 0, { lines: [] }), figures);
    expect(due.dueAtMs).toBe(Date.UTC(2026, 10, 1, 5, 45));
    expect(wall(due.dueAtMs)).toBe("2026-11-01 01:45");
    expect(due.dueAtMs).toBeLessThan(promisedAtMs);
  });

  it("a closure does not move it: an order for the opening after a closed day comes due before the doors open", () => {
    const week: StoreHoursRow[] = [
      "sunday",
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
    ].map((day) => ({ day_of_week: day, open_time: "11:00", close_time: "21:00", is_closed: false }));
    const closures: StoreClosure[] = [
      {
        start_date: "2026-11-26",
        end_date: "2026-11-26",
        kind: "closed",
        open_time: null,
        close_time: null,
        label: "Thanksgiving",
      },
    ];
    const hours = { hours: week, closures };
    // booked on Wednesday for Friday's 11:00 AM opening, Thursday closed
    const order = scheduled(at("2026-11-27", "11:00"), at("2026-11-25", "15:00"));
    const due = kitchenDue(order, FIGURES);
    expect(wall(due.dueAtMs)).toBe("2026-11-27 10:36");
    // the kitchen starts before the doors open; the closed Thursday neither holds it nor rings it
    expect(isOpenAt(hours, new Date(due.dueAtMs), NY)).toBe(false);
    expect(isOpenAt(hours, new Date(at("2026-11-26", "12:00")), NY)).toBe(false);
    expect(isKitchenDue(order, FIGURES, at("2026-11-26", "12:00"))).toBe(false);
    expect(isKitchenDue(order, FIGURES, at("2026-11-27", "00:00"))).toBe(false);
  });

  it("orders for now, catering and a scheduled order without its time reach the kitchen when paid", () => {
    const paid = at("2026-11-25", "12:00");
    expect(kitchenDue(scheduled(promised, paid, { scheduled: false, promisedAtMs: null }), FIGURES)).toEqual({
      dueAtMs: paid,
      startAtMs: null,
      shortMinutes: 0,
    });
    expect(kitchenDue(scheduled(promised, paid, { orderType: "catering" }), FIGURES).dueAtMs).toBe(paid);
    expect(kitchenDue(scheduled(promised, paid, { promisedAtMs: null }), FIGURES).dueAtMs).toBe(paid);
  });
});

describe("dueRecheckDelayMs", () => {
  const now = at("2026-11-25", "12:00");
  it("waits until the next order comes due and a second", () => {
    expect(dueRecheckDelayMs(now + 61_000, now)).toBe(61_000 + DUE_RECHECK_SLACK_MS);
    expect(dueRecheckDelayMs(now, now)).toBe(DUE_RECHECK_SLACK_MS);
  });
  it("looks again within 15 minutes however far the next one is, and not at all without one", () => {
    expect(dueRecheckDelayMs(now + 3 * 86_400_000, now)).toBe(DUE_RECHECK_MAX_MS);
    expect(dueRecheckDelayMs(null, now)).toBeNull();
    expect(dueRecheckDelayMs(Number.NaN, now)).toBeNull();
  });
});
