// The kitchen's flow for a paid order, apart from the order's status (pending, confirmed,
// cancelled, refunded: docs/product/03-ordering.md §3.13) and the payment state: new → preparing (confirmed)
// → ready → completed.
// One step at a time, never backwards; the server refuses anything else with these words.
import { formatUsd } from "./money.ts";

export type KitchenStatus = "new" | "preparing" | "ready" | "completed";
export type KitchenStep = "confirm" | "ready" | "complete";

export type KitchenOrderState = {
  status: string;
  payment_status: string;
  kitchen_status: string;
  /** "in_person": a phone order the customer pays at the counter goes to the kitchen unpaid. */
  payment_method?: string;
};

/** Paid, or a phone order to be paid in person (docs/decisions/100): the kitchen may take it. */
export function isForTheKitchen(
  order: Pick<KitchenOrderState, "payment_status" | "payment_method">,
): boolean {
  return (
    order.payment_status === "paid" ||
    (order.payment_method === "in_person" && order.payment_status === "unpaid")
  );
}

export const KITCHEN_STATUS_LABELS: Record<string, string> = {
  new: "New",
  preparing: "Preparing",
  ready: "Ready",
  completed: "Completed",
};

/** Where each step starts from and where it leads. */
const STEPS: Record<KitchenStep, { from: KitchenStatus; to: KitchenStatus }> = {
  confirm: { from: "new", to: "preparing" },
  ready: { from: "preparing", to: "ready" },
  complete: { from: "ready", to: "completed" },
};

const ORDER_OF: Record<string, number> = { new: 0, preparing: 1, ready: 2, completed: 3 };

export function nextKitchenStatus(step: KitchenStep): KitchenStatus {
  return STEPS[step].to;
}

/** "Ready for pickup", "Out for delivery": what the Ready step means for this order. */
export function readyLabel(orderType: string): string {
  return orderType === "delivery" ? "Out for delivery" : "Ready for pickup";
}

/**
 * Why `step` cannot be taken now, in words for the kitchen, or null when it can. A step that
 * skips ahead or goes back is refused, and so is any step on an unpaid, cancelled or refunded order.
 */
export function refuseKitchenStep(order: KitchenOrderState, step: KitchenStep): string | null {
  if (order.status === "cancelled" || order.status === "refunded") {
    return `This order was ${order.status}; it can no longer be ${step === "confirm" ? "confirmed" : "changed"}.`;
  }
  if (!isForTheKitchen(order)) return "This order has not been paid; the kitchen cannot take it yet.";
  const { from, to } = STEPS[step];
  const current = order.kitchen_status;
  if (current === from) return null;
  const currentRank = ORDER_OF[current] ?? -1;
  if (currentRank >= (ORDER_OF[to] ?? 0)) {
    return `This order is already ${KITCHEN_STATUS_LABELS[current]?.toLowerCase() ?? current}; it cannot go back.`;
  }
  if (step === "ready") return "Confirm the order before marking it ready.";
  return "Mark the order ready before completing it.";
}

/** The steps the kitchen can take next on this order (the detail page shows one button each). */
export function availableKitchenSteps(order: KitchenOrderState): KitchenStep[] {
  return (["confirm", "ready", "complete"] as const).filter(
    (step) => refuseKitchenStep(order, step) === null,
  );
}

/**
 * When a confirmed order should be ready. An order placed for now: `now` plus the minutes the
 * kitchen chose (20 when none). A scheduled order: its promised time, or later when the kitchen
 * says it needs longer than is left, never earlier: confirming at 5:00 AM an order promised for
 * 11:00 AM must not tell the customer 5:15 AM.
 */
export function estimateReadyAt(options: {
  now: Date;
  readyInMinutes?: number;
  promisedAt: Date | null;
  /**
   * The ready time quoted at checkout (docs/product/03-ordering.md §3.14): proposed when staff choose no
   * minutes.
   */
  quotedAt?: Date | null;
}): Date {
  const { now, readyInMinutes, promisedAt, quotedAt } = options;
  if (!promisedAt && readyInMinutes === undefined && quotedAt) {
    return new Date(Math.max(now.getTime(), quotedAt.getTime()));
  }
  if (!promisedAt) return new Date(now.getTime() + (readyInMinutes ?? 20) * 60_000);
  const chosen = readyInMinutes === undefined ? null : now.getTime() + readyInMinutes * 60_000;
  return new Date(Math.max(promisedAt.getTime(), chosen ?? 0));
}

