// Reading an order for its confirmation page (docs/product/03-ordering.md §3.10): up to 3 attempts 1 s apart
// while it cannot be read, then, when it came without its lines, up to 3 reads in all 2 s apart.

/** What the confirmation page says when the order cannot be read (docs/product/03-ordering.md §3.10). */
export const ORDER_FETCH_FAILED_MESSAGE = "Failed to fetch order details";

export const ORDER_ATTEMPTS = 3;
export const ORDER_RETRY_MS = 1000;
export const ITEM_ATTEMPTS = 3;
export const ITEM_RETRY_MS = 2000;

export type ReadAttempt<T> = { ok: true; value: T } | { ok: false; retryable: boolean; error: unknown };

export type RetryOptions<T> = {
  /** One read; a thrown error counts as a retryable failure. */
  read: () => Promise<ReadAttempt<T>>;
  /** The order arrived without its lines: read again (2 s apart). */
  isIncomplete: (value: T) => boolean;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The last attempt: the value once read, or the last failure when every attempt failed. */
export async function readWithRetries<T>(options: RetryOptions<T>): Promise<ReadAttempt<T>> {
  const sleep = options.sleep ?? wait;
  const attempt = async (): Promise<ReadAttempt<T>> => {
    try {
      return await options.read();
    } catch (error) {
      return { ok: false, retryable: true, error };
    }
  };
  let result = await attempt();
  for (let tries = 1; !result.ok && result.retryable && tries < ORDER_ATTEMPTS; tries++) {
    await sleep(ORDER_RETRY_MS);
    result = await attempt();
  }
  for (let tries = 1; result.ok && options.isIncomplete(result.value) && tries < ITEM_ATTEMPTS; tries++) {
    await sleep(ITEM_RETRY_MS);
    const next = await attempt();
    // Keep the order we have; its lines may still come on the next read.
    if (next.ok) result = next;
  }
  return result;
}
