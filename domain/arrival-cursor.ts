// Where an order board stands in the orders that reached the kitchen (docs/product/06-admin.md §6.4): the
// arrival time to the microsecond (when paid, or taken as a phone order paid in person) and the
// order's id, which parts orders of the same instant. Written "<microseconds>_<id>".

export type ArrivalCursor = { micros: bigint; id: string };

/** The cursor before every order. */
export const START_CURSOR = "0_00000000-0000-0000-0000-000000000000";

const CURSOR_PATTERN = /^(\d{1,18})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export type ArrivedOrder = {
  id: string;
  number: string;
  customerName: string;
  /** cents */
  total: number;
  orderType: string;
  /** Paid and nobody confirmed or acknowledged it yet: the new-order alarm rings for it. */
  needsAction: boolean;
  arrivedAt: string;
};

/** One page of arrivals; `more` says to ask again from `cursor`. */
export type Arrivals = { orders: ArrivedOrder[]; cursor: string; more: boolean };

export function formatArrivalCursor(cursor: ArrivalCursor): string {
  return `${cursor.micros.toString()}_${cursor.id}`;
}

/** The cursor written as text, or null when the text is not one. */
export function parseArrivalCursor(value: string | null | undefined): ArrivalCursor | null {
  const match = CURSOR_PATTERN.exec(value?.trim().toLowerCase() ?? "");
  if (!match) return null;
  return { micros: BigInt(match[1]!), id: match[2]! };
}

/** Whichever of two written cursors stands further on (an unreadable one counts as the start). */
export function laterArrivalCursor(a: string, b: string): string {
  const left = parseArrivalCursor(a);
  const right = parseArrivalCursor(b);
  if (!left) return right ? b : START_CURSOR;
  if (!right) return a;
  if (left.micros !== right.micros) return left.micros > right.micros ? a : b;
  return left.id >= right.id ? a : b;
}
