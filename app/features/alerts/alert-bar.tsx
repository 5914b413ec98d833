import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { ALERTS_UPDATED_EVENT } from "#app/lib/live-events.ts";
import { getJson } from "#app/lib/api-error.ts";
import { alertTypeOf, resolveAlertColors } from "#domain/alert-colors.ts";

export type SiteAlert = {
  id: string;
  title: string;
  message: string;
  alert_type: string;
  is_dismissible: boolean;
  background_color: string | null;
  text_color: string | null;
};

const TYPE_ICONS = { success: CheckCircle2, warning: AlertTriangle, error: XCircle, info: Info } as const;

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
        // Spec point 8: alert load failures are silent; the bar keeps what it shows.
        .catch(() => undefined);
    };
    window.addEventListener(ALERTS_UPDATED_EVENT, reload);
    return () => window.removeEventListener(ALERTS_UPDATED_EVENT, reload);
  }, []);

  const visible = alerts.filter((alert) => !dismissed.includes(alert.id));
  if (visible.length === 0) return null;
  return (
    <div aria-label="Announcements" role="region" data-testid="alert-bar">
      {visible.map((alert) => {
        const Icon = TYPE_ICONS[alertTypeOf(alert.alert_type)];
        // Each colour falls back to its type's default on its own; the text stays readable.
        const colors = resolveAlertColors(alert);
        return (
          <div
            key={alert.id}
            data-testid="site-alert"
            data-alert-type={alert.alert_type}
            style={{ backgroundColor: colors.background, color: colors.text }}
          >
            <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:px-6">
              <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p className="flex-1">
                {alert.title ? <strong className="mr-1 font-semibold">{alert.title}</strong> : null}
                <span>{alert.message}</span>
              </p>
              {alert.is_dismissible ? (
                <button
                  type="button"
                  onClick={() => setDismissed((ids) => [...ids, alert.id])}
                  className="-my-1 rounded p-1 hover:bg-black/10"
                  aria-label={`Dismiss ${alert.title || "announcement"}`}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
