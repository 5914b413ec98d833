import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { offeredGroups, type ModifierGroupView } from "#domain/modifiers.ts";
import { getJson } from "#app/lib/api-error.ts";

// The active modifier groups of every dish on a page, asked for in one request: each card needs
// to know whether its dish has any (Customize & Add) before the visitor clicks.

/** Modifier reads stay fresh for 5 minutes (docs/product/03-ordering.md §3.3). */
const FRESH_MS = 5 * 60_000;
/** The server answers for at most this many dishes per request. */
const IDS_PER_REQUEST = 100;

type CacheEntry = { groups: ModifierGroupView[]; at: number };
const cache = new Map<string, CacheEntry>();

function cachedGroups(itemId: string, now = Date.now()): ModifierGroupView[] | undefined {
  const entry = cache.get(itemId);
  return entry && now - entry.at < FRESH_MS ? entry.groups : undefined;
}

async function fetchGroups(itemIds: string[]): Promise<Record<string, ModifierGroupView[]>> {
  const body = await getJson<{ groups?: Record<string, ModifierGroupView[]> }>(
    `/api/menu/modifiers?itemIds=${itemIds.map(encodeURIComponent).join(",")}`,
  );
  return body.groups ?? {};
}

/**
 * Reads the groups of the dishes not fresh in the cache; a failure means "no modifiers"
 * (docs/product/03-ordering.md §3.3).
 */
export async function loadModifierGroups(itemIds: readonly string[]): Promise<void> {
  const missing = [...new Set(itemIds)].filter((id) => cachedGroups(id) === undefined);
  const chunks: string[][] = [];
  for (let start = 0; start < missing.length; start += IDS_PER_REQUEST) {
    chunks.push(missing.slice(start, start + IDS_PER_REQUEST));
  }
  await Promise.all(
    chunks.map(async (chunk) => {
      let groups: Record<string, ModifierGroupView[]> = {};
      try {
        groups = await fetchGroups(chunk);
      } catch {
        // Any failure gives no modifiers (docs/product/03-ordering.md §3.3).
      }
      const at = Date.now();
      for (const id of chunk) {
        const itemGroups = offeredGroups(groups[id] ?? []);
        cache.set(id, { groups: itemGroups, at });
      }
    }),
  );
}

type MenuModifiersState = {
  isLoading: boolean;
  getGroups: (itemId: string) => ModifierGroupView[];
};

const NO_GROUPS: ModifierGroupView[] = [];

const MenuModifiersContext = createContext<MenuModifiersState | null>(null);

/** Groups that came with the page, kept as freshly read: a dish missing from them has none. */
function rememberGroups(itemIds: readonly string[], groups: Record<string, ModifierGroupView[]>): void {
  const at = Date.now();
  for (const id of itemIds) cache.set(id, { groups: groups[id] ?? NO_GROUPS, at });
}

/**
 * Loads the modifier groups of `itemIds` once; cards inside ask it about their dish. Groups that
 * came with the page (`initialGroups`) show every card's button from the first paint, with no
 * request and no second render.
 */
export function MenuModifiersProvider({
  itemIds,
  initialGroups,
  children,
}: {
  itemIds: readonly string[];
  initialGroups?: Record<string, ModifierGroupView[]>;
  children: ReactNode;
}) {
  const idsKey = useMemo(() => [...new Set(itemIds)].sort().join(","), [itemIds]);
  // Dishes already read (the page's own groups, an earlier page, a search cleared) show their buttons at once.
  const [loadedKey, setLoadedKey] = useState<string | null>(() => {
    if (initialGroups) {
      if (typeof window !== "undefined") rememberGroups(idsKey.split(","), initialGroups);
      return idsKey;
    }
    return typeof window !== "undefined" && idsKey.split(",").every((id) => cachedGroups(id) !== undefined)
      ? idsKey
      : null;
  });

  useEffect(() => {
    let isCurrent = true;
    const ids = idsKey ? idsKey.split(",") : [];
    void loadModifierGroups(ids).then(() => {
      // Every card on the page renders again with its buttons: in a transition, in slices that leave
      // the page answering taps, not in one long task.
      if (isCurrent) startTransition(() => setLoadedKey(idsKey));
    });
    return () => {
      isCurrent = false;
    };
  }, [idsKey]);

  const value = useMemo<MenuModifiersState>(() => {
    // With the page's groups a filtered list is ready at once too (no "Checking" flash per search).
    const isReady = loadedKey === idsKey || initialGroups !== undefined;
    return {
      isLoading: !isReady,
      // The server reads the page's own groups: its module cache is for no one.
      getGroups: (itemId) =>
        isReady ? (cache.get(itemId)?.groups ?? initialGroups?.[itemId] ?? NO_GROUPS) : NO_GROUPS,
    };
  }, [loadedKey, idsKey, initialGroups]);
  return <MenuModifiersContext.Provider value={value}>{children}</MenuModifiersContext.Provider>;
}

/** The groups of one dish; loading until the page's request has answered. */
export function useItemModifiers(itemId: string): { isLoading: boolean; groups: ModifierGroupView[] } {
  const context = useContext(MenuModifiersContext);
  const [standalone, setStandalone] = useState<ModifierGroupView[] | null>(null);
  useEffect(() => {
    if (context) return;
    // A card outside any provider asks on its own.
    let isCurrent = true;
    void loadModifierGroups([itemId]).then(() => {
      if (isCurrent) setStandalone(cache.get(itemId)?.groups ?? NO_GROUPS);
    });
    return () => {
      isCurrent = false;
    };
  }, [context, itemId]);
  if (context) return { isLoading: context.isLoading, groups: context.getGroups(itemId) };
  return { isLoading: standalone === null, groups: standalone ?? NO_GROUPS };
}
