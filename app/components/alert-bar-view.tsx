import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
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

type AlertBarViewProps = {
  alerts: SiteAlert[];
  onDismiss: (id: string) => void;
  /** The region's name ("Announcements" on the site). */
  label?: string;
};

/** How the site-wide alerts look: the public bar and the admin's preview draw them with this. */
export function AlertBarView({ alerts, onDismiss, label = "Announcements" }: AlertBarViewProps) {
  if (alerts.length === 0) return null;
  return (
    <div aria-label={label} role="region" data-testid="alert-bar">
      {alerts.map((alert) => {
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
              {/* One line before the header, even on a phone: a longer text ends in an ellipsis and a tap
                  opens it whole. The summary holds the full text, so a screen reader reads all of it. */}
              <details className="group min-w-0 flex-1">
                <summary className="block cursor-pointer list-none truncate group-open:whitespace-normal [&::-webkit-details-marker]:hidden">
                  {alert.title ? <strong className="mr-1 font-semibold">{alert.title}</strong> : null}
                  <span>{alert.message}</span>
                </summary>
              </details>
              {alert.is_dismissible ? (
                <button
                  type="button"
                  onClick={() => onDismiss(alert.id)}
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
