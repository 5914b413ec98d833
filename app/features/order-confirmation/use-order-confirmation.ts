import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { OrderView } from "../../../domain/checkout";
import { clearAllCarts } from "~/features/cart/cart-store";
import { loadOrder, OrderFetchError, type OrderHandle } from "./load-order";

/** Spec point 9: without a session id or token, home after 10 seconds. */
export const MISSING_REDIRECT_MS = 10_000;

export type ConfirmationState =
  | { view: "loading" }
  | { view: "missing" }
  | { view: "error"; message: string }
  | { view: "success"; order: OrderView }
  | { view: "cancelled"; order: OrderView };

function readHandle(params: URLSearchParams): OrderHandle | null {
  const sessionId = params.get("session_id")?.trim();
  if (sessionId) return { sessionId };
  const token = params.get("token")?.trim();
  return token ? { token } : null;
}

function toState(order: OrderView): ConfirmationState {
  return order.status === "cancelled" || order.status === "refunded"
    ? { view: "cancelled", order }
    : { view: "success", order };
}

/** The confirmation page's state: reads the order, clears the carts after a paid return. */
export function useOrderConfirmation() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handle = readHandle(params);
  const handleKey = handle ? JSON.stringify(handle) : "";
  const [state, setState] = useState<ConfirmationState>(handle ? { view: "loading" } : { view: "missing" });
  const [version, setVersion] = useState(0);
  const clearedRef = useRef(false);

  useEffect(() => {
    if (!handleKey) {
      setState({ view: "missing" });
      const timer = setTimeout(() => void navigate("/"), MISSING_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    let isCurrent = true;
    const current = JSON.parse(handleKey) as OrderHandle;
    void loadOrder(current)
      .then((order) => {
        if (!isCurrent) return;
        // Back from the payment page with a paid order: the carts start again (spec point 4).
        if ("sessionId" in current && order.payment_status === "paid" && !clearedRef.current) {
          clearedRef.current = true;
          clearAllCarts();
        }
        setState(toState(order));
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const message =
          error instanceof OrderFetchError && error.status !== 404
            ? error.message
            : "Failed to fetch order details";
        setState({ view: "error", message });
      });
    return () => {
      isCurrent = false;
    };
  }, [handleKey, navigate, version]);

  /** Reads the order again (after a cancellation), keeping the page as it is meanwhile. */
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  return { state, handle, reload };
}
