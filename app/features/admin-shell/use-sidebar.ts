import { useCallback, useEffect, useState } from "react";
import { writeSidebarCookie } from "#app/lib/admin/sidebar-cookie.ts";

const PHONE_QUERY = "(max-width: 767px)";

/**
 * The sidebar's two states: collapsed or not on a wide screen (kept in the cookie), and the sheet
 * open or not on a phone. Ctrl+B (Cmd+B on a Mac) toggles whichever applies (docs/product/06-admin.md §6.2).
 */
export function useSidebar(initiallyCollapsed: boolean) {
  const [isCollapsed, setCollapsed] = useState(initiallyCollapsed);
  const [isSheetOpen, setSheetOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(PHONE_QUERY).matches) {
      setSheetOpen((open) => !open);
      return;
    }
    setCollapsed((collapsed) => {
      writeSidebarCookie(!collapsed);
      return !collapsed;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    // Lets tests and tools see that the shortcut listens (it is attached after hydration).
    document.documentElement.dataset.adminShortcuts = "ready";
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { isCollapsed, isSheetOpen, setSheetOpen, toggle };
}
