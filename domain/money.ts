// Money is integer cents everywhere; dollars exist only at the edges (display, form input).

export const DEFAULT_TAX_RATE_PERCENT = 8.25;

// Exact decimal digits of a tax rate we keep before integer arithmetic (8.25 -> 8250000).
const RATE_SCALE = 1_000_000n;

// A comma before every group of three digits that ends the number: "1234567" -> "1,234,567". Not
// Intl.NumberFormat: building one costs a browser its first 15-20 ms of locale data, on every page.
const THOUSANDS = /\B(?=(\d{3})+$)/g;

function requireWholeCents(cents: number, name: string): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${name} must be a whole number of cents: ${cents}`);
}

/** "$1,234.50"; digits built from integers so no float rounding can show up. */
export function formatUsd(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Cannot format ${cents} as money`);
  const whole = Math.round(cents);
  const absolute = Math.abs(whole);
  const dollars = String(Math.floor(absolute / 100)).replace(THOUSANDS, ",");
  const rest = String(absolute % 100).padStart(2, "0");
  return `${whole < 0 ? "-" : ""}$${dollars}.${rest}`;
}

/** Cents as the text a money input shows ("12.50", "-0.05"), from integers so no float rounding shows up. */
export function centsToInput(cents: number): string {
  const whole = Math.round(cents);
  const absolute = Math.abs(whole);
  const rest = String(absolute % 100).padStart(2, "0");
  return `${whole < 0 ? "-" : ""}${Math.floor(absolute / 100)}.${rest}`;
}

export function dollarsToCents(value: number | string): number {
  const amount = typeof value === "string" && value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(amount)) throw new RangeError(`Not a dollar amount: ${String(value)}`);
  // 1.005 * 100 is 100.49999999999999 in binary; 15 significant digits restore the decimal
  // the user typed before rounding half away from zero.
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Dollar amount out of range: ${String(value)}`);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Tax on a whole order, rounded once half up, so per-line rounding errors cannot add up. */
export function computeTaxCents(subtotalCents: number, ratePercent: number): number {
  requireWholeCents(subtotalCents, "Subtotal");
  if (!Number.isFinite(ratePercent) || ratePercent < 0) {
    throw new RangeError(`Invalid tax rate: ${ratePercent}`);
  }
  // Integer arithmetic on the exact product: subtotal * rate / 100.
  const numerator = BigInt(subtotalCents) * BigInt(Math.round(ratePercent * Number(RATE_SCALE)));
  const denominator = 100n * RATE_SCALE;
  // floor((2n + d) / 2d) is round-half-up; BigInt division truncates, so floor negatives by hand.
  const twiceNumerator = 2n * numerator + denominator;
  const twiceDenominator = 2n * denominator;
  let quotient = twiceNumerator / twiceDenominator;
  if (twiceNumerator % twiceDenominator !== 0n && twiceNumerator < 0n) quotient -= 1n;
  return Number(quotient);
}

export type ModifierSelection = {
  groupName: string;
  selectedOptions: { name: string; priceAdjustment: number }[];
};

export function unitPriceCents(basePriceCents: number, modifiers: ModifierSelection[]): number {
  let total = basePriceCents;
  for (const modifier of modifiers) {
    for (const option of modifier.selectedOptions) total += option.priceAdjustment;
  }
  return total;
}

export function linePriceCents(
  basePriceCents: number,
  modifiers: ModifierSelection[],
  quantity: number,
): number {
  return unitPriceCents(basePriceCents, modifiers) * quantity;
}

export type OrderTotals = {
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  totalCents: number;
};

/**
 * subtotal + tax + tip - discount (docs/product/03-ordering.md §3.15, §3.16): tax is on the subtotal less the
 * discount; the tip is taxed never.
 */
export function computeOrderTotals(
  lines: { unitPriceCents: number; quantity: number }[],
  taxRatePercent: number,
  adjustments: { tipCents?: number; discountCents?: number } = {},
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const tipCents = adjustments.tipCents ?? 0;
  const discountCents = Math.min(adjustments.discountCents ?? 0, subtotalCents);
  const taxCents = computeTaxCents(subtotalCents - discountCents, taxRatePercent);
  return {
    subtotalCents,
    taxCents,
    tipCents,
    discountCents,
    totalCents: subtotalCents - discountCents + taxCents + tipCents,
  };
}

/**
 * A site setting such as "8.25"; anything unusable falls back to 8.25 percent (docs/product/03-ordering.md
 * §3.5).
 */
export function parseTaxRatePercent(value: string | null | undefined): number {
  const trimmed = value?.trim() ?? "";
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return DEFAULT_TAX_RATE_PERCENT;
  const rate = Number(trimmed);
  if (!Number.isFinite(rate) || rate > 100) return DEFAULT_TAX_RATE_PERCENT;
  return rate;
}
