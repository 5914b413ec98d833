import { describe, expect, it, vi } from "vitest";
import { readWithRetries, type ReadAttempt } from "./order-retrieval.ts";

type Order = { id: string; items: string[] };
const order = (items: number): ReadAttempt<Order> => ({
  ok: true,
  value: { id: "o1", items: Array.from({ length: items }, (_, index) => `i${index}`) },
});
const notFound: ReadAttempt<Order> = {
  ok: false,
  retryable: true,
  error: new Error("We couldn't find that order."),
};

function run(reads: (ReadAttempt<Order> | Error)[]) {
  const sleep = vi.fn(() => Promise.resolve());
  const read = vi.fn(() => {
    const next = reads.shift() ?? notFound;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const result = readWithRetries({ read, isIncomplete: (value) => value.items.length === 0, sleep });
  return { result, read, sleep };
}

describe("readWithRetries", () => {
  it("tries up to 3 times, 1 s apart, a thrown error counting as a failure", async () => {
    const { result, read, sleep } = run([notFound, new TypeError("Failed to fetch"), order(1)]);
    await expect(result).resolves.toEqual(order(1));
    expect(read).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it("gives up after the third failure with the last one", async () => {
    const { result, read } = run([notFound, notFound, notFound, order(1)]);
    await expect(result).resolves.toEqual(notFound);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("does not retry a failure that will not get better", async () => {
    const badHandle: ReadAttempt<Order> = { ok: false, retryable: false, error: new Error("bad") };
    const { result, read, sleep } = run([badHandle, order(1)]);
    await expect(result).resolves.toEqual(badHandle);
    expect(read).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("reads again up to 3 times, 2 s apart, while the order has no lines", async () => {
    const { result, sleep } = run([order(0), order(0), order(2)]);
    await expect(result).resolves.toEqual(order(2));
    expect(sleep.mock.calls).toEqual([[2000], [2000]]);
  });

  it("keeps the order it has when a later read for its lines fails", async () => {
    const { result, read } = run([order(0), new TypeError("Failed to fetch"), notFound]);
    await expect(result).resolves.toEqual(order(0));
    expect(read).toHaveBeenCalledTimes(3);
  });
});
