import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { ALERTS_UPDATED_EVENT } from "../live/live-events";

export type SiteAlert = {
  id: string;
  title: string;
  message: string;
  alert_type: string;
  is_dismissible: boolean;
  background_color: string | null;
  text_color: string | null;
};

const TYPE_STYLES = {
  success: { className: "bg-green-700 text-white", Icon: CheckCircle2 },
  warning: { className: "bg-amber-300 text-amber-950", Icon: AlertTriangle },
  error: { className: "bg-red-700 text-white", Icon: XCircle },
  info: { className: "bg-sky-800 text-white", Icon: Info },
} as const;

/** success, warning and error have their own look; any other type is shown as info. */
export function alertStyle(type: string) {
  return type === "success" || type === "warning" || type === "error" ? TYPE_STYLES[type] : TYPE_STYLES.info;
}

// Admin-entered colours are used only when they are plain CSS colours.
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;

export function safeColor(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && COLOR.test(trimmed) ? trimmed : undefined;
}

async function fetchAlerts(): Promise<SiteAlert[]> {
  const response = await fetch("/api/alerts", { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`alerts: ${response.status}`);
  return ((await response.json()) as { alerts: SiteAlert[] }).alerts;
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
        const { className, Icon } = alertStyle(alert.alert_type);
        const background = safeColor(alert.background_color);
        const color = safeColor(alert.text_color);
        return (
          <div
            key={alert.id}
            data-testid="site-alert"
            data-alert-type={alert.alert_type}
            className={`${background || color ? "" : className}`}
            style={{ backgroundColor: background, color }}
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
