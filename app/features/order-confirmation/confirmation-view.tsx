import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import type { OrderConfirmation, OrderHandle, OrderView } from "#domain/checkout.ts";
import { canCustomerCancel, displayOrderNumber } from "#domain/format.ts";
import { formatUsd } from "#domain/money.ts";
import { notify } from "#app/lib/notify.tsx";
import { useStoreStatus } from "#app/lib/store-status.tsx";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";
import { OrderLines, OrderTiming } from "./order-details.tsx";
import { useConfirmationEffects } from "./use-order-confirmation.ts";
import { useOrderProgress } from "./use-order-progress.ts";
import { OrderProgressSteps } from "./order-progress.tsx";

const CANCEL_RECHECK_MS = 15_000;

/**
 * "Order Again" fills the cart with an order's lines when there is one (docs/product/03-ordering.md §3.10.1).
 */
function Actions({ order }: { order?: OrderView }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Link
        to={order ? `/order-again?token=${encodeURIComponent(order.access_token)}` : "/menu"}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        Order Again
      </Link>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
      >
        Back to Home
      </Link>
    </div>
  );
}

function Heading({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="text-center">
      <span className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${tone}`}>
        {icon}
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold text-ink md:text-4xl">{title}</h1>
      {children ? <div className="mx-auto mt-3 max-w-xl text-lg text-stone-700">{children}</div> : null}
    </div>
  );
}

/** True while the customer may still cancel; checked again as the minutes pass. */
function useCanCancel(order: OrderView): boolean {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CANCEL_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return canCustomerCancel(order, now);
}

/** The order is confirmed, but the customer's email could not be sent (docs/product/03-ordering.md §3.10). */
export const EMAIL_FAILED_TOAST = {
  title: "Order confirmed",
  description: "Your order is confirmed, but the email notification failed. Please keep your order number.",
} as const;

function useEmailFailureToast(order: OrderView): void {
  const failed = order.payment_status === "paid" && order.confirmation_email === "failed";
  useEffect(() => {
    if (failed) notify.error(EMAIL_FAILED_TOAST.title, { description: EMAIL_FAILED_TOAST.description });
  }, [failed]);
}

function LiveProgress({
  order,
  handle,
  timeZone,
}: {
  order: OrderView;
  handle: OrderHandle;
  timeZone: string;
}) {
  const progress = useOrderProgress(handle, {
    status: order.status,
    payment_status: order.payment_status,
    kitchen_status: order.kitchen_status,
    estimated_ready_at: order.estimated_ready_at,
  });
  return (
    <OrderProgressSteps
      progress={progress}
      orderType={order.order_type}
      timeZone={timeZone}
      quotedReadyAt={order.quoted_ready_at}
    />
  );
}

function SuccessView({ order, handle }: { order: OrderView; handle: OrderHandle }) {
  const { timeZone } = useStoreStatus();
  const canCancel = useCanCancel(order);
  useEmailFailureToast(order);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const closeCancel = useCallback(() => setIsCancelOpen(false), []);
  const number = displayOrderNumber(order);
  const isPaid = order.payment_status === "paid";
  return (
    <div className="space-y-6">
      {isPaid ? (
        <Heading
          icon={<CircleCheck className="h-9 w-9" aria-hidden="true" />}
          tone="bg-green-100 text-green-800"
          title="Order Confirmed!"
        >
          <p>
            Thank you, {order.customer_name}. Your order number is{" "}
            <span className="font-bold text-ink" data-testid="order-number">
              {number}
            </span>
            .
          </p>
          <p className="mt-1 text-base">
            {order.confirmation_email === "failed"
              ? `We couldn't send the confirmation email to ${order.customer_email}; your order stands all the same.`
              : order.confirmation_email === "kept"
                ? "No confirmation email is sent for this order: please keep your order number."
                : `A confirmation email is on its way to ${order.customer_email}.`}
          </p>
        </Heading>
      ) : (
        <Heading
          icon={<CircleAlert className="h-9 w-9" aria-hidden="true" />}
          tone="bg-amber-100 text-amber-800"
          title="Payment Not Completed"
        >
          <p>
            We haven&apos;t received the payment for order{" "}
            <span className="font-bold text-ink" data-testid="order-number">
              {number}
            </span>{" "}
            yet. If you were charged, please check your email or contact us.
          </p>
          <Link
            to="/cart"
            className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4"
          >
            Return to Cart
          </Link>
        </Heading>
      )}
      {isPaid ? <LiveProgress order={order} handle={handle} timeZone={timeZone} /> : null}
      <OrderTiming order={order} timeZone={timeZone} />
      <OrderLines order={order} />
      {canCancel ? (
        <section
          aria-labelledby="cancel-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        >
          <h2 id="cancel-heading" className="font-display text-lg font-bold text-ink">
            Need to cancel?
          </h2>
          <p className="mt-1 text-stone-700">You can cancel this order within 30 minutes of placing it.</p>
          <button
            type="button"
            onClick={() => setIsCancelOpen(true)}
            className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full border-2 border-red-700 px-5 font-semibold text-red-800 transition-colors hover:bg-red-50"
          >
            Cancel Order
          </button>
          <CancelOrderDialog
            open={isCancelOpen}
            onClose={closeCancel}
            handle={handle}
            orderNumber={number}
            isPaid={isPaid}
          />
        </section>
      ) : null}
      <Actions order={order} />
    </div>
  );
}

