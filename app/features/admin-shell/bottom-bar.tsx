import { NavLink, useLocation } from "react-router";
import { Menu as MoreIcon } from "lucide-react";
import { FALLBACK_ICON, NAV_ICONS } from "./nav-icons.ts";

/** The pages a phone reaches in one tap; every other page is under More. */
const SHORTCUTS = [
  { slug: "orders", label: "Orders" },
  { slug: "dashboard", label: "Today" },
  { slug: "menu", label: "Menu" },
] as const;

const ENTRY_CLASS =
  "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-semibold";

function entryColours(isCurrent: boolean): string {
  return isCurrent ? "bg-brand-100 text-brand-800" : "text-stone-700 hover:bg-stone-100";
}

function isShortcutPath(pathname: string): boolean {
  return SHORTCUTS.some(
    ({ slug }) => pathname === `/admin/${slug}` || pathname.startsWith(`/admin/${slug}/`),
  );
}

/**
 * On a phone, the bottom 4rem of the screen: Orders, Today (the dashboard) and Menu in one tap, and
 * More for the full list of pages (the sidebar's sheet). Hidden from a tablet up, where the sidebar
 * stays. A page's own bar fixed at the bottom (the phone order's total) sits on top of it.
 */
export function BottomBar({
  onOpenMore,
  isMoreOpen,
  hasNews = false,
}: {
  onOpenMore: () => void;
  isMoreOpen: boolean;
  /** Something waits among the other pages (new inquiries): a dot on More says so. */
  hasNews?: boolean;
}) {
  const { pathname } = useLocation();
  const isMoreCurrent = !isShortcutPath(pathname);
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white px-2 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex h-16 gap-1 py-1">
        {SHORTCUTS.map(({ slug, label }) => {
          const Icon = NAV_ICONS[slug] ?? FALLBACK_ICON;
          return (
            <li key={slug} className="flex flex-1">
              <NavLink
                to={`/admin/${slug}`}
                prefetch="intent"
                className={({ isActive }) => `${ENTRY_CLASS} ${entryColours(isActive)}`}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            </li>
          );
        })}
        <li className="flex flex-1">
          <button
            type="button"
            onClick={onOpenMore}
            aria-haspopup="dialog"
            aria-expanded={isMoreOpen}
            aria-current={isMoreCurrent ? "page" : undefined}
            className={`${ENTRY_CLASS} ${entryColours(isMoreCurrent)}`}
          >
            <span className="relative">
              <MoreIcon aria-hidden="true" className="size-5" />
              {hasNews ? (
                <span
                  aria-hidden="true"
                  className="absolute -right-1.5 -top-1 size-2.5 rounded-full bg-red-700"
                />
              ) : null}
            </span>
            More
            {hasNews ? <span className="sr-only">, new items waiting</span> : null}
          </button>
        </li>
      </ul>
    </nav>
  );
}
