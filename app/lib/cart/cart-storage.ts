// Where both carts are kept: the browser's local storage, or memory when local storage refuses
// writes (private browsing in some browsers, storage disabled, quota of zero).

export type CartStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * Written and removed once to learn whether local storage accepts writes (docs/product/03-ordering.md §3.4).
 */
export const STORAGE_TEST_KEY = "island-spice:storage-test";

/** A storage that lives as long as the page: the cart survives navigation, not a reload. */
export function createMemoryStorage(): CartStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The candidate when a test write succeeds, else a memory storage. */
export function resolveCartStorage(candidate: () => CartStorage | undefined): CartStorage {
  try {
    const storage = candidate();
    if (!storage) return createMemoryStorage();
    storage.setItem(STORAGE_TEST_KEY, "1");
    storage.removeItem(STORAGE_TEST_KEY);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

let current: CartStorage | null = null;

/** The page's cart storage, chosen on first use. Only call it in the browser. */
export function getCartStorage(): CartStorage {
  current ??= resolveCartStorage(() => window.localStorage);
  return current;
}

/** Tests swap the storage (a throwing stub, a fresh memory one). */
export function setCartStorage(storage: CartStorage | null): void {
  current = storage;
}
