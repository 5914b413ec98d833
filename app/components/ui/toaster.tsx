import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";

export { toast } from "sonner";

/**
 * Toasts: bottom-right, 5 s, at most 5 at once, each with a close button (docs/product.md §10, §11).
 * `onReady` is told once the toaster listens, so toasts sent before it mounted are not lost.
 */
export function Toaster({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <SonnerToaster
      position="bottom-right"
      duration={5000}
      visibleToasts={5}
      closeButton
      toastOptions={{ classNames: { title: "font-semibold" } }}
    />
  );
}
