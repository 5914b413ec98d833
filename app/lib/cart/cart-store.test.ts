import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_UPDATED_EVENT, CATERING_CART_KEY, REGULAR_CART_KEY } from "./cart-keys.ts";
import { createMemoryStorage, resolveCartStorage, setCartStorage, type CartStorage } from "./cart-storage.ts";
import {
  addCartLine,
  CartStorageError,
  clearAllCarts,
  loadCartReader,
  readCart,
  readCartLines,
  readCateringLines,
  removeCartLine,
  scheduleAllLines,
  setLineQuantity,
  toCartLine,
} from "./cart-store.ts";

const SIDE = "11111111-1111-4111-8111-111111111111";
const PLANTAINS = "22222222-2222-4222-8222-222222222222";
const MAC = "33333333-3333-4333-8333-333333333333";
const ITEM = "44444444-4444-4444-8444-444444444444";

const plantains = [
  {
    groupId: SIDE,
    groupName: "Choose Your Side",
    selectedOptions: [{ id: PLANTAINS, name: "Fried Plantains", priceAdjustment: 100 }],
  },
];
const mac = [
  {
    groupId: SIDE,
    groupName: "Choose Your Side",
    selectedOptions: [{ id: MAC, name: "Mac & Cheese", priceAdjustment: 150 }],
  },
];
const schedule = { scheduledDate: "2026-12-01", scheduledTime: "12:30", orderType: "pickup" as const };

function jerk(overrides: Partial<Parameters<typeof addCartLine>[0]> = {}) {
  return addCartLine({
    itemId: ITEM,
    title: "Jerk Chicken Plate",
    basePrice: 1595,
    quantity: 1,
    image: "/images/menu/jerk-chicken-plate.svg",
    modifiers: plantains,
    ...overrides,
  });
}

/** A storage like private browsing's: every write throws. */
function throwingStorage(): CartStorage {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
    removeItem: () => undefined,
  };
}

let events: string[];

// The stored-cart reader loads on first need (cart-reader.test.ts covers that); here it is loaded.
beforeAll(() => loadCartReader());

