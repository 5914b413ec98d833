import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type CategoryTab = { value: string; label: string };

type CategoryTabsProps = {
  /** Names the tab list for screen readers, e.g. "Menu categories". */
  label: string;
  tabs: readonly CategoryTab[];
  selected: string;
  onSelect: (value: string) => void;
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel`, labelled by the selected tab. */
  idPrefix: string;
};

export function categoryTabId(idPrefix: string, index: number): string {
  return `${idPrefix}-tab-${index}`;
}

export function categoryPanelId(idPrefix: string): string {
  return `${idPrefix}-panel`;
}

function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Category filter as an ARIA tab list: one tab stop, arrow keys (and Home/End) move between the
 * tabs and select as they go, the way the WAI-ARIA tabs pattern with automatic activation works.
 * The panel (`categoryPanelId`) should carry a scroll margin clearing the sticky header and tabs.
 */
export function CategoryTabs({ label, tabs, selected, onSelect, idPrefix }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === selected),
  );

  // Far down a long menu, a new category would otherwise start out of sight above the viewport.
  const select = (value: string) => {
    onSelect(value);
    const panel = document.getElementById(categoryPanelId(idPrefix));
    const list = listRef.current;
    if (!panel || !list || panel.getBoundingClientRect().top >= list.getBoundingClientRect().bottom) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextTabIndex(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    tabRefs.current[target]?.focus();
    select(tab.value);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1.5 [scrollbar-width:none] sm:-mx-6 sm:px-6 md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
    >
      {tabs.map((tab, index) => {
        const isSelected = index === selectedIndex;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={categoryTabId(idPrefix, index)}
            aria-selected={isSelected}
            aria-controls={categoryPanelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => select(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              isSelected
                ? "bg-brand-600 text-white shadow-sm"
                : "bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-300"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The tab list in a bar that stays under the header while the dishes scroll, and the panel it
 * controls, labelled by the selected tab (Our Menu and Order Online).
 */
export function CategoryTabsPanel({ children, ...tabsProps }: CategoryTabsProps & { children: ReactNode }) {
  const selectedIndex = tabsProps.tabs.findIndex((tab) => tab.value === tabsProps.selected);
  return (
    <>
      <div className="sticky top-16 z-30 border-b border-stone-200 bg-[#fffdf9]/95 backdrop-blur">
        <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <CategoryTabs {...tabsProps} />
        </div>
      </div>
      <div
        role="tabpanel"
        id={categoryPanelId(tabsProps.idPrefix)}
        aria-labelledby={categoryTabId(tabsProps.idPrefix, selectedIndex)}
        className="mx-auto max-w-7xl scroll-mt-28 px-4 py-10 sm:px-6"
      >
        {children}
      </div>
    </>
  );
}
