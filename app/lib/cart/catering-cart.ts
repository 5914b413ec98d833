// Writing the catering cart (docs/product/04-catering.md §4.3): its own local-storage key, lines of
// id/itemId/title/price/tier/serves/quantity/category with isCateringItem true, and a
// catering-cart-updated event after every change. Reading and storing are in cart-store.ts (every page counts
// the cart for the header's badge); these changes only load on the pages that change the cart.
import { MAX_LINE_QUANTITY } from "#domain/cart-limits.ts";
import { readCateringLines, writeCateringLines, type CateringCartLine } from "./cart-store.ts";

export type NewCateringLine = {
  itemId: string;
  title: string;
  /** cents, the tier's price as the page showed it (the server reprices it) */
  price: number;
  tier: string;
  serves: string;
  category: string;
  quantity?: number;
};

function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** Adds an item in one serving size, or raises the quantity of the same item and size. */
export function addCateringLine(input: NewCateringLine): { line: CateringCartLine; merged: boolean } {
  const lines = readCateringLines();
  const quantity = input.quantity ?? 1;
  const index = lines.findIndex((line) => line.itemId === input.itemId && line.tier === input.tier);
  if (index >= 0) {
    const existing = lines[index]!;
    const line = { ...existing, quantity: clampQuantity(existing.quantity + quantity) };
    writeCateringLines(lines.map((entry, position) => (position === index ? line : entry)));
    return { line, merged: true };
  }
  const line: CateringCartLine = {
    id: input.itemId,
    itemId: input.itemId,
    title: input.title,
    price: input.price,
    tier: input.tier,
    serves: input.serves,
    quantity: clampQuantity(quantity),
    category: input.category,
    isCateringItem: true,
  };
  writeCateringLines([...lines, line]);
  return { line, merged: false };
}

/** A line is its item in one size. The quantity stays between 1 and the checkout's maximum. */
export function setCateringQuantity(itemId: string, tier: string, quantity: number): void {
  writeCateringLines(
    readCateringLines().map((line) =>
      line.itemId === itemId && line.tier === tier ? { ...line, quantity: clampQuantity(quantity) } : line,
    ),
  );
}

export function removeCateringLine(itemId: string, tier: string): void {
  writeCateringLines(readCateringLines().filter((line) => !(line.itemId === itemId && line.tier === tier)));
}

export function clearCateringCart(): void {
  writeCateringLines([]);
}
