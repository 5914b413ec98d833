import { NavLink } from "react-router";
import { ADMIN_PAGE_GROUPS } from "#app/lib/admin/pages.ts";
import { FALLBACK_ICON, NAV_ICONS } from "./nav-icons.ts";

/** The admin's pages in the owner's groups; collapsed, only the icons show (names stay for screen readers and tooltips). */
export function SidebarNav({
  isCollapsed,
  badges = {},
  onNavigate,
}: {
  isCollapsed: boolean;
  badges?: Record<string, number>;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-4 py-3">
      {ADMIN_PAGE_GROUPS.map((group) => (
        <div key={group.label}>
          <p
            className={
              isCollapsed
                ? "sr-only"
                : "px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-stone-600"
            }
          >
            {group.label}
          </p>
          <ul className="flex flex-col gap-0.5">
            {group.pages.map((page) => {
              const Icon = NAV_ICONS[page.slug] ?? FALLBACK_ICON;
              const badge = badges[page.slug] ?? 0;
              return (
                <li key={page.slug}>
                  <NavLink
                    to={`/admin/${page.slug}`}
                    title={isCollapsed ? page.title : undefined}
                    onClick={onNavigate}
                    prefetch="intent"
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-3 rounded-lg text-sm font-medium ${isCollapsed ? "justify-center px-0" : "px-3"} ${
                        isActive ? "bg-brand-100 text-brand-800" : "text-stone-800 hover:bg-stone-100"
                      }`
                    }
                  >
                    <span className="relative shrink-0">
                      <Icon aria-hidden="true" className="size-5" />
                      {badge > 0 && isCollapsed ? (
                        <span
                          aria-hidden="true"
                          className="absolute -right-1.5 -top-1.5 size-2.5 rounded-full bg-red-700"
                        />
                      ) : null}
                    </span>
                    <span className={isCollapsed ? "sr-only" : "flex-1"}>{page.title}</span>
                    {badge > 0 ? (
                      <span
                        className={
                          isCollapsed
                            ? "sr-only"
                            : "rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white"
                        }
                      >
                        {badge}
                        <span className="sr-only"> new</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
