import { describe, expect, it, vi } from "vitest";
import type { OrderView } from "../../../domain/checkout";
import { loadOrder, OrderFetchError } from "./load-order";

function order(items: number): OrderView {
  return {
    id: "o1",
    order_number: "IS-1001",
    customer_name: "Ada",
    customer_email: "ada@example.com",
    status: "pending",
    payment_status: "paid",
    subtotal: 1000,
    tax: 83,
    total: 1083,
    refund_amount: null,
    order_type: "pickup",
    scheduled: false,
    scheduled_date: null,
    scheduled_time: null,
    special_instructions: null,
    created_at: "2026-11-21T12:00:00.000Z",
    access_token: "token",
    items: Array.from({ length: items }, (_, index) => ({
      id: `i${index}`,
      menu_item_id: null,
      title: "Festival",
      description: null,
      quantity: 1,
      price: 395,
      special_instructions: null,
      selected_modifiers: [],
    })),
  };
}

describe("load order", () => {
  it("tries up to 3 times, 1 s apart", async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const fetchOnce = vi
      .fn()
      .mockRejectedValueOnce(new OrderFetchError(404, "We couldn't find that order."))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(order(1));
    await expect(loadOrder({ sessionId: "cs_1" }, { fetchOnce, sleep })).resolves.toMatchObject({ id: "o1" });
    expect(fetchOnce).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it("gives up after the third failure with the last error", async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const fetchOnce = vi.fn().mockRejectedValue(new OrderFetchError(404, "We couldn't find that order."));
    await expect(loadOrder({ token: "abc" }, { fetchOnce, sleep })).rejects.toThrow(
      "We couldn't find that order.",
    );
    expect(fetchOnce).toHaveBeenCalledTimes(3);
  });

  it("reads again up to 3 times, 2 s apart, while the order has no lines", async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const fetchOnce = vi
      .fn()
      .mockResolvedValueOnce(order(0))
      .mockResolvedValueOnce(order(0))
      .mockResolvedValueOnce(order(2));
    await expect(loadOrder({ sessionId: "cs_1" }, { fetchOnce, sleep })).resolves.toMatchObject({
      items: [{ id: "i0" }, { id: "i1" }],
    });
    expect(sleep.mock.calls).toEqual([[2000], [2000]]);
  });
});
