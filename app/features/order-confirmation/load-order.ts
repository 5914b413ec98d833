import type { OrderView } from "../../../domain/checkout";

// Reading the order for the confirmation page (spec points 7 and 9): up to 3 attempts 1 s apart,
// then, when it came without its lines, up to 3 more reads 2 s apart.

export type OrderHandle = { sessionId: string } | { token: string };

export const ORDER_ATTEMPTS = 3;
export const ORDER_RETRY_MS = 1000;
export const ITEM_ATTEMPTS = 3;
export const ITEM_RETRY_MS = 2000;

export class OrderFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "OrderFetchError";
  }
}

function orderUrl(handle: OrderHandle): string {
  return "token" in handle
    ? `/api/orders/by-token/${encodeURIComponent(handle.token)}`
    : `/api/orders/by-session/${encodeURIComponent(handle.sessionId)}`;
}

export async function fetchOrder(handle: OrderHandle): Promise<OrderView> {
  const response = await fetch(orderUrl(handle), { headers: { Accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as {
    order?: OrderView;
    error?: { message?: string };
  } | null;
  if (!response.ok || !body?.order) {
    throw new OrderFetchError(response.status, body?.error?.message ?? "Failed to fetch order details");
  }
  return body.order;
}

type LoadOptions = {
  fetchOnce?: (handle: OrderHandle) => Promise<OrderView>;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The order, retried as the spec says; throws the last error when every attempt failed. */
export async function loadOrder(handle: OrderHandle, options: LoadOptions = {}): Promise<OrderView> {
  const fetchOnce = options.fetchOnce ?? fetchOrder;
  const sleep = options.sleep ?? wait;
  let order: OrderView | null = null;
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= ORDER_ATTEMPTS && !order; attempt++) {
    try {
      order = await fetchOnce(handle);
    } catch (error) {
      lastError = error;
      // A malformed handle or too many requests will not get better in a second.
      if (error instanceof OrderFetchError && (error.status === 400 || error.status === 429)) break;
      if (attempt < ORDER_ATTEMPTS) await sleep(ORDER_RETRY_MS);
    }
  }
  if (!order) throw lastError ?? new Error("Failed to fetch order details");
  for (let attempt = 2; attempt <= ITEM_ATTEMPTS && order.items.length === 0; attempt++) {
    await sleep(ITEM_RETRY_MS);
    try {
      order = await fetchOnce(handle);
    } catch {
      // Keep the order we have; its lines may still come on the next read.
    }
  }
  return order;
}
