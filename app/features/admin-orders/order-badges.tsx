import { describeOrderStage, describePayment, orderStage, type OrderStage } from "#domain/kitchen-flow.ts";
import { describeLateRisk } from "#domain/ready-quote.ts";

const STAGE_STYLES: Record<OrderStage, string> = {
  new: "bg-brand-100 text-brand-900",
  preparing: "bg-amber-100 text-amber-950",
  ready: "bg-emerald-100 text-emerald-950",
  completed: "bg-stone-200 text-stone-800",
  cancelled: "bg-red-100 text-red-900",
  refunded: "bg-red-100 text-red-900",
};

const badge = "inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** The order's one status line, in the kitchen's words: New, Preparing, Ready, Picked up, Done … */
export function OrderStageBadge({
  order,
}: {
  order: { status: string; kitchenStatus: string; orderType: string };
}) {
  return (
    <span data-testid="order-stage" className={`${badge} ${STAGE_STYLES[orderStage(order)]}`}>
      {describeOrderStage(order)}
    </span>
  );
}

/** TEST on an order paid through the payment sandbox: no money was taken (docs/product/06-admin.md §6.4). */
export function TestOrderBadge({ order }: { order: { isTest: boolean } }) {
  if (!order.isTest) return null;
  return (
    <span
      data-testid="test-order"
      className={`${badge} border border-amber-700 bg-amber-200 font-bold tracking-wide text-amber-950`}
    >
      TEST<span className="sr-only"> order: no money was taken</span>
    </span>
  );
}

/**
 * "Late risk: +6 min" when the queue says the order will be ready after its promise (docs/product/06-admin.md
 * §6.4).
 */
export function LateRiskBadge({ minutes }: { minutes: number }) {
  if (minutes <= 0) return null;
  return (
    <span data-testid="late-risk" className={`${badge} bg-red-100 text-red-900`}>
      {describeLateRisk(minutes)}
    </span>
  );
}

export function orderTypeLabel(orderType: string): string {
  if (orderType === "catering") return "Catering";
  return orderType === "delivery" ? "Delivery" : "Pickup";
}

/** The payment on its own: Paid, Not paid, Pay in person, Partially refunded $5.00, Refunded … */
export function PaymentBadge({
  order,
}: {
  order: { paymentStatus: string; paymentMethod: string; refundAmount: number | null };
}) {
  return (
    <span data-testid="order-payment" className={`${badge} bg-violet-50 text-violet-950`}>
      {describePayment(order)}
    </span>
  );
}
