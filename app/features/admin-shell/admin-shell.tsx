import type { ReactNode } from "react";
import { Sheet } from "#app/components/ui/admin/sheet.tsx";
import { ToastHost } from "#app/lib/notify.tsx";
import { BottomBar } from "./bottom-bar.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";
import { TopBar } from "./top-bar.tsx";
import { useSidebar } from "./use-sidebar.ts";
import { useAdminWorker } from "./use-admin-worker.ts";

type AdminShellProps = {
  admin: { name: string; email: string };
  isSidebarCollapsed: boolean;
  /** Counts shown beside a page's name (new inquiries), by page slug. */
  badges?: Record<string, number>;
  /** The pause of online ordering, shown in the top bar while it lasts. */
  orderingPausedUntil?: string | null;
  children: ReactNode;
};

/** The admin's frame: a 16rem sidebar (3rem collapsed) on wide screens, an 18rem sheet on phones. */
export function AdminShell({
  admin,
  isSidebarCollapsed,
  badges = {},
  orderingPausedUntil = null,
  children,
}: AdminShellProps) {
  const sidebar = useSidebar(isSidebarCollapsed);
  useAdminWorker();
  const hasNews = Object.values(badges).some((count) => count > 0);
  return (
    // Below 768 px the toasts rise above the bottom bar (sonner's own offsets, raised).
    <div className="min-h-screen bg-stone-50 max-md:[&_[data-sonner-toaster]]:[--mobile-offset-bottom:5rem]! max-md:[&_[data-sonner-toaster]]:[--offset-bottom:5rem]!">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <TopBar
        adminName={admin.name}
        adminEmail={admin.email}
        onToggleSidebar={sidebar.toggle}
        isCollapsed={sidebar.isCollapsed}
        hasNews={hasNews}
        orderingPausedUntil={orderingPausedUntil}
      />
      <div className="flex">
        <aside
          data-state={sidebar.isCollapsed ? "collapsed" : "expanded"}
          aria-label="Sidebar"
          className={`sticky top-14 hidden h-[calc(100vh-3.5rem)] shrink-0 overflow-y-auto border-r border-stone-200 bg-white transition-[width] md:block ${
            sidebar.isCollapsed ? "w-12 px-1" : "w-64 px-2"
          }`}
        >
          <SidebarNav isCollapsed={sidebar.isCollapsed} badges={badges} />
        </aside>
        {/* On a phone the bottom bar stays over the page: the extra padding keeps the last row clear of it. */}
        <main id="admin-main" className="min-w-0 flex-1 px-4 pt-4 pb-24 sm:px-6 sm:pt-6 md:pb-6 lg:px-8">
          {children}
        </main>
      </div>
      <BottomBar
        onOpenMore={() => sidebar.setSheetOpen(true)}
        isMoreOpen={sidebar.isSheetOpen}
        hasNews={hasNews}
      />
      <Sheet open={sidebar.isSheetOpen} onOpenChange={sidebar.setSheetOpen} title="Menu" side="left">
        <SidebarNav isCollapsed={false} badges={badges} onNavigate={() => sidebar.setSheetOpen(false)} />
      </Sheet>
      <ToastHost aboveBottomBar />
    </div>
  );
}
