import { Link } from "react-router";
import { formatTime12h } from "#domain/business-time.ts";
import { formatDateUS } from "#domain/format.ts";
import type { Dashboard as DashboardData } from "#server/dashboard/admin-service.ts";

const LINKS = {
  order: "/admin/orders",
  "catering-order": "/admin/orders",
  "catering-request": "/admin/catering",
};

/** Scheduled orders and catering events of the next seven days, soonest first. */
export function UpcomingList({ data }: { data: DashboardData }) {
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="upcoming-heading" className="font-semibold text-ink">
        Next 7 days
      </h2>
      {data.upcoming.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">
          No scheduled orders or catering events in the next 7 days.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {data.upcoming.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`}>
              <Link
                to={LINKS[entry.kind]}
                className="flex min-h-11 flex-col py-2 text-sm hover:text-brand-700"
              >
                <span className="font-semibold text-ink">
                  {formatDateUS(entry.date, data.timeZone)}
                  {entry.time ? `, ${formatTime12h(entry.time)}` : ""} · {entry.title}
                </span>
                <span className="text-stone-700">{entry.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
