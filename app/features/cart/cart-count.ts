import { useSyncExternalStore } from "react";

// Both carts live in local storage under product-prefixed keys.
export const REGULAR_CART_KEY = "island-spice:cart";
export const CATERING_CART_KEY = "island-spice:catering-cart";
export const CART_UPDATED_EVENT = "cart-updated";
export const CATERING_CART_UPDATED_EVENT = "catering-cart-updated";

function countLines(key: string): number {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return 0;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  const events = [CART_UPDATED_EVENT, CATERING_CART_UPDATED_EVENT, "storage"];
  for (const name of events) window.addEventListener(name, onChange);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
  };
}

/** The combined number of lines in the regular and catering carts; 0 while rendering on the server. */
export function useCombinedCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => countLines(REGULAR_CART_KEY) + countLines(CATERING_CART_KEY),
    () => 0,
  );
}
