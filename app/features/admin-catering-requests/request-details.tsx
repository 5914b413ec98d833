import { Link } from "react-router";
import { formatDateUS, formatPhoneDisplay } from "#domain/format.ts";
import { formatTime12h } from "#domain/business-time.ts";
import { formatUsd } from "#domain/money.ts";
import { describeLineHeading } from "#domain/order-lines.ts";
import type {
  CateringOrderLine as OrderLine,
  CateringOrderSummary,
  CateringRequestDetails as Details,
} from "#server/catering/requests-admin-service.ts";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** The event and how to reach the customer; their words are shown as text. */
export function RequestDetails({ request, timeZone }: { request: Details; timeZone: string }) {
  return (
    <section aria-labelledby="event-details" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="event-details" className="font-display text-xl font-bold text-ink">
        Event details
      </h2>
      <dl className="mt-2 divide-y divide-stone-100">
        <Row term="Date">
          {formatDateUS(request.eventDate, timeZone)}
          {request.eventTime ? `, ${formatTime12h(request.eventTime)}` : ""}
        </Row>
        <Row term="Event">{request.eventType}</Row>
        <Row term="Guests">{request.guestCount}</Row>
        <Row term="Pickup or delivery">{request.deliveryOption === "delivery" ? "Delivery" : "Pickup"}</Row>
        <Row term="Email">
          <a href={`mailto:${request.email}`} className="font-semibold text-brand-800 underline">
            {request.email}
          </a>
        </Row>
        <Row term="Phone">
          {request.phone ? (
            <a href={`tel:${request.phone}`} className="font-semibold text-brand-800 underline">
              {formatPhoneDisplay(request.phone)}
            </a>
          ) : (
            "Not given"
          )}
        </Row>
        <Row term="Special requests">
          <span className="whitespace-pre-wrap">{request.specialRequests || "None"}</span>
        </Row>
      </dl>
    </section>
  );
}

/** The paid catering order behind a request: its lines, total and any refund. */
export function RequestOrder({ order, lines }: { order: CateringOrderSummary; lines: OrderLine[] }) {
  return (
    <section aria-labelledby="paid-order" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="paid-order" className="font-display text-xl font-bold text-ink">
        Paid order{order.orderNumber ? ` #${order.orderNumber}` : ""}
      </h2>
      <ul className="mt-2 divide-y divide-stone-100">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2">
            <span>{describeLineHeading(line)}</span>
            <span className="tabular-nums">{formatUsd(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-stone-200 pt-2 font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatUsd(order.total)}</span>
      </p>
      {order.refundAmount ? (
        <p className="mt-1 flex justify-between text-red-800">
          <span>Refunded</span>
          <span className="tabular-nums">{formatUsd(order.refundAmount)}</span>
        </p>
      ) : null}
      <Link
        to={`/admin/orders/${order.id}`}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        Open the order: payment, kitchen progress and refunds
      </Link>
    </section>
  );
}
