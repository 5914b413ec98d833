import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  getStoreStatus,
  type StoreClosure,
  type StoreHoursRow,
  type StoreStatus,
} from "#domain/store-hours.ts";
import { STORE_HOURS_UPDATED_EVENT } from "./live-events.ts";
import { getJson } from "./api-error.ts";

/** Open status recheck (docs/product/03-ordering.md §3.1). */
export const STATUS_RECHECK_MS = 60_000;

export type StoreStatusState = StoreStatus & {
  /** True until the hours are known (never on a server-rendered page, which has them). */
  isLoading: boolean;
  timeZone: string;
  storeHours: StoreHoursRow[] | null;
  /** Holidays and special hours that override the weekly rows on their dates. */
  storeClosures: StoreClosure[];
  /** Reads the hours again and recomputes. */
  refresh: () => Promise<void>;
};

const StoreStatusContext = createContext<StoreStatusState | null>(null);

type Hours = { rows: StoreHoursRow[] | null; closures: StoreClosure[] };

/** The answer of /api/store-hours: the weekly rows and the current closures. */
export type StoreHoursBody = { storeHours: StoreHoursRow[]; storeClosures?: StoreClosure[] };

async function fetchStoreHours(): Promise<Hours> {
  const body = await getJson<StoreHoursBody>("/api/store-hours");
  return { rows: body.storeHours, closures: body.storeClosures ?? [] };
}

function statusOf({ rows, closures }: Hours, now: Date, timeZone: string): StoreStatus {
  return getStoreStatus(rows && { hours: rows, closures }, now, timeZone);
}

type StoreStatusProviderProps = {
  initialHours: StoreHoursRow[] | null;
  initialClosures: StoreClosure[];
  initialStatus: StoreStatus;
  timeZone: string;
  children: ReactNode;
};

/**
 * One clock for the whole page: the status is recomputed in the business time zone every 60 s and
 * whenever the hours change (the store-hours-updated event). The first render uses the server's
 * answer so hydration matches.
 */
export function StoreStatusProvider({
  initialHours,
  initialClosures,
  initialStatus,
  timeZone,
  children,
}: StoreStatusProviderProps) {
  const [hours, setHours] = useState<Hours>({ rows: initialHours, closures: initialClosures });
  const [status, setStatus] = useState(initialStatus);
  const [isLoading, setIsLoading] = useState(false);

  // An unchanged status keeps its object, so the every-minute check (and the first one, right after the
  // page takes over) re-renders none of the page's cards and buttons.
  const recompute = useCallback(
    (current: Hours) =>
      setStatus((previous) => {
        const next = statusOf(current, new Date(), timeZone);
        return next.isOpen === previous.isOpen && next.nextOpenText === previous.nextOpenText
          ? previous
          : next;
      }),
    [timeZone],
  );

  const refresh = useCallback(async () => {
    setIsLoading(true);
    try {
      const fresh = await fetchStoreHours();
      setHours(fresh);
      recompute(fresh);
    } catch {
      // docs/product/03-ordering.md §3.1: store-hours errors are ignored on the menu and schedule screens;
      // keep what we had.
      recompute(hours);
    } finally {
      setIsLoading(false);
    }
  }, [hours, recompute]);

  useEffect(() => {
    recompute(hours);
    const timer = setInterval(() => recompute(hours), STATUS_RECHECK_MS);
    return () => clearInterval(timer);
  }, [hours, recompute]);

  useEffect(() => {
    const onUpdated = () => void refresh();
    window.addEventListener(STORE_HOURS_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(STORE_HOURS_UPDATED_EVENT, onUpdated);
  }, [refresh]);

  const value = useMemo(
    () => ({
      ...status,
      isLoading,
      timeZone,
      storeHours: hours.rows,
      storeClosures: hours.closures,
      refresh,
    }),
    [status, isLoading, timeZone, hours, refresh],
  );
  return <StoreStatusContext.Provider value={value}>{children}</StoreStatusContext.Provider>;
}

export function useStoreStatus(): StoreStatusState {
  const value = useContext(StoreStatusContext);
  if (!value) throw new Error("useStoreStatus must be used inside StoreStatusProvider");
  return value;
}
