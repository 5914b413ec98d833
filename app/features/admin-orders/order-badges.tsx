import { KITCHEN_STATUS_LABELS, ORDER_STATUS_LABELS } from "#domain/kitchen-flow.ts";
import { paymentMethodLabel } from "#domain/validation/admin-phone-orders.ts";

const KITCHEN_STYLES: Record<string, string> = {
  new: "bg-brand-100 text-brand-900",
  preparing: "bg-amber-100 text-amber-950",
  ready: "bg-emerald-100 text-emerald-950",
  completed: "bg-stone-200 text-stone-800",
};

const STATUS_STYLES: Record<string, string> = {
  pending: "bg-stone-100 text-stone-800",
  confirmed: "bg-sky-100 text-sky-950",
  cancelled: "bg-red-100 text-red-900",
  refunded: "bg-red-100 text-red-900",
};

const badge = "inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** The kitchen's progress, or the order's end (cancelled, refunded) when it has one. */
export function OrderStateBadges({ status, kitchenStatus }: { status: string; kitchenStatus: string }) {
  const closed = status === "cancelled" || status === "refunded";
  return (
    <span className="inline-flex flex-wrap gap-1">
      {closed ? null : (
        <span className={`${badge} ${KITCHEN_STYLES[kitchenStatus] ?? KITCHEN_STYLES.completed}`}>
          {KITCHEN_STATUS_LABELS[kitchenStatus] ?? kitchenStatus}
        </span>
      )}
      <span className={`${badge} ${STATUS_STYLES[status] ?? STATUS_STYLES.pending}`}>
        {ORDER_STATUS_LABELS[status] ?? status}
      </span>
    </span>
  );
}

export function orderTypeLabel(orderType: string): string {
  if (orderType === "catering") return "Catering";
  return orderType === "delivery" ? "Delivery" : "Pickup";
}

/** A phone order's payment: "Pay in person", "Payment link sent" (web card orders show nothing). */
export function PaymentMethodBadge({ method, paymentStatus }: { method: string; paymentStatus: string }) {
  if (method === "card") return null;
  return (
    <span className={`${badge} bg-violet-100 text-violet-950`}>
      {paymentMethodLabel(method, paymentStatus)}
    </span>
  );
}
