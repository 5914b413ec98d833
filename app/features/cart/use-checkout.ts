import { useEffect, useRef, useState } from "react";
import { notify } from "#app/lib/notify.tsx";
import { PAUSED_TITLE } from "#domain/ordering-pause.ts";
import type { CheckoutRequest, OrderType } from "#domain/checkout.ts";
import {
  readCartLines,
  scheduleAllLines,
  type CartLine,
  type ScheduleDetails,
} from "#app/lib/cart/cart-store.ts";
import type { CustomerDetails, CustomerErrors } from "./customer-details.ts";
import { toCustomerErrors } from "./customer-details.ts";
import { newIdempotencyKey } from "#app/lib/idempotent-post.ts";
import { describeCheckoutError, startCheckout } from "./start-checkout.ts";
import { readTextUpdatesChoice } from "./text-updates.tsx";

/** After choosing a schedule, checkout follows this much later (docs/product/03-ordering.md §3.7). */
export const SCHEDULED_CHECKOUT_DELAY_MS = 1000;

export type CheckoutPhase = "idle" | "processing";

/** The schedule every line shares, when every line is scheduled; otherwise null. */
export function sharedSchedule(lines: readonly CartLine[]): ScheduleDetails | null {
  if (lines.length === 0 || !lines.every((line) => line.scheduled && line.scheduledDetails)) return null;
  return lines[0]?.scheduledDetails ?? null;
}

export function buildCheckoutRequest(
  lines: readonly CartLine[],
  customer: CustomerDetails,
  order: { orderType: OrderType; schedule: ScheduleDetails | null },
): CheckoutRequest {
  const instructions = customer.instructions.trim();
  return {
    cartItems: lines.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      modifiers: line.modifiers,
      specialInstructions: line.specialInstructions.trim() || undefined,
      title: line.title,
      price: line.price,
      type: "regular",
    })),
    customerName: customer.name.trim(),
    customerEmail: customer.email.trim(),
    customerPhone: customer.phone.trim(),
    ...(readTextUpdatesChoice() ? { textUpdates: true } : {}),
    specialInstructions: instructions || undefined,
    orderType: order.schedule?.orderType ?? order.orderType,
    scheduled: order.schedule !== null,
    scheduledDate: order.schedule?.scheduledDate,
    scheduledTime: order.schedule?.scheduledTime,
  };
}

type UseCheckoutOptions = {
  isOpen: boolean;
  /** The owner paused online ordering: the pause's words, else null. Scheduled orders still go. */
  pausedMessage?: string | null;
  onFieldErrors: (errors: CustomerErrors) => void;
  /** The tip choice and promo code read when the order is sent (docs/product/03-ordering.md §3.15, §3.16). */
  extras?: () => Pick<CheckoutRequest, "tipPercent" | "tipCents" | "promoCode">;
  /** Every field message of a refused checkout (the tip's and the code's too). */
  onAllFieldErrors?: (fields: Record<string, string>) => void;
};

/**
 * The regular cart's checkout (docs/product/03-ordering.md §3.7): open → the order is placed now; every line
 * scheduled → a scheduled order; closed → the schedule dialog, then the lines are marked
 * scheduled and checkout follows a second later. idle → processing → the payment page.
 */
export function useCheckout({
  isOpen,
  pausedMessage = null,
  onFieldErrors,
  extras,
  onAllFieldErrors,
}: UseCheckoutOptions) {
  const [phase, setPhase] = useState<CheckoutPhase>("idle");
  const [isScheduling, setIsScheduling] = useState(false);
  const processingRef = useRef(false);
  const pendingRef = useRef<{ customer: CustomerDetails; orderType: OrderType } | null>(null);
  // One key per attempt: a retry of the same order (double click, lost answer) reuses it.
  const attemptRef = useRef<{ key: string; body: string } | null>(null);

  // Back from the payment page, the browser may restore this page as it was: ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      processingRef.current = false;
      setPhase("idle");
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function submit(customer: CustomerDetails, orderType: OrderType, schedule: ScheduleDetails | null) {
    processingRef.current = true;
    setPhase("processing");
    try {
      const request = {
        ...buildCheckoutRequest(readCartLines(), customer, { orderType, schedule }),
        ...extras?.(),
      };
      const body = JSON.stringify(request);
      const key = attemptRef.current?.body === body ? attemptRef.current.key : newIdempotencyKey();
      attemptRef.current = { key, body };
      const { url } = await startCheckout(request, key);
      // Stay "processing" while the browser leaves for the payment page.
      window.location.assign(url);
    } catch (error) {
      const problem = describeCheckoutError(error);
      onFieldErrors(toCustomerErrors(problem.fields));
      onAllFieldErrors?.(problem.fields);
      notify.error(problem.title, { description: problem.description });
      processingRef.current = false;
      setPhase("idle");
    }
  }

  /** Starts checkout with a checked customer form. */
  function checkout(customer: CustomerDetails, orderType: OrderType) {
    if (processingRef.current) return;
    const lines = readCartLines();
    const schedule = sharedSchedule(lines);
    if (schedule) return void submit(customer, orderType, schedule);
    if (pausedMessage !== null) {
      notify.error(PAUSED_TITLE, { description: pausedMessage });
      return;
    }
    if (isOpen) return void submit(customer, orderType, null);
    pendingRef.current = { customer, orderType };
    setIsScheduling(true);
  }

  /** The schedule dialog's choice while closed: mark every line, then check out a second later. */
  function confirmSchedule(details: ScheduleDetails) {
    const pending = pendingRef.current;
    pendingRef.current = null;
    scheduleAllLines(details);
    if (!pending) return;
    processingRef.current = true;
    setPhase("processing");
    setTimeout(() => void submit(pending.customer, details.orderType, details), SCHEDULED_CHECKOUT_DELAY_MS);
  }

  /** Opens the schedule dialog to set or change the cart's schedule, without checking out. */
  function editSchedule() {
    pendingRef.current = null;
    setIsScheduling(true);
  }

  function cancelSchedule() {
    pendingRef.current = null;
    setIsScheduling(false);
  }

  return { phase, isScheduling, checkout, confirmSchedule, cancelSchedule, editSchedule };
}
