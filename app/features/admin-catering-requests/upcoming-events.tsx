import { Link } from "react-router";
import { formatDateUS } from "#domain/format.ts";
import { formatTime12h } from "#domain/business-time.ts";
import { RequestStatusBadge } from "./request-status.tsx";
import type { CateringRequestSummary as CateringRequestRow } from "#server/catering/requests-admin-service.ts";

/** The events ahead, soonest first: what the kitchen has to plan for. */
export function UpcomingEvents({
  events,
  today,
  timeZone,
}: {
  events: CateringRequestRow[];
  today: string;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="upcoming-events" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="upcoming-events" className="font-display text-xl font-bold text-ink">
        Upcoming events
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-stone-700">No catering events ahead.</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-semibold text-ink">
                  {event.eventDate === today ? "Today" : formatDateUS(event.eventDate, timeZone)}
                  {event.eventTime ? `, ${formatTime12h(event.eventTime)}` : ""}
                </p>
                <p className="text-sm text-stone-700">
                  <Link
                    to={`/admin/catering/${event.id}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {event.customerName}
                  </Link>{" "}
                  · {event.eventType} · {event.guestCount} guests ·{" "}
                  {event.deliveryOption === "delivery" ? "Delivery" : "Pickup"}
                </p>
              </div>
              <RequestStatusBadge status={event.status} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
