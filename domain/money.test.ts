import { describe, expect, it } from "vitest";
import type { ModifierSelection } from "./money.ts";
import {
  DEFAULT_TAX_RATE_PERCENT,
  centsToDollars,
  centsToInput,
  computeOrderTotals,
  computeTaxCents,
  dollarsToCents,
  formatUsd,
  linePriceCents,
  parseTaxRatePercent,
  unitPriceCents,
} from "./money.ts";

describe("formatUsd", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [100, "$1.00"],
    [1299, "$12.99"],
    [123450, "$1,234.50"],
    [100000000, "$1,000,000.00"],
    [99999, "$999.99"],
    [100000, "$1,000.00"],
    [Number.MAX_SAFE_INTEGER, "$90,071,992,547,409.91"],
    [-100, "-$1.00"],
    [-123456, "-$1,234.56"],
    [-0, "$0.00"],
    [1299.6, "$13.00"],
  ])("%d cents -> %s", (cents, expected) => {
    expect(formatUsd(cents)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("rejects %d", (cents) => {
    expect(() => formatUsd(cents)).toThrow(RangeError);
  });
});

describe("dollarsToCents", () => {
  it.each<[number | string, number]>([
    [0, 0],
    [12.99, 1299],
    ["12.99", 1299],
    [" 8 ", 800],
    [1.005, 101], // 1.005 * 100 is 100.4999... in binary
    [0.015, 2],
    [1.115, 112],
    [0.1 + 0.2, 30],
    [-1.005, -101], // half away from zero
    [-0.004, 0],
    ["19.999", 2000],
    [1234567.89, 123456789],
    ["1e2", 10000],
  ])("%j -> %d", (value, expected) => {
    expect(dollarsToCents(value)).toBe(expected);
  });

  it.each<number | string>([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    "",
    "  ",
    "abc",
    "$5",
    1e20,
  ])("rejects %j", (value) => {
    expect(() => dollarsToCents(value)).toThrow(RangeError);
  });
});

describe("centsToDollars", () => {
  it.each([
    [0, 0],
    [1299, 12.99],
    [-50, -0.5],
  ])("%d -> %d", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });
});

describe("computeTaxCents", () => {
  it.each([
    [0, 8.25, 0],
    [1000, 8.25, 83], // 82.5 rounds half up
    [200, 8.25, 17], // 16.5
    [1299, 8.25, 107], // 107.1675
    [1818, 8.25, 150], // 149.985
    [1500, 7.1, 107], // 106.5, even though 7.1 is inexact in binary
    [10000, 8.875, 888], // 887.5
    [12345, 0, 0],
    [12345, 100, 12345],
    [999_999_999_99, 8.25, 8_250_000_000], // large catering totals stay exact
    [-1000, 8.25, -82], // -82.5 rounds up toward +infinity like Math.round
  ])("%d cents at %d%% -> %d", (subtotal, rate, expected) => {
    expect(computeTaxCents(subtotal, rate)).toBe(expected);
  });

  it.each<[number, number]>([
    [10.5, 8.25],
    [Number.NaN, 8.25],
    [1000, -1],
    [1000, Number.NaN],
  ])("rejects subtotal %d at rate %d", (subtotal, rate) => {
    expect(() => computeTaxCents(subtotal, rate)).toThrow(RangeError);
  });
});

const JERK_CHICKEN_MODIFIERS: ModifierSelection[] = [
  { groupName: "Spice", selectedOptions: [{ name: "Extra hot", priceAdjustment: 0 }] },
  {
    groupName: "Sides",
    selectedOptions: [
      { name: "Rice and peas", priceAdjustment: 250 },
      { name: "Plantains", priceAdjustment: 300 },
    ],
  },
];

describe("unitPriceCents / linePriceCents", () => {
  it.each<[string, number, ModifierSelection[], number, number, number]>([
    ["no modifiers", 1299, [], 1, 1299, 1299],
    ["no modifiers, quantity 3", 1299, [], 3, 1299, 3897],
    ["modifiers added before multiplying", 1299, JERK_CHICKEN_MODIFIERS, 2, 1849, 3698],
    ["empty group", 1000, [{ groupName: "Extras", selectedOptions: [] }], 2, 1000, 2000],
    [
      "discount option",
      1000,
      [{ groupName: "Size", selectedOptions: [{ name: "Small", priceAdjustment: -200 }] }],
      3,
      800,
      2400,
    ],
  ])("%s", (_label, base, modifiers, quantity, unit, line) => {
    expect(unitPriceCents(base, modifiers)).toBe(unit);
    expect(linePriceCents(base, modifiers, quantity)).toBe(line);
  });
});

