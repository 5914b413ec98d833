import { useLayoutEffect, useRef } from "react";
import { Search, X } from "lucide-react";
import { ALL_CATEGORIES } from "#domain/menu.ts";
import { CATEGORY_PARAM, SEARCH_PARAM } from "./use-menu-filters.ts";

type MenuSearchProps = {
  value: string;
  category: string;
  onChange: (value: string) => void;
};

/**
 * The menu's search box. Results follow each keystroke; the form only matters before the page's
 * script has loaded, when submitting it asks the server for the filtered menu.
 */
export function MenuSearch({ value, category, onChange }: MenuSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A search typed before the page took over (docs/product/02-public-pages.md §2.14) is in the box, not yet
  // in the filter: once React has the box, the filter takes it, instead of the next render emptying the box.
  const initial = useRef({ value, onChange });
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== initial.current.value) initial.current.onChange(typed);
  }, []);
  return (
    <form
      role="search"
      method="get"
      action="/menu"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        // On a phone, the keyboard's Search key should reveal the results it covers.
        inputRef.current?.blur();
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name={SEARCH_PARAM}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search for menu items..."
        aria-label="Search menu"
        autoComplete="off"
        enterKeyHint="search"
        className="h-13 w-full rounded-full border border-stone-300 bg-white pl-12 pr-12 text-base text-ink shadow-md shadow-brand-900/5 placeholder:text-stone-500 focus:border-brand-600 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {category !== ALL_CATEGORIES ? <input type="hidden" name={CATEGORY_PARAM} value={category} /> : null}
      {/* The form's submit control: the magnifier (and the keyboard's Search key) sends it. */}
      <button
        type="submit"
        aria-label="Search"
        className="absolute left-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-ink"
      >
        <Search className="h-5 w-5" aria-hidden="true" />
      </button>
      {value ? (
        <button
          type="button"
          onClick={() => {
            onChange("");
            inputRef.current?.focus();
          }}
          aria-label="Clear search"
          className="absolute right-2.5 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
