import { useEffect, useState } from "react";
import { CirclePause, CirclePlay } from "lucide-react";
import {
  formatPauseEnd,
  minutesLeft,
  PAUSE_DURATION_LABELS,
  PAUSE_DURATIONS,
  readOrderingPause,
} from "#domain/ordering-pause.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";

/** The clock the remaining time is shown by: ticks every 15 seconds while a timed pause runs. */
function useNow(isTicking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isTicking) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

function pauseStatusText(pausedUntil: string | null, now: Date, timeZone: string): string {
  const pause = readOrderingPause(pausedUntil, now);
  if (!pause.isPaused) return "Taking orders";
  // the automatic pause of an order nobody answered (docs/product/08-text-messages.md §8)
  if (pause.kitchenNotAnswering) return "Paused until you resume: an order was not answered";
  if (!pause.until) return "Paused until you resume";
  const left = minutesLeft(pause.until, now);
  return `Paused, ${left} min left (until ${formatPauseEnd(pause.until, timeZone)})`;
}

/**
 * Pause online ordering (a rush, a broken fryer) for 15, 30 or 60 minutes or until resumed, one tap
 * each, with the time left in view. Scheduled orders for after the pause still come in.
 */
export function PauseOrderingCard({
  pausedUntil,
  timeZone,
}: {
  pausedUntil: string | null;
  timeZone: string;
}) {
  const { submitForm: submit, isBusy } = useActionFetcher({ action: "change online ordering" });
  const now = useNow(pausedUntil !== null);
  const pause = readOrderingPause(pausedUntil, now);

  return (
    <section
      aria-labelledby="online-ordering-heading"
      className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${
        pause.isPaused ? "border-amber-400 bg-amber-50" : "border-stone-200 bg-white"
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="online-ordering-heading" className="font-display text-xl font-bold text-ink">
            Online ordering
          </h2>
          <p role="status" className="mt-1 flex items-center gap-2 font-semibold text-ink">
            {pause.isPaused ? (
              <CirclePause aria-hidden="true" className="size-5 text-amber-800" />
            ) : (
              <CirclePlay aria-hidden="true" className="size-5 text-green-700" />
            )}
            {pauseStatusText(pausedUntil, now, timeZone)}
          </p>
          <p className="mt-1 text-sm text-stone-700">
            {pause.isPaused
              ? "Visitors can only schedule orders for after the pause."
              : "Pause when the kitchen can't keep up. Scheduled orders for later still come in."}
          </p>
        </div>
        {pause.isPaused ? (
          <Button disabled={isBusy} onClick={() => submit({ intent: "resume" })}>
            <CirclePlay aria-hidden="true" className="size-4" />
            Resume ordering
          </Button>
        ) : null}
      </div>
      <div
        role="group"
        aria-label="Pause online ordering"
        className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
      >
        {PAUSE_DURATIONS.map((duration) => (
          <Button
            key={duration}
            variant="secondary"
            disabled={isBusy}
            onClick={() => submit({ intent: "pause", duration })}
          >
            Pause {PAUSE_DURATION_LABELS[duration].toLowerCase()}
          </Button>
        ))}
      </div>
    </section>
  );
}
