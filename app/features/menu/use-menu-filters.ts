import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ALL_CATEGORIES, type MenuFilter } from "#domain/menu.ts";

export const SEARCH_PARAM = "q";
export const CATEGORY_PARAM = "category";

// Browsers throttle history updates made in quick succession; typing settles first.
const ADDRESS_UPDATE_DELAY_MS = 250;

export function readMenuFilter(search: string): MenuFilter {
  const params = new URLSearchParams(search);
  return {
    search: params.get(SEARCH_PARAM) ?? "",
    category: params.get(CATEGORY_PARAM) || ALL_CATEGORIES,
  };
}

function withMenuFilter(href: string, filter: MenuFilter): string {
  const url = new URL(href);
  if (filter.search.trim()) url.searchParams.set(SEARCH_PARAM, filter.search);
  else url.searchParams.delete(SEARCH_PARAM);
  if (filter.category !== ALL_CATEGORIES) url.searchParams.set(CATEGORY_PARAM, filter.category);
  else url.searchParams.delete(CATEGORY_PARAM);
  return url.toString();
}

/**
 * The search and category of a menu page, kept in the address (?q=&category=) so that a reload,
 * the back button or a shared link shows the same filtered menu, and the server renders it.
 *
 * Changing a filter replaces the history entry directly instead of navigating: a router
 * navigation would re-run every loader of the page (layout included) on each keystroke, and the
 * filters only need the data already on the page. A real navigation (a link to /menu, back,
 * forward) changes the location key, and the filters then follow the address again.
 */
export function useMenuFilters(): {
  filter: MenuFilter;
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
} {
  const location = useLocation();
  const [filter, setFilter] = useState(() => readMenuFilter(location.search));
  const locationKey = useRef(location.key);
  // The menu page's own address: a visitor who leaves it at once (the cart link, just after a filter
  // changed or the page took over) must not find the filter written onto the next page's address.
  const pagePath = useRef(location.pathname);

  useEffect(() => {
    if (locationKey.current === location.key) return;
    locationKey.current = location.key;
    setFilter(readMenuFilter(location.search));
  }, [location.key, location.search]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (window.location.pathname !== pagePath.current) return;
      const next = withMenuFilter(window.location.href, filter);
      if (next !== window.location.href) window.history.replaceState(window.history.state, "", next);
    }, ADDRESS_UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  const setSearch = useCallback((search: string) => setFilter((current) => ({ ...current, search })), []);
  const setCategory = useCallback(
    (category: string) => setFilter((current) => ({ ...current, category })),
    [],
  );
  return { filter, setSearch, setCategory };
}
