import { Toaster as SonnerToaster } from "sonner";

/** Toasts: bottom-right, 5 s, at most 5 at once, each with a close button (spec point 9). */
export function Toaster() {
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
