import { useSyncExternalStore } from "react";
import { readCart, readCateringCart, subscribeToCarts } from "./cart-store.ts";

/**
 * The number of items in both carts: each line's quantity, summed (one line of 3 counts 3). A cart
 * still being read counts nothing yet; its subscribers hear when it can be counted.
 */
export function countCartItems(): number {
  const sum = (lines: readonly { quantity: number }[]) =>
    lines.reduce((total, line) => total + line.quantity, 0);
  return sum(readCart()?.lines ?? []) + sum(readCateringCart() ?? []);
}

/** The combined item count of the regular and catering carts; 0 while rendering on the server. */
export function useCombinedCartCount(): number {
  return useSyncExternalStore(subscribeToCarts, countCartItems, () => 0);
}
