import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { OrderConfirmation } from "#domain/checkout.ts";
import { clearAllCarts } from "#app/lib/cart/cart-store.ts";

/** Without a session id or token, home after 10 seconds (docs/product/03-ordering.md §3.10). */
export const MISSING_REDIRECT_MS = 10_000;

/**
 * What the confirmation page does beside showing its data: home after 10 s when it has no order to
 * show, and the carts start again once a paid order is back from the payment page
 * (docs/product/03-ordering.md §3.10).
 */
export function useConfirmationEffects(confirmation: OrderConfirmation): void {
  const navigate = useNavigate();
  const clearedRef = useRef(false);
  const view = confirmation.view;
  const isPaidReturn =
    view === "order" && "sessionId" in confirmation.handle && confirmation.order.payment_status === "paid";

  useEffect(() => {
    if (view !== "missing") return;
    const timer = setTimeout(() => void navigate("/"), MISSING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [view, navigate]);

  useEffect(() => {
    if (!isPaidReturn || clearedRef.current) return;
    clearedRef.current = true;
    clearAllCarts();
  }, [isPaidReturn]);
}
