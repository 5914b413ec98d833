// "Order again" (docs/product/03-ordering.md §3.10.1): a past order's lines rebuilt at today's menu and
// prices, and what could not come back, with the reason in the customer's words.
import type { CartModifier } from "./checkout.ts";

export type ReorderLine = {
  itemId: string;
  title: string;
  /** today's base price, cents */
  basePrice: number;
  /** today's unit price with the options' adjustments, cents (priced on the server) */
  unitPrice: number;
  quantity: number;
  image: string | null;
  modifiers: CartModifier[];
  specialInstructions: string;
};

export type LeftOutReason = "gone" | "unavailable" | "sold-out" | "option-gone" | "option-sold-out";

export type LeftOutLine = { title: string; reason: LeftOutReason };

export type Reorder = { lines: ReorderLine[]; leftOut: LeftOutLine[] };

const REASON_TEXT: Record<LeftOutReason, string> = {
  gone: "no longer on our menu",
  unavailable: "not available for online ordering right now",
  "sold-out": "sold out today",
  "option-gone": "a choice you made is no longer offered",
  "option-sold-out": "a choice you made is sold out today",
};

/** "Curry Goat (sold out today)". */
export function describeLeftOut(line: LeftOutLine): string {
  return `${line.title} (${REASON_TEXT[line.reason]})`;
}

/** The plain message shown when some lines could not come back; null when all of them did. */
export function leftOutMessage(leftOut: readonly LeftOutLine[]): string | null {
  if (leftOut.length === 0) return null;
  return `We left out what is no longer available: ${leftOut.map(describeLeftOut).join(", ")}.`;
}
