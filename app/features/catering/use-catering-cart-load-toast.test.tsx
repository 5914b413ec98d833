/** @vitest-environment happy-dom */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, waitFor } from "@testing-library/react";
import { CATERING_CART_KEY, REGULAR_CART_KEY } from "#app/lib/cart/cart-keys.ts";
import { createMemoryStorage, type CartStorage } from "#app/lib/cart/cart-storage.ts";

const notifyMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("#app/lib/notify.tsx", () => ({ notify: notifyMock }));

let storage: CartStorage;

beforeEach(() => {
  vi.resetModules();
  storage = createMemoryStorage();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.doUnmock("#app/lib/cart/stored-cart.ts");
});

/** Renders a page part using the hook, with fresh cart modules reading `storage`. */
async function renderWithStoredCart() {
  const storageModule = await import("#app/lib/cart/cart-storage.ts");
  storageModule.setCartStorage(storage);
  const { useCateringCartLoadToast, CATERING_CART_LOAD_FAILED } =
    await import("./use-catering-cart-load-toast.ts");
  function CateringPart() {
    useCateringCartLoadToast();
    return <p>Catering</p>;
  }
  render(<CateringPart />);
  return CATERING_CART_LOAD_FAILED;
}

describe("a catering cart that cannot be read", () => {
  it("toasts Error with the catering cart's message, once", async () => {
    storage.setItem(CATERING_CART_KEY, "{not json");
    const message = await renderWithStoredCart();
    await waitFor(() =>
      expect(notifyMock.error).toHaveBeenCalledWith("Error", {
        description: "Failed to load your catering cart. Please try adding items again.",
      }),
    );
    expect(message).toBe("Failed to load your catering cart. Please try adding items again.");
    expect(notifyMock.error).toHaveBeenCalledTimes(1);
  });

  it("toasts when the stored text is not a list of lines", async () => {
    storage.setItem(CATERING_CART_KEY, JSON.stringify({ lines: "nope" }));
    await renderWithStoredCart();
    await waitFor(() => expect(notifyMock.error).toHaveBeenCalledTimes(1));
  });

  it("toasts when the cart reader's code cannot be loaded", async () => {
    vi.doMock("#app/lib/cart/stored-cart.ts", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    storage.setItem(
      CATERING_CART_KEY,
      JSON.stringify([{ id: "c1", title: "Tray", price: 9000, tier: "Half", serves: "10", quantity: 1 }]),
    );
    await renderWithStoredCart();
    await waitFor(() => expect(notifyMock.error).toHaveBeenCalledTimes(1));
  });

  it("says nothing for a readable catering cart, an empty one, or a broken regular cart", async () => {
    storage.setItem(
      CATERING_CART_KEY,
      JSON.stringify([{ id: "c1", title: "Tray", price: 9000, tier: "Half", serves: "10", quantity: 1 }]),
    );
    storage.setItem(REGULAR_CART_KEY, "{not json");
    await renderWithStoredCart();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifyMock.error).not.toHaveBeenCalled();
  });
});
