import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart, addedDescription, checkAddToCart } from "./add-to-cart.ts";
import { createMemoryStorage, setCartStorage } from "./cart-storage.ts";
import { loadCartReader, readCartLines } from "./cart-store.ts";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

const item = { id: "44444444-4444-4444-8444-444444444444", title: "Festival", price: 395, image_url: null };

beforeAll(() => loadCartReader());

beforeEach(() => {
  vi.stubGlobal("window", new EventTarget());
  setCartStorage(createMemoryStorage());
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setCartStorage(null);
});

describe("add to cart", () => {
  it("says what was added, with (scheduled) or with modifiers", () => {
    expect(addToCart({ item })).toBe(true);
    expect(notifyMock.success).toHaveBeenLastCalledWith("Added to Cart", {
      description: "Festival has been added to your cart",
    });
    addToCart({
      item,
      schedule: { scheduledDate: "2026-12-01", scheduledTime: "12:00", orderType: "pickup" },
    });
    expect(notifyMock.success).toHaveBeenLastCalledWith("Added to Cart", {
      description: "Festival has been added to your cart (scheduled)",
    });
    expect(addedDescription("Jerk Pork", { withModifiers: true, scheduled: true })).toBe(
      "Jerk Pork with modifiers added successfully.",
    );
    expect(readCartLines()).toHaveLength(2);
  });

  it("refuses an item without id, title or price, or with a price not above 0", () => {
    expect(checkAddToCart({ item: { ...item, id: "" } })).toBe("missingInfo");
    expect(checkAddToCart({ item: { ...item, title: " " } })).toBe("missingInfo");
    expect(checkAddToCart({ item: { ...item, price: undefined as unknown as number } })).toBe("missingInfo");
    expect(checkAddToCart({ item: { ...item, price: 0 } })).toBe("invalidPrice");
    expect(checkAddToCart({ item: { ...item, price: Number.NaN } })).toBe("invalidPrice");
    expect(checkAddToCart({ item: { ...item, price: "3.95" as unknown as number } })).toBe("invalidPrice");
    expect(addToCart({ item: { ...item, price: -5 } })).toBe(false);
    expect(notifyMock.error).toHaveBeenLastCalledWith("Error", {
      description: "Invalid price. Please try again.",
    });
    expect(addToCart({ item: { ...item, id: "" } })).toBe(false);
    expect(notifyMock.error).toHaveBeenLastCalledWith("Error", {
      description: "Missing item information. Please try again.",
    });
    expect(readCartLines()).toEqual([]);
  });

  it("a storage that refuses the write gives the storage failure toast", () => {
    setCartStorage({
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    });
    expect(addToCart({ item })).toBe(false);
    expect(notifyMock.error).toHaveBeenLastCalledWith("Error", {
      description: "Failed to add item to cart. Please try again.",
    });
    expect(notifyMock.success).not.toHaveBeenCalled();
  });
});
