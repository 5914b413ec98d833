import type { ReactNode } from "react";
import { formatDateTimeUS, formatDateUS, formatPhoneDisplay } from "#domain/format.ts";
import { formatUsd } from "#domain/money.ts";
import { describeScheduledAt } from "#domain/order-lines.ts";
import { paymentMethodLabel } from "#domain/validation/admin-phone-orders.ts";
import { describePayment } from "#domain/kitchen-flow.ts";
import { orderTypeLabel } from "./order-badges.tsx";
import { OrderLineList, OrderTotals } from "./order-lines.tsx";
import type { OrderDetail as DetailOrder } from "#server/orders/admin-service.ts";

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function OrderLines({ order }: { order: DetailOrder }) {
  return (
    <Panel title="Items">
      <OrderLineList lines={order.items} variant="detail" />
      <OrderTotals order={order} variant="detail" />
      {order.specialInstructions ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <span className="font-semibold">Special instructions:</span> {order.specialInstructions}
        </p>
      ) : null}
    </Panel>
  );
}

export function CustomerPanel({ order }: { order: DetailOrder }) {
  return (
    <Panel title="Customer">
      <p className="font-semibold text-ink">{order.customerName}</p>
      {/* A phone order paid in person may have no address. */}
      {order.customerEmail ? (
        <p>
          <a href={`mailto:${order.customerEmail}`} className="break-all text-brand-800 underline">
            {order.customerEmail}
          </a>
        </p>
      ) : null}
      {order.customerPhone ? (
        <p>
          <a href={`tel:${order.customerPhone.replace(/[^\d+]/g, "")}`} className="text-brand-800 underline">
            {formatPhoneDisplay(order.customerPhone)}
          </a>
        </p>
      ) : null}
    </Panel>
  );
}

export function SchedulePanel({ order, timeZone }: { order: DetailOrder; timeZone: string }) {
  const rows: [string, string][] = [["Type", orderTypeLabel(order.orderType)]];
  if (order.scheduled && order.scheduledDate && order.scheduledTime) {
    rows.push(["Scheduled for", describeScheduledAt(order.scheduledDate, order.scheduledTime, timeZone)]);
  } else if (order.orderType !== "catering") {
    rows.push(["When", "As soon as possible"]);
  }
  if (order.eventDate) rows.push(["Event date", formatDateUS(order.eventDate, timeZone)]);
  if (order.eventType) rows.push(["Event type", order.eventType]);
  if (order.guestCount) rows.push(["Guests", String(order.guestCount)]);
  if (order.specialRequests) rows.push(["Special requests", order.specialRequests]);
  if (order.estimatedReadyAt) {
    rows.push(["Estimated ready", formatDateTimeUS(new Date(order.estimatedReadyAt), timeZone)]);
  }
  return (
    <Panel title="Schedule">
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2">
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** The payment on its own (Paid, Partially refunded $5.00 …), with how it was or will be paid below. */
export function PaymentPanel({ order, children }: { order: DetailOrder; children?: ReactNode }) {
  // Read as a card payment: the state alone here, the method has the next line.
  const state = describePayment({ ...order, paymentMethod: "card" });
  return (
    <Panel title="Payment">
      <p data-testid="order-payment" className="font-semibold text-ink">
        {state} · {formatUsd(order.total)}
      </p>
      <p className="text-sm text-stone-700">
        {order.paymentMethod === "card"
          ? "Card"
          : paymentMethodLabel(order.paymentMethod, order.paymentStatus)}
        {order.isTest ? " · Test order: no money was taken" : ""}
      </p>
      {children}
    </Panel>
  );
}

const TIMELINE_LABELS: Record<string, string> = {
  placed: "Placed",
  "placed-by-staff": "Placed by staff",
  paid: "Paid",
  "marked-paid": "Marked paid",
  acknowledged: "Acknowledged",
  confirmed: "Confirmed",
  ready: "Ready",
  completed: "Completed",
  cancelled: "Cancelled",
  refunded: "Refunded",
  "customer-emailed": "Email to the customer",
  "text-failed": "Text not sent",
  "print-failed": "Didn't print",
  "escalation-text": "Nobody answered: texted again",
  "escalation-call": "Nobody answered: called",
  "escalation-pause": "Nobody answered: online ordering paused",
};

export function OrderTimeline({ order, timeZone }: { order: DetailOrder; timeZone: string }) {
  return (
    <Panel title="Timeline">
      <ol className="space-y-3 border-l-2 border-stone-200 pl-4">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.kind}-${index}`}>
            <p className="font-semibold text-ink">{TIMELINE_LABELS[entry.kind] ?? entry.kind}</p>
            <p className="text-sm text-stone-700">
              {formatDateTimeUS(new Date(entry.at), timeZone)}
              {entry.by ? ` · by ${entry.by}` : ""}
            </p>
            {entry.note ? <p className="text-sm text-stone-700">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
