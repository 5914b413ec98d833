import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CART_UPDATED_EVENT,
  CATERING_CART_KEY,
  CATERING_CART_UPDATED_EVENT,
  REGULAR_CART_KEY,
} from "./cart-keys.ts";
import { createMemoryStorage, type CartStorage } from "./cart-storage.ts";

// The stored-cart reader (zod schemas) loads the first time a stored cart is read. Each test gets
// fresh modules, so the reader starts unloaded, and counts the reader's loads through a mock.

const line = {
  lineId: "l1",
  itemId: "44444444-4444-4444-8444-444444444444",
  title: "Festival",
  price: 395,
  quantity: 2,
};
const cateringLine = {
  id: "c1",
  title: "Jerk Tray",
  price: 8999,
  tier: "Half Tray",
  serves: "10-12",
  quantity: 1,
};

let events: string[];
let storage: CartStorage;
let readerLoads: number;

async function freshStore(reader: "works" | "fails" = "works") {
  vi.resetModules();
  readerLoads = 0;
  vi.doMock("./stored-cart.ts", async (importOriginal) => {
    readerLoads += 1;
    if (reader === "fails") throw new TypeError("Failed to fetch dynamically imported module");
    return importOriginal();
  });
  const storageModule = await import("./cart-storage.ts");
  storageModule.setCartStorage(storage);
  return {
    store: await import("./cart-store.ts"),
    count: await import("./cart-count.ts"),
  };
}

beforeEach(() => {
  events = [];
  const target = new EventTarget();
  target.addEventListener(CART_UPDATED_EVENT, () => events.push(CART_UPDATED_EVENT));
  target.addEventListener(CATERING_CART_UPDATED_EVENT, () => events.push(CATERING_CART_UPDATED_EVENT));
  vi.stubGlobal("window", target);
  storage = createMemoryStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock("./stored-cart.ts");
});

describe("the stored-cart reader", () => {
  it("is never loaded while nothing is stored", async () => {
    const { store, count } = await freshStore();
    expect(store.readCart()).toEqual({ lines: [], loadError: false });
    expect(store.readCateringCart()).toEqual([]);
    expect(count.countCartItems()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readerLoads).toBe(0);
  });

  it("is not needed to show lines the page wrote itself", async () => {
    const { store, count } = await freshStore();
    store.addCartLine({
      itemId: "x",
      title: "Festival",
      basePrice: 395,
      quantity: 2,
      image: null,
      modifiers: [],
    });
    store.writeCateringLines([{ ...cateringLine, itemId: "c1", category: "Trays", isCateringItem: true }]);
    expect(store.readCart()?.lines.map((entry) => entry.title)).toEqual(["Festival"]);
    expect(store.readCateringCart()?.map((entry) => entry.title)).toEqual(["Jerk Tray"]);
    expect(count.countCartItems()).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readerLoads).toBe(0);
    // Another tab's change is text this page did not write: that one needs the reader.
    storage.setItem(REGULAR_CART_KEY, JSON.stringify([line]));
    expect(store.readCart()).toBeNull();
    await vi.waitFor(() => expect(store.readCart()?.lines).toHaveLength(1));
    expect(readerLoads).toBe(1);
  });

  it("reads a stored cart as loading, then announces it and reads its lines", async () => {
    storage.setItem(REGULAR_CART_KEY, JSON.stringify([line]));
    storage.setItem(CATERING_CART_KEY, JSON.stringify([cateringLine]));
    const { store, count } = await freshStore();

    expect(store.readCart()).toBeNull();
    expect(store.readCateringCart()).toBeNull();
    expect(count.countCartItems()).toBe(0);
    expect(() => store.readCartLines()).toThrow(store.CartNotReadyError);
    expect(() => store.readCateringLines()).toThrow(store.CartNotReadyError);
    // A change before the stored lines are read would overwrite them: it is refused, as a
    // storage failure (the add-to-cart toast asks to try again), and the stored cart stays.
    expect(() =>
      store.addCartLine({
        itemId: "x",
        title: "Rice",
        basePrice: 300,
        quantity: 1,
        image: null,
        modifiers: [],
      }),
    ).toThrow(store.CartStorageError);
    expect(JSON.parse(storage.getItem(REGULAR_CART_KEY) ?? "[]")).toHaveLength(1);

    await vi.waitFor(() => expect(events).toContain(CART_UPDATED_EVENT));
    expect(events).toContain(CATERING_CART_UPDATED_EVENT);
    expect(store.readCart()?.lines.map((entry) => [entry.title, entry.quantity])).toEqual([["Festival", 2]]);
    expect(store.readCateringCart()?.map((entry) => entry.title)).toEqual(["Jerk Tray"]);
    expect(count.countCartItems()).toBe(3);
    expect(readerLoads).toBe(1);
  });

  it("says the cart could not be loaded when the reader cannot load, and does not retry on every read", async () => {
    storage.setItem(REGULAR_CART_KEY, JSON.stringify([line]));
    const { store } = await freshStore("fails");
    expect(store.readCart()).toBeNull();
    await vi.waitFor(() => expect(events).toContain(CART_UPDATED_EVENT));
    expect(store.readCart()).toEqual({ lines: [], loadError: true });
    expect(store.readCart()).toEqual({ lines: [], loadError: true });
    expect(store.readCateringCart()).toEqual([]);
    expect(readerLoads).toBe(1);
  });
});
