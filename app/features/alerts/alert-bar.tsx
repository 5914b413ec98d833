import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ALERTS_UPDATED_EVENT } from "#app/lib/live-events.ts";
import { getJson } from "#app/lib/api-error.ts";
import { AlertBarView, type SiteAlert } from "#app/components/alert-bar-view.tsx";

export type { SiteAlert };

async function fetchAlerts(): Promise<SiteAlert[]> {
  return (await getJson<{ alerts: SiteAlert[] }>("/api/alerts")).alerts;
}

/**
 * The site-wide alert bar. It reloads whenever the alerts table changes; a dismissed alert stays
 * hidden for the current view only.
 */
export function AlertBar({ initialAlerts }: { initialAlerts: SiteAlert[] }) {
  const [alerts, setAlerts] = useState(initialAlerts);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const location = useLocation();

  useEffect(() => setDismissed([]), [location.pathname]);

  useEffect(() => {
    let latest = 0;
    const reload = () => {
      const request = ++latest;
      fetchAlerts()
        .then((next) => {
          if (request === latest) setAlerts(next);
        })
        // Alert load failures are silent (docs/product/02-public-pages.md §2.4); the bar keeps what it shows.
        .catch(() => undefined);
    };
    window.addEventListener(ALERTS_UPDATED_EVENT, reload);
    return () => window.removeEventListener(ALERTS_UPDATED_EVENT, reload);
  }, []);

  const visible = alerts.filter((alert) => !dismissed.includes(alert.id));
  return <AlertBarView alerts={visible} onDismiss={(id) => setDismissed((ids) => [...ids, id])} />;
}
