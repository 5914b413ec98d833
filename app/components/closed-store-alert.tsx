import { CirclePause, Clock, RefreshCw } from "lucide-react";
import { useStoreStatus } from "#app/lib/store-status.tsx";
import { useOrderingPause } from "#app/lib/ordering-pause.ts";
import { PAUSED_TITLE, pausedOrderingMessage } from "#domain/ordering-pause.ts";

/**
 * Shown while the store is closed: when it opens next, and a way to check again. While the owner
 * has paused online ordering it says so instead (`isPauseShown`: pages of the regular menu).
 */
export function ClosedStoreAlert({ isPauseShown = true }: { isPauseShown?: boolean }) {
  const { isOpen, nextOpenText, isLoading, refresh, timeZone } = useStoreStatus();
  const pause = useOrderingPause();
  if (isPauseShown && pause.isPaused) {
    return (
      <div
        role="alert"
        className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-sm"
      >
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <CirclePause className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-display text-lg font-bold">{PAUSED_TITLE}</p>
          <p className="mt-0.5 text-sm">{pausedOrderingMessage(pause, timeZone)}</p>
        </div>
      </div>
    );
  }
  if (isOpen) return null;
  return (
    <div
      role="alert"
      className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-sm"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Clock className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="flex flex-1 flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-display text-lg font-bold">We&apos;re currently closed</p>
          <p className="mt-0.5 text-sm">
            {nextOpenText ? `Opens ${nextOpenText}. ` : ""}You can still browse the menu and schedule your
            order for later.
          </p>
        </div>
        <button
          type="button"
          onClick={() => void refresh()}
          disabled={isLoading}
          className="inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-full border-2 border-amber-800 px-4 py-2 text-sm font-semibold text-amber-900 transition-colors hover:bg-amber-100 disabled:opacity-60 sm:self-auto"
        >
          <RefreshCw
            className={`h-4 w-4 ${isLoading ? "motion-safe:animate-spin" : ""}`}
            aria-hidden="true"
          />
          Refresh Status
        </button>
      </div>
    </div>
  );
}
