import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

/**
 * The dashboard's warning when no order or catering email would reach anyone (docs/product/06-admin.md §6.3).
 */
export function NotificationWarning({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <section
      aria-labelledby="notification-warning-heading"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <h2 id="notification-warning-heading" className="font-semibold">
          Nobody is emailed about new orders
        </h2>
        <p className="text-sm">{reason}</p>
        <Link
          to="/admin/settings/notifications"
          className="inline-flex min-h-11 items-center text-sm font-medium underline"
        >
          Open Settings → Notifications
        </Link>
      </div>
    </section>
  );
}
