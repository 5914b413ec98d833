import { useEffect } from "react";
import { useCateringCartLoadError } from "#app/lib/cart/cart-store.ts";
import { notify } from "#app/lib/notify.tsx";

export const CATERING_CART_LOAD_FAILED = "Failed to load your catering cart. Please try adding items again.";

/**
 * A stored catering cart that cannot be read counts as empty, and the page says so once
 * (docs/product/04-catering.md §4.3).
 */
export function useCateringCartLoadToast(): void {
  const hasLoadError = useCateringCartLoadError();
  useEffect(() => {
    if (hasLoadError) notify.error("Error", { description: CATERING_CART_LOAD_FAILED });
  }, [hasLoadError]);
}
