import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AlertTriangle, CalendarDays, CheckCircle2, Clock, Truck, Users } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { formatTime12h } from "#domain/business-time.ts";
import {
  CATERING_CONFIRMATION_TEXT,
  DELIVERY_LABELS,
  type CateringConfirmation,
  type CateringOrderView,
} from "#domain/catering.ts";
import { formatUsd } from "#domain/money.ts";
import { TotalsList } from "#app/components/ordering/totals-list.tsx";
import { clearAllCarts } from "#app/lib/cart/cart-store.ts";
import { CATERING_ORDER_STORAGE_KEY } from "#app/lib/catering/catering-checkout.ts";

const EMAIL_STEP = {
  title: "Confirmation email",
  text: "A receipt with your order and event details is on its way to your inbox.",
};
/** The first step when no mail server is set up: nothing is emailed, so the page says what to keep. */
const KEEP_NUMBER_STEP = {
  title: "Keep your order number",
  text: "No receipt is emailed for this order: please note your order number and event details.",
};
const LATER_STEPS = [
  { title: "We review your order", text: "Our catering team checks your menu, date and guest count." },
  { title: "We call to confirm", text: "Within 24 hours we contact you to confirm the details and set-up." },
  {
    title: "Enjoy your event",
    text: "Your food is freshly prepared and ready for pickup or delivered on time.",
  },
] as const;

function formatDate(dateKey: string | null): string {
  if (!dateKey) return "";
  const [year, month, day] = dateKey.split("-");
  return `${month}/${day}/${year}`;
}

