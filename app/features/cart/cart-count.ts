import { useSyncExternalStore } from "react";
import { CATERING_CART_KEY, REGULAR_CART_KEY } from "./cart-keys";
import { getCartStorage } from "./cart-storage";
import { subscribeToCarts } from "./cart-store";

export {
  CART_UPDATED_EVENT,
  CATERING_CART_KEY,
  CATERING_CART_UPDATED_EVENT,
  REGULAR_CART_KEY,
} from "./cart-keys";

function countLines(key: string): number {
  try {
    const raw = getCartStorage().getItem(key);
    if (!raw) return 0;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/** The combined number of lines in the regular and catering carts; 0 while rendering on the server. */
export function useCombinedCartCount(): number {
  return useSyncExternalStore(
    subscribeToCarts,
    () => countLines(REGULAR_CART_KEY) + countLines(CATERING_CART_KEY),
    () => 0,
  );
}
