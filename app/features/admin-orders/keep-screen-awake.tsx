import { useEffect, useState } from "react";
import { MonitorOff } from "lucide-react";

/** Where the board's hold on the screen stands; also on <html data-wake-lock> for tools and tests. */
export type WakeLockState = "pending" | "held" | "released" | "unsupported" | "refused";

type WakeLockSentinelLike = {
  released: boolean;
  release: () => Promise<void>;
  addEventListener: (type: "release", listener: () => void) => void;
};
type WakeLockLike = { request: (type: "screen") => Promise<WakeLockSentinelLike> };

function wakeLockApi(): WakeLockLike | null {
  const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return api && typeof api.request === "function" ? api : null;
}

/**
 * Keeps the screen on while the order board is shown (docs/product/06-admin.md §6.4): the lock is taken when
 * the board opens, taken again as soon as the page is visible again (browsers drop it whenever the
 * tab is hidden or the device locks), and released when the board is left.
 */
export function useScreenWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>("pending");

  useEffect(() => {
    const api = wakeLockApi();
    const report = (next: WakeLockState) => {
      document.documentElement.dataset.wakeLock = next;
      setState(next);
    };
    if (!api) {
      report("unsupported");
      return () => {
        delete document.documentElement.dataset.wakeLock;
      };
    }
    let sentinel: WakeLockSentinelLike | null = null;
    let left = false;
    let asking = false;

    const take = async () => {
      if (left || asking || document.visibilityState !== "visible" || (sentinel && !sentinel.released))
        return;
      asking = true;
      try {
        const taken = await api.request("screen");
        if (left) {
          void taken.release().catch(() => undefined);
          return;
        }
        sentinel = taken;
        taken.addEventListener("release", () => {
          if (!left) report("released");
        });
        report("held");
      } catch {
        // Refused (a battery saver, a hidden page by the time it was asked): asked again when shown.
        if (!left) report(document.visibilityState === "visible" ? "refused" : "released");
      } finally {
        asking = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void take();
    };

    void take();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      left = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
      delete document.documentElement.dataset.wakeLock;
    };
  }, []);

  return state;
}

/** The board's screen lock, with a note where this browser cannot keep the screen on. */
export function KeepScreenAwake() {
  const state = useScreenWakeLock();
  if (state !== "unsupported" && state !== "refused") return null;
  return (
    <p
      data-testid="screen-sleep-note"
      className="flex items-start gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950"
    >
      <MonitorOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      This browser may let the screen sleep: keep this tablet plugged in and set its screen to stay on.
    </p>
  );
}
