import { useEffect, useState } from "react";
import { resolveFooterHours, type HoursLine } from "#domain/footer-hours.ts";
import type { StoreHoursRow } from "#domain/store-hours.ts";
import { SETTINGS_UPDATED_EVENT, STORE_HOURS_UPDATED_EVENT } from "./live-events.ts";
import { getJson } from "./api-error.ts";

/** Footer hours fallback delay (docs/product/02-public-pages.md §2.3). */
export const FOOTER_FALLBACK_DELAY_MS = 3000;

type HoursSettings = { hours_weekdays?: string; hours_saturday?: string; hours_sunday?: string };

async function loadSettings(): Promise<HoursSettings | null> {
  try {
    return (await getJson<{ settings: HoursSettings }>("/api/settings")).settings;
  } catch {
    return null;
  }
}

/**
 * The footer's opening hours: the server's lines first; after a change of hours or settings they are
 * read again, showing "Opening Soon" meanwhile. When the hours table fails or is empty, or the read
 * takes longer than 3 s, the settings' hours and then the defaults stand in (docs/product/02-public-pages.md
 * §2.3).
 */
export function useFooterHours(initial: HoursLine[]): { lines: HoursLine[]; isLoading: boolean } {
  const [lines, setLines] = useState(initial);
  const [isLoading, setIsLoading] = useState(false);

  useEffect(() => {
    let generation = 0;
    const reload = () => {
      const current = ++generation;
      setIsLoading(true);
      const fallbackTimer = setTimeout(() => {
        void loadSettings().then((settings) => {
          if (current !== generation) return;
          setLines(resolveFooterHours({ rows: null, settings }));
          setIsLoading(false);
        });
      }, FOOTER_FALLBACK_DELAY_MS);
      void (async () => {
        let rows: StoreHoursRow[] | null = null;
        try {
          rows = (await getJson<{ storeHours: StoreHoursRow[] }>("/api/store-hours")).storeHours;
        } catch {
          rows = null;
        }
        const settings = rows && rows.length > 0 ? null : await loadSettings();
        if (current !== generation) return;
        clearTimeout(fallbackTimer);
        setLines(resolveFooterHours({ rows, settings }));
        setIsLoading(false);
      })();
    };
    window.addEventListener(STORE_HOURS_UPDATED_EVENT, reload);
    window.addEventListener(SETTINGS_UPDATED_EVENT, reload);
    return () => {
      generation += 1;
      window.removeEventListener(STORE_HOURS_UPDATED_EVENT, reload);
      window.removeEventListener(SETTINGS_UPDATED_EVENT, reload);
    };
  }, []);

  return { lines, isLoading };
}
