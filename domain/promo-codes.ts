// Promo codes (docs/product/03-ordering.md §3.16): whether a code applies to a cart and the discount it
// makes, in integer cents. The server decides with the uses counted under the code's row lock.
import { formatUsd } from "./money.ts";
import { percentOfCents } from "./tips.ts";

export const PROMO_CODE_MAX_LENGTH = 40;

export type PromoKind = "percent" | "amount";

export type PromoRule = {
  code: string;
  kind: PromoKind;
  /** A whole percent (1 to 100) or cents. */
  value: number;
  min_subtotal: number;
  /** Business-time-zone days, YYYY-MM-DD, inclusive; null: no bound. */
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  max_uses_per_email: number | null;
  first_order_only: boolean;
  order_types: string[];
  is_active: boolean;
};

/**
 * Uses that count against a code's limits: paid orders and unpaid ones whose payment page is open.
 * `earlierOrdersByEmail`: the customer's orders that make this one not a first order (paid ones, and
 * any other still holding this code).
 */
export type PromoUsage = { uses: number; usesByEmail: number; earlierOrdersByEmail: number };

export const PROMO_MESSAGES = {
  /** Also a code that is switched off or has ended: nobody learns which codes once existed. */
  unknown: "We don't recognise that promo code.",
  notStarted: (date: string) => `This promo code starts on ${date}.`,
  minimum: (cents: number) => `This promo code needs a subtotal of at least ${formatUsd(cents)}.`,
  usedUp: "This promo code has been used up.",
  usedByYou: "You have already used this promo code.",
  firstOrder: "This promo code is for a first order only.",
  orderType: (type: string) => `This promo code is not for ${type} orders.`,
} as const;

/** How a code is compared: trimmed, case-insensitive. */
export function normalizePromoCode(code: string): string {
  return code.trim().toLowerCase();
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-01" -> "Dec 1, 2026" */
export function formatDateKey(dateKey: string): string {
  const [year, month, day] = dateKey.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ""} ${day}, ${year}`;
}

export function discountFor(rule: Pick<PromoRule, "kind" | "value">, subtotalCents: number): number {
  const raw = rule.kind === "percent" ? percentOfCents(subtotalCents, rule.value) : rule.value;
  return Math.max(0, Math.min(raw, subtotalCents));
}

export type PromoResult = { ok: true; discountCents: number } | { ok: false; message: string };

/** One refusal at a time, in the order a customer can act on it. `today` is the business day. */
export function evaluatePromo(
  rule: PromoRule | null,
  input: { subtotalCents: number; orderType: string; today: string; usage: PromoUsage },
): PromoResult {
  if (!rule || !rule.is_active) return { ok: false, message: PROMO_MESSAGES.unknown };
  if (rule.ends_on && input.today > rule.ends_on) return { ok: false, message: PROMO_MESSAGES.unknown };
  if (rule.starts_on && input.today < rule.starts_on) {
    return { ok: false, message: PROMO_MESSAGES.notStarted(formatDateKey(rule.starts_on)) };
  }
  if (!rule.order_types.includes(input.orderType)) {
    return { ok: false, message: PROMO_MESSAGES.orderType(input.orderType) };
  }
  if (input.subtotalCents < rule.min_subtotal) {
    return { ok: false, message: PROMO_MESSAGES.minimum(rule.min_subtotal) };
  }
  if (rule.max_uses !== null && input.usage.uses >= rule.max_uses) {
    return { ok: false, message: PROMO_MESSAGES.usedUp };
  }
  if (rule.first_order_only && input.usage.earlierOrdersByEmail > 0) {
    return { ok: false, message: PROMO_MESSAGES.firstOrder };
  }
  if (rule.max_uses_per_email !== null && input.usage.usesByEmail >= rule.max_uses_per_email) {
    return { ok: false, message: PROMO_MESSAGES.usedByYou };
  }
  return { ok: true, discountCents: discountFor(rule, input.subtotalCents) };
}

/** The cart page's "Apply" (POST /api/checkout/promo-code): a preview; the checkout decides. */
export type PromoPreview = { code: string; discountCents: number };
