import { describe, expect, it } from "vitest";
import { discountFor, evaluatePromo, PROMO_MESSAGES, type PromoRule } from "./promo-codes.ts";

const rule: PromoRule = {
  code: "SAVE10",
  kind: "percent",
  value: 10,
  min_subtotal: 2000,
  starts_on: "2026-12-01",
  ends_on: "2026-12-31",
  max_uses: 5,
  max_uses_per_email: 1,
  first_order_only: false,
  order_types: ["pickup", "delivery"],
  is_active: true,
};
const fresh = { uses: 0, usesByEmail: 0, earlierOrdersByEmail: 0 };
const input = { subtotalCents: 4500, orderType: "pickup", today: "2026-12-10", usage: fresh };

describe("evaluatePromo", () => {
  it("gives a percent or a fixed amount off, never more than the subtotal", () => {
    expect(evaluatePromo(rule, input)).toEqual({ ok: true, discountCents: 450 });
    expect(discountFor({ kind: "amount", value: 500 }, 4500)).toBe(500);
    expect(discountFor({ kind: "amount", value: 5000 }, 4500)).toBe(4500);
    expect(discountFor({ kind: "percent", value: 15 }, 1003)).toBe(150); // 150.45
  });

  it.each<[string, PromoRule | null, Partial<typeof input>, string]>([
    ["unknown", null, {}, PROMO_MESSAGES.unknown],
    ["switched off", { ...rule, is_active: false }, {}, PROMO_MESSAGES.unknown],
    ["past its end, as unknown", rule, { today: "2027-01-01" }, PROMO_MESSAGES.unknown],
    ["not yet started", rule, { today: "2026-11-30" }, "This promo code starts on Dec 1, 2026."],
    ["minimum", rule, { subtotalCents: 1999 }, "This promo code needs a subtotal of at least $20.00."],
    ["used up", rule, { usage: { ...fresh, uses: 5 } }, PROMO_MESSAGES.usedUp],
    ["used by this email", rule, { usage: { ...fresh, usesByEmail: 1 } }, PROMO_MESSAGES.usedByYou],
    [
      "first order only",
      { ...rule, first_order_only: true },
      { usage: { ...fresh, earlierOrdersByEmail: 2 } },
      PROMO_MESSAGES.firstOrder,
    ],
    ["order type", rule, { orderType: "catering" }, "This promo code is not for catering orders."],
  ])("refuses: %s", (_label, candidate, change, message) => {
    expect(evaluatePromo(candidate, { ...input, ...change })).toEqual({ ok: false, message });
  });

  it("counts the last day and the first day in", () => {
    expect(evaluatePromo(rule, { ...input, today: "2026-12-31" }).ok).toBe(true);
    expect(evaluatePromo(rule, { ...input, today: "2026-12-01" }).ok).toBe(true);
  });
});
