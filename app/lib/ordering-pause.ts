import { useEffect, useState } from "react";
import { readOrderingPause, type OrderingPause } from "#domain/ordering-pause.ts";
import { useSiteShell } from "./site-shell.tsx";

/**
 * Whether the owner has paused online ordering, as the page's settings say (they follow the
 * settings-updated event). A timed pause ends by itself: the page flips back when its end passes.
 */
export function useOrderingPause(): OrderingPause {
  const value = useSiteShell().rules.orderingPausedUntil;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const pause = readOrderingPause(value, new Date());
    if (!pause.isPaused || !pause.until) return;
    // setTimeout's longest wait is about 24.8 days; a pause is minutes long.
    const wait = Math.min(pause.until.getTime() - Date.now() + 250, 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [value]);
  return readOrderingPause(value, now);
}
