import { LogOut, PanelLeft, PanelLeftOpen } from "lucide-react";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { OrderingPauseBadge } from "./ordering-pause-badge.tsx";

type TopBarProps = {
  adminName: string;
  adminEmail: string;
  onToggleSidebar: () => void;
  isCollapsed: boolean;
  /** Something waits in the sidebar (new inquiries): a dot on the phone's menu button says so. */
  hasNews?: boolean;
  /** The pause of online ordering (domain/ordering-pause.ts), null when orders come in. */
  orderingPausedUntil?: string | null;
};

/** The signed-in admin and Logout; the toggle shows the sidebar's shortcut. */
export function TopBar({
  adminName,
  adminEmail,
  onToggleSidebar,
  isCollapsed,
  hasNews = false,
  orderingPausedUntil = null,
}: TopBarProps) {
  // With JavaScript the form posts through a fetcher, so a failure says Logout Error and stays on the
  // page; a success goes to the login page, which says Logged Out. Without it, the form posts as usual.
  const logout = useActionFetcher({
    action: "log out",
    errorTitle: "Logout Error",
    successToast: "none",
  });

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-stone-200 bg-white px-2 sm:px-4">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-label={hasNews ? "Toggle sidebar (Ctrl+B), new items waiting" : "Toggle sidebar (Ctrl+B)"}
        aria-expanded={!isCollapsed}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
      >
        {hasNews ? (
          <span
            aria-hidden="true"
            className="absolute right-2 top-2 size-2.5 rounded-full bg-red-700 md:hidden"
          />
        ) : null}
        <PanelLeftOpen aria-hidden="true" className="size-5 md:hidden" />
        <PanelLeft aria-hidden="true" className="hidden size-5 md:block" />
      </button>
      <p className="font-display text-lg font-bold text-ink">Island Spice Admin</p>
      <div className="ml-auto flex min-w-0 items-center gap-2">
        <OrderingPauseBadge pausedUntil={orderingPausedUntil} />
        <p className="hidden min-w-0 text-right text-sm sm:block">
          <span className="block truncate font-semibold text-ink">{adminName}</span>
          <span className="block truncate text-stone-600">{adminEmail}</span>
        </p>
        <logout.fetcher.Form method="post" action="/admin/logout">
          <button
            type="submit"
            disabled={logout.isBusy}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-ink hover:bg-stone-50"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </logout.fetcher.Form>
      </div>
    </header>
  );
}
