import { lazy, Suspense, useSyncExternalStore } from "react";

// Toasts load when the first one is shown: the toast library is a tenth of the JavaScript every
// page would otherwise load up front, and most visits never see a toast. Every toast plays the
// notification chime at half volume (docs/product/10-errors-and-messages.md §10); browsers may refuse sound
// before the visitor has interacted with the page, and the toast still shows.

const loadToaster = () => import("#app/components/ui/toaster.tsx");
const LazyToaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

let isRequested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function requestToaster(): Promise<Awaited<ReturnType<typeof loadToaster>>> {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  return ready.then(loadToaster);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear; renders nothing until the first toast is asked for. `aboveBottomBar` lifts
 * them over the admin's bottom bar on a phone, so a toast never covers its links.
 */
export function ToastHost({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const requested = useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onReady={markReady} aboveBottomBar={aboveBottomBar} />
    </Suspense>
  );
}

let audio: HTMLAudioElement | null = null;

function playChime(): void {
  if (typeof window === "undefined") return;
  try {
    audio ??= new Audio("/sounds/notification.wav");
    audio.volume = 0.5;
    audio.currentTime = 0;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio support: the toast alone is enough.
  }
}

type ToastOptions = {
  description?: string;
  id?: string;
  /** A button in the toast, e.g. to open the page where the matter can be put right. */
  action?: { label: string; onClick: () => void };
};

function show(kind: "success" | "error" | "info", title: string, options?: ToastOptions): void {
  playChime();
  void requestToaster().then(({ toast }) => {
    if (kind === "info") toast(title, options);
    else toast[kind](title, options);
  });
}

export const notify = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
  info: (title: string, options?: ToastOptions) => show("info", title, options),
};

/**
 * docs/product/10-errors-and-messages.md §10.1: "Error Fetching {what}" with the error's message or a generic
 * one.
 */
export function notifyFetchError(what: string, error: unknown): void {
  notify.error(`Error Fetching ${what}`, {
    description: error instanceof Error && error.message ? error.message : "An unexpected error occurred",
  });
}
