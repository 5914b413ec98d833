import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import {
  defaultSiteShell,
  SETTINGS_CACHE_MS,
  SETTINGS_REFRESH_DELAY_MS,
  SETTINGS_RETRY_DELAY_MS,
  type SiteShell,
} from "#domain/site-shell.ts";
import { getJson } from "./api-error.ts";
import { SETTINGS_UPDATED_EVENT } from "./live-events.ts";

// The site's settings as every display on an open page shows them (docs/product/02-public-pages.md §2.9): the
// server's answer first; after a settings-updated event the displays refresh 500 ms later, a failed
// read is tried once more 2 s later, then the displays fall back to their default text.

const SiteShellContext = createContext<SiteShell | null>(null);

/** When the page last received the settings, for the 30-second cache of in-app navigation. */
let receivedAt = 0;

/**
 * True when the settings an open page holds are older than the cache time (docs/product/02-public-pages.md
 * §2.9).
 */
export function isSiteShellStale(now = Date.now()): boolean {
  return now - receivedAt > SETTINGS_CACHE_MS;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readShell(): Promise<SiteShell> {
  return (await getJson<{ shell: SiteShell }>("/api/site")).shell;
}

async function readShellWithRetry(): Promise<SiteShell> {
  try {
    return await readShell();
  } catch {
    await wait(SETTINGS_RETRY_DELAY_MS);
    try {
      return await readShell();
    } catch {
      // A settings load failure is silent (docs/product/02-public-pages.md §2.9); the displays show their
      // default text.
      return defaultSiteShell();
    }
  }
}

export function SiteShellProvider({ initial, children }: { initial: SiteShell; children: ReactNode }) {
  const [shell, setShell] = useState(initial);
  const [given, setGiven] = useState(initial);
  // A new answer from the layout's loader (a navigation after the cache time) replaces the page's.
  if (given !== initial) {
    setGiven(initial);
    setShell(initial);
  }

  useEffect(() => {
    receivedAt = Date.now();
  }, [shell]);

  useEffect(() => {
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const current = ++generation;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void readShellWithRetry().then((next) => {
          if (current === generation) setShell(next);
        });
      }, SETTINGS_REFRESH_DELAY_MS);
    };
    window.addEventListener(SETTINGS_UPDATED_EVENT, refresh);
    return () => {
      generation += 1;
      clearTimeout(timer);
      window.removeEventListener(SETTINGS_UPDATED_EVENT, refresh);
    };
  }, []);

  return <SiteShellContext.Provider value={shell}>{children}</SiteShellContext.Provider>;
}

/** The settings as the page shows them now; the defaults outside a provider. */
export function useSiteShell(): SiteShell {
  return useContext(SiteShellContext) ?? defaultSiteShell();
}
