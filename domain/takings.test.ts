import { describe, expect, it } from "vitest";
import { addTakings, NO_TAKINGS, refundTaxShare, splitRefund, takingsOf, tipsOf } from "./takings.ts";

describe("takings", () => {
  it("keeps tax apart from sales on an order without a refund", () => {
    expect(takingsOf({ subtotal: 2000, tax: 165, refunded: 0 })).toEqual({
      netSales: 2000,
      tax: 165,
      refunds: 0,
      tips: 0,
    });
  });

  it("splits a partial refund in the order's proportion, rounding once", () => {
    // $10.00 of a $21.65 order: tax part 1000 × 165 / 2165 = 76.2 → 76 cents.
    expect(splitRefund({ subtotal: 2000, tax: 165, refunded: 1000 })).toEqual({ sales: 924, tax: 76 });
    expect(takingsOf({ subtotal: 2000, tax: 165, refunded: 1000 })).toEqual({
      netSales: 1076,
      tax: 89,
      refunds: 1000,
      tips: 0,
    });
  });

  it("rounds an exact half cent up, and the two parts always add up to the refund", () => {
    // 1 × 100 / 200 = 0.5 cent of tax.
    expect(refundTaxShare({ subtotal: 100, tax: 100, refunded: 1 })).toBe(1);
    for (const refunded of [1, 2, 3, 7, 99, 1234, 2164]) {
      const split = splitRefund({ subtotal: 2000, tax: 165, refunded });
      expect(split.sales + split.tax).toBe(refunded);
      expect(split.tax).toBeGreaterThanOrEqual(0);
      expect(split.sales).toBeGreaterThanOrEqual(0);
    }
  });

  it("gives back the whole tax on a full refund, and nothing of it without tax", () => {
    expect(takingsOf({ subtotal: 2000, tax: 165, refunded: 2165 })).toEqual({
      netSales: 0,
      tax: 0,
      refunds: 2165,
      tips: 0,
    });
    expect(splitRefund({ subtotal: 3000, tax: 0, refunded: 1200 })).toEqual({ sales: 1200, tax: 0 });
    expect(refundTaxShare({ subtotal: 0, tax: 0, refunded: 0 })).toBe(0);
  });

  it("adds takings up", () => {
    const one = takingsOf({ subtotal: 2000, tax: 165, refunded: 1000 });
    expect(addTakings(NO_TAKINGS, one)).toEqual(one);
    expect(addTakings(one, one)).toEqual({ netSales: 2152, tax: 178, refunds: 2000, tips: 0 });
  });
});

describe("an order with a tip and a discount", () => {
  // subtotal 38.89 less 3.89, tax 2.89, tip 7.00: paid 44.89
  const order = { subtotal: 3889, discount: 389, tax: 289, tip: 700, refunded: 0 };

  it("counts the discounted subtotal as sales and the tip apart", () => {
    expect(takingsOf(order)).toEqual({ netSales: 3500, tax: 289, refunds: 0, tips: 700 });
    expect(tipsOf(order)).toBe(700);
  });

  it("gives a refund back across sales, tax and tip, the full refund exactly", () => {
    const full = { ...order, refunded: 4489 };
    expect(takingsOf(full)).toEqual({ netSales: 0, tax: 0, refunds: 4489, tips: 0 });
    expect(tipsOf(full)).toBe(0);
    // half: tax 144.5 -> 145, tip 350
    const half = { ...order, refunded: 2245 };
    expect(tipsOf(half)).toBe(350);
    const kept = takingsOf(half);
    expect(kept.tips).toBe(350);
    expect(kept.netSales + kept.tax + tipsOf(half) + half.refunded).toBe(4489);
  });

  it("keeps tips as a figure of their own when takings are added up", () => {
    const paid = takingsOf(order);
    const halfRefunded = takingsOf({ ...order, refunded: 2245 });
    const day = addTakings(addTakings(NO_TAKINGS, paid), halfRefunded);
    expect(day.tips).toBe(700 + 350);
    // the tips are never counted in the sales: sales, tax and tips add up to what was kept
    expect(day.netSales + day.tax + day.tips).toBe(2 * 4489 - 2245);
  });
});
