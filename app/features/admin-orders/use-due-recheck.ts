import { useEffect, useRef } from "react";

/** What the server said about the next scheduled order coming due, with when it said it. */
export type DueRecheck = { inMs: number; at: string } | null;

/**
 * A scheduled order reaches the kitchen at a time, not on a change (docs/product/06-admin.md §6.4): no event
 * says so, so the page reads its data again when the server said the next one comes due. The delay
 * is the server's (now to due), so the browser's clock does not matter; each read brings the next.
 */
export function useDueRecheck(recheck: DueRecheck, reload: () => void): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  const inMs = recheck?.inMs ?? null;
  const at = recheck?.at ?? null;
  useEffect(() => {
    if (inMs === null) return;
    const timer = setTimeout(() => latest.current(), inMs);
    return () => clearTimeout(timer);
  }, [inMs, at]);
}