/** A paid order nobody has confirmed or acknowledged yet: the alarm sounds for it. */
export function needsAlarm(order: {
  payment_status: string;
  status: string;
  kitchen_status: string;
  acknowledged_at: Date | string | null;
}): boolean {
  return (
    order.payment_status === "paid" &&
    order.status === "pending" &&
    order.kitchen_status === "new" &&
    order.acknowledged_at === null
  );
}

// One status line for the owner, in the words a kitchen speaks (docs/product/06-admin.md §6.4): the stored
// status, kitchen column and order type read as New → Preparing → Ready (or Out for delivery) →
// Picked up (or Done), or Cancelled / Refunded. Payment is said on its own (describePayment).

/** The values the board's status filter offers: one per stage of the line. */
export const ORDER_STAGES = ["new", "preparing", "ready", "completed", "cancelled", "refunded"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The filter's words: a stage reads differently for pickup and delivery. */
export const ORDER_STAGE_FILTER_LABELS: Record<OrderStage, string> = {
  new: "New",
  preparing: "Preparing",
  ready: "Ready / Out for delivery",
  completed: "Picked up / Done",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

type StageOrder = { status: string; kitchenStatus: string; orderType: string };

/** Where the order stands: an ended order (cancelled, refunded) first, else the kitchen's step. */
export function orderStage(order: Pick<StageOrder, "status" | "kitchenStatus">): OrderStage {
  if (order.status === "cancelled" || order.status === "refunded") return order.status;
  const kitchen = order.kitchenStatus;
  return kitchen === "preparing" || kitchen === "ready" || kitchen === "completed" ? kitchen : "new";
}

/** The one status word the board and the order page show. */
export function describeOrderStage(order: StageOrder): string {
  const stage = orderStage(order);
  const delivery = order.orderType === "delivery";
  if (stage === "ready") return delivery ? "Out for delivery" : "Ready";
  if (stage === "completed") return order.orderType === "pickup" ? "Picked up" : "Done";
  return ORDER_STAGE_FILTER_LABELS[stage];
}

/**
 * The words of the one button that takes a step: Confirm is "Start preparing" for an order placed
 * for now and "Confirm for {time}" for a scheduled one (`confirmFor`, the promised time in words);
 * Ready is "Mark ready" or "Out for delivery"; Complete is "Picked up" or "Done".
 */
export function kitchenStepLabel(step: KitchenStep, orderType: string, confirmFor: string | null): string {
  if (step === "confirm") return confirmFor ? `Confirm for ${confirmFor}` : "Start preparing";
  if (step === "ready") return orderType === "delivery" ? "Out for delivery" : "Mark ready";
  return orderType === "pickup" ? "Picked up" : "Done";
}

type PaymentFacts = {
  paymentStatus: string;
  paymentMethod: string;
  refundAmount: number | null;
};

/**
 * The payment, apart from the stage: "Paid", "Not paid", "Pay in person", "Payment link sent",
 * "Partially refunded $5.00", "Refunded", "Payment failed", "Checkout expired".
 */
export function describePayment(order: PaymentFacts): string {
  const refunded = order.refundAmount ?? 0;
  if (order.paymentStatus === "refunded") return "Refunded";
  if (order.paymentStatus === "paid") {
    if (refunded > 0) return `Partially refunded ${formatUsd(refunded)}`;
    if (order.paymentMethod === "in_person") return "Paid in person";
    if (order.paymentMethod === "payment_link") return "Paid by link";
    return "Paid";
  }
  if (order.paymentStatus === "unpaid") {
    if (order.paymentMethod === "in_person") return "Pay in person";
    if (order.paymentMethod === "payment_link") return "Payment link sent";
    return "Not paid";
  }
  return PAYMENT_STATE_LABELS[order.paymentStatus] ?? order.paymentStatus;
}

const PAYMENT_STATE_LABELS: Record<string, string> = {
  failed: "Payment failed",
  expired: "Checkout expired",
};
