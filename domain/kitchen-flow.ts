// The kitchen's flow for a paid order, apart from the order's status (pending, confirmed,
// cancelled, refunded: docs/product.md §3.13) and the payment state: new → preparing (confirmed) → ready → completed.
// One step at a time, never backwards; the server refuses anything else with these words.

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

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  refunded: "Refunded",
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
