import { toast } from "sonner";

// Every toast plays the notification chime at half volume (spec point 7). Browsers may refuse
// sound before the visitor has interacted with the page; the toast still shows.
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

type ToastOptions = { description?: string; id?: string };

export const notify = {
  success(title: string, options?: ToastOptions) {
    playChime();
    return toast.success(title, options);
  },
  error(title: string, options?: ToastOptions) {
    playChime();
    return toast.error(title, options);
  },
  info(title: string, options?: ToastOptions) {
    playChime();
    return toast(title, options);
  },
};

/** Spec point 8: "Error Fetching {what}" with the error's message or a generic one. */
export function notifyFetchError(what: string, error: unknown): void {
  notify.error(`Error Fetching ${what}`, {
    description: error instanceof Error && error.message ? error.message : "An unexpected error occurred",
  });
}