beforeEach(() => {
  events = [];
  const target = new EventTarget();
  target.addEventListener(CART_UPDATED_EVENT, () => events.push(CART_UPDATED_EVENT));
  target.addEventListener("catering-cart-updated", () => events.push("catering-cart-updated"));
  vi.stubGlobal("window", target);
  setCartStorage(createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  setCartStorage(null);
});

describe("cart storage", () => {
  it("falls back to memory when the test write fails (private browsing)", () => {
    const storage = resolveCartStorage(throwingStorage);
    storage.setItem(REGULAR_CART_KEY, "[]");
    expect(storage.getItem(REGULAR_CART_KEY)).toBe("[]");
  });

  it("keeps local storage when the test write works, and leaves no test key behind", () => {
    const local = createMemoryStorage();
    expect(resolveCartStorage(() => local)).toBe(local);
    expect(local.getItem("island-spice:storage-test")).toBeNull();
  });

  it("falls back to memory when there is no local storage at all", () => {
    const storage = resolveCartStorage(() => {
      throw new Error("SecurityError");
    });
    storage.setItem("k", "v");
    expect(storage.getItem("k")).toBe("v");
  });

  it("a cart in the memory fallback works like one in local storage", () => {
    setCartStorage(resolveCartStorage(throwingStorage));
    jerk();
    jerk();
    expect(readCartLines()).toHaveLength(1);
    expect(readCartLines()[0]?.quantity).toBe(2);
  });

  it("a write refused later raises CartStorageError", () => {
    setCartStorage(throwingStorage());
    expect(() => jerk()).toThrow(CartStorageError);
  });
});

describe("cart lines", () => {
  it("stores the product's line fields with the unit price in cents, modifiers included", () => {
    jerk({ specialInstructions: "  no onions " });
    const [line] = readCartLines();
    expect(line).toMatchObject({
      itemId: ITEM,
      id: ITEM,
      title: "Jerk Chicken Plate",
      name: "Jerk Chicken Plate",
      price: 1695,
      basePrice: 1595,
      quantity: 1,
      image: "/images/menu/jerk-chicken-plate.svg",
      modifiers: plantains,
      options: ["Fried Plantains"],
      specialInstructions: "no onions",
      scheduled: false,
    });
    expect(events).toEqual([CART_UPDATED_EVENT]);
  });

  it("an identical dish with the same scheduled flag raises the quantity; other choices add a line", () => {
    jerk();
    jerk({ quantity: 2 });
    expect(readCartLines().map((line) => line.quantity)).toEqual([3]);
    jerk({ modifiers: mac });
    jerk({ specialInstructions: "extra sauce" });
    jerk({ schedule });
    expect(readCartLines()).toHaveLength(4);
    expect(readCartLines().map((line) => line.price)).toEqual([1695, 1745, 1695, 1695]);
  });

  it("the same choices in another order are the same dish", () => {
    const both = [
      {
        groupId: "a",
        groupName: "A",
        selectedOptions: [
          { id: "1", name: "One", priceAdjustment: 0 },
          { id: "2", name: "Two", priceAdjustment: 0 },
        ],
      },
    ];
    const reversed = [{ ...both[0]!, selectedOptions: [...both[0]!.selectedOptions].reverse() }];
    jerk({ modifiers: both });
    jerk({ modifiers: reversed });
    expect(readCartLines()).toHaveLength(1);
  });

  it("a scheduled dish carries its schedule, and brings it to the other scheduled lines", () => {
    jerk({ schedule });
    const later = { ...schedule, scheduledTime: "18:00", orderType: "delivery" as const };
    jerk({ modifiers: mac, schedule: later });
    for (const line of readCartLines()) {
      expect(line).toMatchObject({
        scheduled: true,
        scheduledDate: "2026-12-01",
        scheduledTime: "18:00",
        orderType: "delivery",
      });
      expect(line.scheduledDetails).toEqual(later);
    }
  });

  it("quantity never goes below 1 nor above 99; remove and clear announce the change", () => {
    const { line } = jerk();
    setLineQuantity(line.lineId, 0);
    expect(readCartLines()[0]?.quantity).toBe(1);
    setLineQuantity(line.lineId, 500);
    expect(readCartLines()[0]?.quantity).toBe(99);
    removeCartLine(line.lineId);
    expect(readCartLines()).toEqual([]);
    expect(events).toHaveLength(4);
  });

  it("scheduling the whole cart marks every line and merges lines that become the same", () => {
    jerk();
    jerk({ schedule });
    jerk({ modifiers: mac });
    const lines = scheduleAllLines({ ...schedule, orderType: "delivery" });
    expect(lines.map((line) => [line.quantity, line.scheduled, line.orderType])).toEqual([
      [2, true, "delivery"],
      [1, true, "delivery"],
    ]);
  });

  it("reads back what it wrote, and ignores stored entries that are not lines", () => {
    setCartStorage(createMemoryStorage());
    jerk();
    const stored = JSON.parse(JSON.stringify(readCartLines())) as unknown[];
    expect(toCartLine(stored[0])).toEqual(readCartLines()[0]);
    expect(toCartLine({ id: "x" })).toBeNull();
    expect(toCartLine({ itemId: "x", title: "T", price: "12", quantity: 1 })).toBeNull();
    expect(toCartLine({ itemId: "x", title: "T", price: 1200, quantity: 0 })).toBeNull();
    expect(toCartLine("a line")).toBeNull();
  });

  it("reads lines written under the product's other names, and odd fields fall back to defaults", () => {
    const line = toCartLine({
      id: "item-1",
      name: "Festival",
      price: 395.4,
      quantity: 250,
      modifiers: [
        { groupId: "g1", groupName: "Side", selectedOptions: [{ id: "o1", name: "Rice" }, 7] },
        "junk",
      ],
      image: 42,
      scheduled: true,
      scheduledDetails: { scheduledDate: "2026-12-01", scheduledTime: "12:30", orderType: "drone" },
    });
    expect(line).toMatchObject({
      itemId: "item-1",
      id: "item-1",
      title: "Festival",
      name: "Festival",
      price: 395,
      basePrice: 395,
      quantity: 99,
      image: null,
      modifiers: [
        {
          groupId: "g1",
          groupName: "Side",
          selectedOptions: [{ id: "o1", name: "Rice", priceAdjustment: 0 }],
        },
      ],
      options: ["Rice"],
      scheduled: true,
      scheduledDetails: { scheduledDate: "2026-12-01", scheduledTime: "12:30", orderType: "pickup" },
    });
  });

  it("counts a stored value that is not a list as a cart that could not be loaded", () => {
    const storage = createMemoryStorage();
    setCartStorage(storage);
    storage.setItem(REGULAR_CART_KEY, JSON.stringify({ lines: [] }));
    expect(readCart()).toEqual({ lines: [], loadError: true });
    storage.setItem(REGULAR_CART_KEY, "{not json");
    expect(readCart()).toEqual({ lines: [], loadError: true });
  });
});

describe("both carts", () => {
  it("reads catering lines and clears both carts with both events", () => {
    jerk();
    const storage = createMemoryStorage();
    setCartStorage(storage);
    jerk();
    storage.setItem(
      CATERING_CART_KEY,
      JSON.stringify([
        {
          id: "c1",
          itemId: "c1",
          title: "Jerk Tray",
          price: 8999,
          tier: "Half Tray",
          serves: "10-12",
          quantity: 2,
          category: "Trays",
          isCateringItem: true,
        },
      ]),
    );
    expect(readCateringLines()).toEqual([
      {
        id: "c1",
        itemId: "c1",
        title: "Jerk Tray",
        price: 8999,
        tier: "Half Tray",
        serves: "10-12",
        quantity: 2,
        category: "Trays",
        isCateringItem: true,
      },
    ]);
    events = [];
    clearAllCarts();
    expect(readCartLines()).toEqual([]);
    expect(readCateringLines()).toEqual([]);
    expect(events.sort()).toEqual(["cart-updated", "catering-cart-updated"]);
  });

  it("drops catering lines without an item, a price or a quantity, and reads a number of servings", () => {
    const storage = createMemoryStorage();
    setCartStorage(storage);
    storage.setItem(
      CATERING_CART_KEY,
      JSON.stringify([
        { itemId: "c2", title: "Rice Tray", price: 4500, tier: "Full", serves: 20, quantity: 1 },
        { title: "No id", price: 100, quantity: 1 },
        { id: "c3", price: "free", quantity: 1 },
        { id: "c4", price: 100, quantity: 0 },
      ]),
    );
    expect(readCateringLines()).toEqual([
      {
        id: "c2",
        itemId: "c2",
        title: "Rice Tray",
        price: 4500,
        tier: "Full",
        serves: "20",
        quantity: 1,
        category: "",
        isCateringItem: true,
      },
    ]);
  });
});