function CancelledView({ order }: { order: OrderView }) {
  const { timeZone } = useStoreStatus();
  const number = displayOrderNumber(order);
  const refund =
    order.status === "refunded" || order.payment_status === "refunded"
      ? (order.refund_amount ?? order.total)
      : null;
  return (
    <div className="space-y-6">
      <Heading
        icon={<CircleX className="h-9 w-9" aria-hidden="true" />}
        tone="bg-red-100 text-red-800"
        title="Order Cancelled"
      >
        <p>
          Order{" "}
          <span className="font-bold text-ink" data-testid="order-number">
            {number}
          </span>{" "}
          has been cancelled.
        </p>
        {refund !== null ? (
          <p className="mt-1 text-base">A refund of {formatUsd(refund)} has been issued to your card.</p>
        ) : null}
      </Heading>
      <OrderTiming order={order} timeZone={timeZone} />
      <OrderLines order={order} />
      <Actions order={order} />
    </div>
  );
}

/** The loading view, while the order is read on a client-side visit. */
export function ConfirmationLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-24 text-center text-stone-700">
      <LoaderCircle className="h-10 w-10 text-brand-600 motion-safe:animate-spin" aria-hidden="true" />
      <p className="text-lg">Loading your order...</p>
    </div>
  );
}

/** The confirmation page's body: missing, error, success or cancelled (docs/product/03-ordering.md §3.10). */
export function ConfirmationView({ confirmation }: { confirmation: OrderConfirmation }) {
  useConfirmationEffects(confirmation);
  switch (confirmation.view) {
    case "missing":
      return (
        <div className="space-y-8 py-10">
          <Heading
            icon={<CircleAlert className="h-9 w-9" aria-hidden="true" />}
            tone="bg-amber-100 text-amber-800"
            title="Order information not found..."
          >
            <p>We couldn&apos;t tell which order to show. Taking you back to the home page in 10 seconds.</p>
          </Heading>
          <Actions />
        </div>
      );
    case "error":
      return (
        <div className="space-y-8 py-10">
          <Heading
            icon={<CircleAlert className="h-9 w-9" aria-hidden="true" />}
            tone="bg-red-100 text-red-800"
            title="We couldn't load your order"
          >
            <p role="alert">{confirmation.message}</p>
            <p className="mt-2 text-base">
              If your payment went through, you&apos;ll receive a confirmation email with your order details.
              Please check your email.
            </p>
          </Heading>
          <Actions />
        </div>
      );
    case "order": {
      const { order, handle } = confirmation;
      return order.status === "cancelled" || order.status === "refunded" ? (
        <CancelledView order={order} />
      ) : (
        <SuccessView order={order} handle={handle} />
      );
    }
  }
}