describe("computeOrderTotals", () => {
  it.each<[string, { unitPriceCents: number; quantity: number }[], number, number, number]>([
    ["empty order", [], 8.25, 0, 0],
    ["one line", [{ unitPriceCents: 1000, quantity: 1 }], 8.25, 1000, 83],
    // Per line: 3 x round(1.65) = 6; once per order: round(4.95) = 5.
    [
      "tax rounded once, not per line",
      [
        { unitPriceCents: 20, quantity: 1 },
        { unitPriceCents: 20, quantity: 1 },
        { unitPriceCents: 20, quantity: 1 },
      ],
      8.25,
      60,
      5,
    ],
    [
      "quantities multiply",
      [
        { unitPriceCents: 1849, quantity: 2 },
        { unitPriceCents: 350, quantity: 3 },
      ],
      8.25,
      4748,
      392,
    ],
    ["tax-free rate", [{ unitPriceCents: 1000, quantity: 2 }], 0, 2000, 0],
  ])("%s", (_label, lines, rate, subtotalCents, taxCents) => {
    expect(computeOrderTotals(lines, rate)).toEqual({
      subtotalCents,
      taxCents,
      tipCents: 0,
      discountCents: 0,
      totalCents: subtotalCents + taxCents,
    });
  });

  it("taxes the subtotal less the discount and adds the tip untaxed", () => {
    // $40.00 less $4.00: tax 8.25 % of $36.00 = $2.97; tip $7.20; total 36.00 + 2.97 + 7.20.
    expect(
      computeOrderTotals([{ unitPriceCents: 2000, quantity: 2 }], 8.25, {
        tipCents: 720,
        discountCents: 400,
      }),
    ).toEqual({ subtotalCents: 4000, taxCents: 297, tipCents: 720, discountCents: 400, totalCents: 4617 });
  });

  it("never discounts more than the subtotal", () => {
    const totals = computeOrderTotals([{ unitPriceCents: 500, quantity: 1 }], 8.25, { discountCents: 900 });
    expect(totals).toMatchObject({ discountCents: 500, taxCents: 0, totalCents: 0 });
  });
});

describe("parseTaxRatePercent", () => {
  it.each<[string | null | undefined, number]>([
    ["8.25", 8.25],
    [" 6.5 ", 6.5],
    ["0", 0],
    ["100", 100],
    [".5", 0.5],
    ["7.", 7],
    [null, DEFAULT_TAX_RATE_PERCENT],
    [undefined, DEFAULT_TAX_RATE_PERCENT],
    ["", DEFAULT_TAX_RATE_PERCENT],
    ["abc", DEFAULT_TAX_RATE_PERCENT],
    ["-1", DEFAULT_TAX_RATE_PERCENT],
    ["100.01", DEFAULT_TAX_RATE_PERCENT],
    ["8.25%", DEFAULT_TAX_RATE_PERCENT],
    ["1e1", DEFAULT_TAX_RATE_PERCENT],
    ["Infinity", DEFAULT_TAX_RATE_PERCENT],
  ])("%j -> %d", (value, expected) => {
    expect(parseTaxRatePercent(value)).toBe(expected);
  });

  it("defaults to the product's 8.25 percent", () => {
    expect(DEFAULT_TAX_RATE_PERCENT).toBe(8.25);
  });
});

describe("centsToInput", () => {
  it("writes cents as the dollars an input shows, two decimals, no thousands separator", () => {
    expect(centsToInput(1250)).toBe("12.50");
    expect(centsToInput(0)).toBe("0.00");
    expect(centsToInput(5)).toBe("0.05");
    expect(centsToInput(123456789)).toBe("1234567.89");
    expect(centsToInput(-5)).toBe("-0.05");
  });

  it("is exact where dividing by 100 is not", () => {
    // 1.1 * 100 style noise: 0.29 is 28.999999999999996 cents in floating point.
    expect(centsToInput(29)).toBe("0.29");
    expect(centsToInput(100_000_000_000_001)).toBe("1000000000000.01");
  });
});
