import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CirclePause } from "lucide-react";
import { minutesLeft, readOrderingPause } from "#domain/ordering-pause.ts";

/**
 * In the top bar on every admin page while online ordering is paused: how long is left, and the way
 * to the dashboard's switch. Hidden again by itself when a timed pause ends.
 */
export function OrderingPauseBadge({ pausedUntil }: { pausedUntil: string | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!pausedUntil) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, [pausedUntil]);
  const pause = readOrderingPause(pausedUntil, now);
  if (!pause.isPaused) return null;
  const minutes = pause.until ? minutesLeft(pause.until, now) : null;
  const left = minutes === null ? "until resumed" : `${minutes} min left`;
  return (
    <Link
      to="/admin/dashboard"
      aria-label={`Online ordering paused, ${left}. Open the dashboard to resume.`}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-amber-400 bg-amber-50 px-2.5 text-sm font-semibold text-amber-950 hover:bg-amber-100"
    >
      <CirclePause aria-hidden="true" className="size-4" />
      {/* A phone's top bar has room for the minutes only. */}
      <span className="sm:hidden">{minutes === null ? "Paused" : `${minutes}m`}</span>
      <span className="hidden sm:inline">Ordering paused · {left}</span>
    </Link>
  );
}
