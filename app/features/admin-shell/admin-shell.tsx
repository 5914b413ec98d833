import type { ReactNode } from "react";
import { Sheet } from "#app/components/ui/admin/sheet.tsx";
import { ToastHost } from "#app/lib/notify.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";
import { TopBar } from "./top-bar.tsx";
import { useSidebar } from "./use-sidebar.ts";

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
  return (
    <div className="min-h-screen bg-stone-50">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <TopBar
        adminName={admin.name}
        adminEmail={admin.email}
        onToggleSidebar={sidebar.toggle}
        isCollapsed={sidebar.isCollapsed}
        hasNews={Object.values(badges).some((count) => count > 0)}
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
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
      <Sheet open={sidebar.isSheetOpen} onOpenChange={sidebar.setSheetOpen} title="Menu" side="left">
        <SidebarNav isCollapsed={false} badges={badges} onNavigate={() => sidebar.setSheetOpen(false)} />
      </Sheet>
      <ToastHost />
    </div>
  );
}
