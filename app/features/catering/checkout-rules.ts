import { checkEventTiming, type CateringTimingRules } from "#domain/catering.ts";
import type { CateringEventDetails } from "#app/lib/catering/catering-checkout.ts";

// The catering checkout's messages (docs/product/04-catering.md §4.5), in the order they are checked.
export const CHECKOUT_MESSAGES = {
  emptyCart: { title: "Cart is empty", description: "Please add items to your cart before checkout" },
  customerName: { title: "Missing customer name", description: "Please enter your name" },
  customerEmail: { title: "Missing email", description: "Please enter your email address" },
  eventDate: { title: "Missing event date", description: "Please select an event date" },
  eventTime: { title: "Missing event time", description: "Please select an event time" },
  eventType: { title: "Missing event type", description: "Please select an event type" },
  guestCount: { title: "Invalid guest count", description: "Please enter a valid number of guests" },
  deliveryOption: { title: "Missing delivery option", description: "Please select pickup or delivery" },
} as const;

export type CheckoutProblem = {
  field: keyof CateringEventDetails | "cart";
  title: string;
  description: string;
};

/** The fields the checkout button waits for (docs/product/04-catering.md §4.5). */
export function hasRequiredDetails(details: CateringEventDetails): boolean {
  return Boolean(
    details.customerName.trim() &&
    details.customerEmail.trim() &&
    details.eventDate &&
    details.eventTime &&
    details.eventType &&
    details.guestCount.trim() &&
    details.deliveryOption,
  );
}

/** The first problem that stops the checkout, or null. */
export function findCheckoutProblem(
  lineCount: number,
  details: CateringEventDetails,
  rules: CateringTimingRules,
  now = new Date(),
): CheckoutProblem | null {
  if (lineCount === 0) return { field: "cart", ...CHECKOUT_MESSAGES.emptyCart };
  if (!details.customerName.trim()) return { field: "customerName", ...CHECKOUT_MESSAGES.customerName };
  if (!details.customerEmail.trim()) return { field: "customerEmail", ...CHECKOUT_MESSAGES.customerEmail };
  if (!details.eventDate) return { field: "eventDate", ...CHECKOUT_MESSAGES.eventDate };
  if (!details.eventTime) return { field: "eventTime", ...CHECKOUT_MESSAGES.eventTime };
  if (!details.eventType) return { field: "eventType", ...CHECKOUT_MESSAGES.eventType };
  const guests = Number(details.guestCount);
  if (!details.guestCount.trim() || !Number.isInteger(guests) || guests < 1) {
    return { field: "guestCount", ...CHECKOUT_MESSAGES.guestCount };
  }
  if (!details.deliveryOption) return { field: "deliveryOption", ...CHECKOUT_MESSAGES.deliveryOption };
  const timing = checkEventTiming(details, rules, now);
  if (timing) return { field: "eventDate", title: "Invalid event date", description: timing };
  return null;
}
