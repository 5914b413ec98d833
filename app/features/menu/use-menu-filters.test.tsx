/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { act, cleanup, render } from "@testing-library/react";
import { useMenuFilters } from "./use-menu-filters.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

let setSearch: (search: string) => void = () => undefined;

function MenuPage() {
  const filters = useMenuFilters();
  setSearch = filters.setSearch;
  return <p>{filters.filter.search}</p>;
}

function openMenu(at: string) {
  window.history.replaceState(null, "", at);
  const Stub = createRoutesStub([{ path: "/menu", Component: MenuPage }]);
  render(<Stub initialEntries={[at]} />);
}

describe("the menu's filters in the address", () => {
  it("write a search into the menu's address once typing settles", () => {
    vi.useFakeTimers();
    openMenu("/menu?category=Sides");
    act(() => setSearch("festival"));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe("/menu?category=Sides&q=festival");
  });

  it("never write onto the address of the page the visitor went on to meanwhile", () => {
    vi.useFakeTimers();
    openMenu("/menu?category=Sides");
    act(() => setSearch("festival"));
    // the cart link is followed before the filter has reached the address
    window.history.pushState(null, "", "/cart");
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe("/cart");
  });
});
