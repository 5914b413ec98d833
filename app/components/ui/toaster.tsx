import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";

export { toast } from "sonner";

/**
 * Toasts: bottom-right, 5 s, at most 5 at once, each with a close button
 * (docs/product/10-errors-and-messages.md §10, docs/product/11-constants-and-limits.md §11).
 * `onReady` is told once the toaster listens, so toasts sent before it mounted are not lost.
 */
export function Toaster({
  onReady,
  aboveBottomBar = false,
}: {
  onReady?: () => void;
  aboveBottomBar?: boolean;
}) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <SonnerToaster
      position="bottom-right"
      duration={5000}
      visibleToasts={5}
      closeButton
      // The admin's bottom bar is 3.5 rem plus the border on a phone: toasts sit just above it.
      mobileOffset={aboveBottomBar ? { bottom: "calc(4.5rem + env(safe-area-inset-bottom))" } : undefined}
      toastOptions={{ classNames: { title: "font-semibold" } }}
    />
  );
}