/** The order summary the catering page left in session storage, for the moment the server is not reached. */
function readStoredOrder(sessionId: string | null): CateringOrderView | null {
  try {
    const raw = window.sessionStorage.getItem(CATERING_ORDER_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as {
      sessionId?: string;
      orderNumber?: string;
      lines?: { title: string; tier: string; quantity: number; price: number }[];
      details?: Record<string, string>;
    };
    if (sessionId && stored.sessionId && stored.sessionId !== sessionId) return null;
    const items = (stored.lines ?? []).map((line) => ({
      title: line.title,
      tier: line.tier,
      quantity: line.quantity,
      price: line.price,
    }));
    const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const details = stored.details ?? {};
    return {
      orderNumber: stored.orderNumber ?? "",
      customerName: details.customerName ?? "",
      customerEmail: details.customerEmail ?? "",
      status: "pending",
      paymentStatus: "unknown",
      eventDate: details.eventDate || null,
      eventTime: details.eventTime || null,
      eventType: details.eventType || null,
      guestCount: details.guestCount ? Number(details.guestCount) : null,
      deliveryOption: details.deliveryOption || null,
      specialRequests: details.specialRequests || null,
      subtotal,
      tax: 0,
      tip: 0,
      total: subtotal,
      items,
    };
  } catch {
    return null;
  }
}

function Detail({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<{ className?: string }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-stone-600">
        <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** A titled block of the confirmation; its frame and spacing are the caller's. */
function Panel({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl p-6 ${className}`}>
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Actions() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        Return to Home
      </Link>
      <Link
        to="/catering"
        className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50"
      >
        View Catering Menu
      </Link>
    </div>
  );
}

function OrderDetails({
  order,
  isPaid,
  emailKept,
}: {
  order: CateringOrderView;
  isPaid: boolean;
  emailKept: boolean;
}) {
  return (
    <>
      <div className="text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-green-700" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink md:text-4xl">
          {isPaid ? "Catering Order Confirmed!" : "Catering Order Received"}
        </h1>
        <p className="mt-3 text-lg text-stone-700">
          {isPaid
            ? `Thank you${order.customerName ? `, ${order.customerName}` : ""}! Your payment was received.`
            : "We are waiting for your payment to be confirmed."}
        </p>
        {order.orderNumber ? (
          <p className="mt-2 text-stone-700">
            Order number <span className="font-bold text-ink">{order.orderNumber}</span>
          </p>
        ) : null}
      </div>

      <Panel
        headingId="event-details-heading"
        title="Event Details"
        className="mt-8 border border-stone-200 bg-white shadow-sm"
      >
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {order.eventDate ? (
            <Detail Icon={CalendarDays} label="Event date">
              {formatDate(order.eventDate)}
            </Detail>
          ) : null}
          {order.eventTime ? (
            <Detail Icon={Clock} label="Event time">
              {formatTime12h(order.eventTime)}
            </Detail>
          ) : null}
          {order.eventType ? (
            <Detail Icon={CalendarDays} label="Event type">
              {order.eventType}
            </Detail>
          ) : null}
          {order.guestCount ? (
            <Detail Icon={Users} label="Guests">
              {order.guestCount}
            </Detail>
          ) : null}
          {order.deliveryOption === "pickup" || order.deliveryOption === "delivery" ? (
            <Detail Icon={Truck} label="Pickup or delivery">
              {DELIVERY_LABELS[order.deliveryOption]}
            </Detail>
          ) : null}
        </dl>
        {order.specialRequests ? (
          <p className="mt-4 text-stone-700">
            <span className="font-semibold text-ink">Special requests: </span>
            {order.specialRequests}
          </p>
        ) : null}
      </Panel>

      <Panel
        headingId="order-summary-heading"
        title="Order Summary"
        className="mt-6 border border-stone-200 bg-white shadow-sm"
      >
        <ul className="mt-4 divide-y divide-stone-100">
          {order.items.map((item, index) => (
            <li key={`${item.title}-${item.tier ?? ""}-${index}`} className="flex justify-between gap-4 py-3">
              <span>
                <span className="font-semibold text-ink">
                  {item.quantity} × {item.title}
                </span>
                {item.tier ? <span className="block text-sm text-stone-600">{item.tier}</span> : null}
              </span>
              <span className="font-semibold tabular-nums">{formatUsd(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <TotalsList
          className="mt-4 space-y-1 border-t border-stone-200 pt-4"
          subtotal={{ label: "Subtotal", cents: order.subtotal }}
          tip={{ label: "Tip", cents: order.tip, testId: "catering-confirmation-tip" }}
          total={{ label: "Total paid", cents: order.total }}
          totalClassName="text-lg font-bold text-ink"
        />
        <p className="mt-2 text-sm text-stone-600">Tax, when it applies, was added at payment.</p>
      </Panel>

      <Panel headingId="next-steps-heading" title="What Happens Next" className="mt-6 bg-brand-50">
        <ol className="mt-4 grid gap-4">
          {[emailKept ? KEEP_NUMBER_STEP : EMAIL_STEP, ...LATER_STEPS].map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold text-ink">{step.title}</p>
                <p className="text-stone-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Panel>
      <Actions />
    </>
  );
}

/**
 * /catering-confirmation (docs/product/04-catering.md §4.6): the server's answer for the session id; when the
 * address carries none, the summary the catering page kept in session storage, else No order
 * information found. A paid order clears the carts.
 */
export function CateringConfirmationView({
  confirmation,
  sessionId,
}: {
  confirmation: CateringConfirmation;
  sessionId: string | null;
}) {
  const [stored, setStored] = useState<CateringOrderView | null>(null);
  const isPaid = confirmation.view === "order" && confirmation.order.paymentStatus === "paid";

  useEffect(() => {
    setStored(readStoredOrder(sessionId));
  }, [sessionId]);

  useEffect(() => {
    if (isPaid) clearAllCarts();
  }, [isPaid]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      {confirmation.view === "order" ? (
        <OrderDetails order={confirmation.order} isPaid={isPaid} emailKept={confirmation.emailKept} />
      ) : confirmation.view === "error" ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-300 bg-red-50 p-6 text-center text-red-900"
        >
          <AlertTriangle className="mx-auto h-10 w-10" aria-hidden="true" />
          <h1 className="mt-3 font-display text-2xl font-bold">We couldn&apos;t show your order</h1>
          <p className="mt-2">{confirmation.message}</p>
          <Actions />
        </div>
      ) : stored ? (
        <OrderDetails order={stored} isPaid={false} emailKept={false} />
      ) : (
        // The server renders this view (session storage is the browser's); a summary found there replaces it.
        <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white p-8 text-center">
          <h1 className="font-display text-2xl font-bold text-ink">{CATERING_CONFIRMATION_TEXT.missing}</h1>
          <Actions />
        </div>
      )}
    </div>
  );
}
