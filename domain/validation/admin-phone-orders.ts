// A phone order as staff build it for a caller (docs/decisions/100): the website's cart lines and
// order timing, the caller's details, and how the order is paid. The page's form and the route
// action check it with this one schema; prices are never read from it.
import { MAX_CART_LINES } from "#domain/cart-limits.ts";
import { checkoutLineSchema, CUSTOMER_LIMITS, orderTypeSchema, tipAndPromoShape } from "#domain/checkout.ts";
import { isValidEmail } from "#domain/format.ts";
import { optionalText, plainString, requiredText } from "./text.ts";
import * as z from "./zod.ts";

export const PHONE_PAYMENT_METHODS = ["in_person", "payment_link"] as const;
export type PhonePaymentMethod = (typeof PHONE_PAYMENT_METHODS)[number];

/** How an order is paid, as the board and the order page say it. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: "Card online",
  in_person: "Pay in person",
  payment_link: "Payment link sent",
};

/** "Pay in person" until the counter took the money, then "Paid in person"; a link once paid, "Paid by link". */
export function paymentMethodLabel(method: string, paymentStatus: string): string {
  if (method === "in_person" && paymentStatus === "paid") return "Paid in person";
  if (method === "payment_link" && paymentStatus === "paid") return "Paid by link";
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

export const PHONE_PAYMENT_CHOICES: Record<PhonePaymentMethod, string> = {
  in_person: "Pay in person",
  payment_link: "Email a payment link",
};

export const EMAIL_NEEDED_FOR_LINK = "An email address is needed to send the payment link";

const dateKey = plainString("Date").check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"));
const timeKey = plainString("Time").check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time"));

export const phoneOrderSchema = z
  .object({
    lines: z
      .array(checkoutLineSchema)
      .check(
        z.minLength(1, "Add at least one item"),
        z.maxLength(MAX_CART_LINES, `An order holds at most ${MAX_CART_LINES} lines`),
      ),
    customerName: requiredText("Name", CUSTOMER_LIMITS.name),
    customerPhone: requiredText("Phone number", CUSTOMER_LIMITS.phone),
    /** the caller agreed to order texts (docs/product/08-text-messages.md §8) */
    textUpdates: z.optional(z.boolean()),
    /** Optional when paid in person; required for a payment link. */
    customerEmail: z._default(
      plainString("Email").check(
        z.trim(),
        z.maxLength(CUSTOMER_LIMITS.email, `Email must be ${CUSTOMER_LIMITS.email} characters or fewer`),
        z.refine((value) => value === "" || isValidEmail(value), "Email is invalid"),
      ),
      "",
    ),
    specialInstructions: optionalText("Instructions", CUSTOMER_LIMITS.instructions),
    orderType: z._default(orderTypeSchema, "pickup"),
    scheduled: z._default(z.boolean(), false),
    scheduledDate: z.optional(z.union([z.literal(""), dateKey])),
    scheduledTime: z.optional(z.union([z.literal(""), timeKey])),
    payment: z.enum(PHONE_PAYMENT_METHODS, { error: () => "Choose how the order is paid" }),
    /** The caller's tip: one of the owner's presets or an amount; the server prices it (§3.15). */
    tipPercent: tipAndPromoShape.tipPercent,
    tipCents: tipAndPromoShape.tipCents,
    /** Made when the page opens: a double click places one order. */
    requestKey: z
      .string({ error: () => "Reload the page and try again" })
      .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "Reload the page and try again")),
  })
  .check(
    z.refine((value) => value.payment !== "payment_link" || value.customerEmail !== "", {
      message: EMAIL_NEEDED_FOR_LINK,
      path: ["customerEmail"],
    }),
    z.refine((value) => !value.scheduled || Boolean(value.scheduledDate), {
      message: "Choose a date",
      path: ["scheduledDate"],
    }),
    z.refine((value) => !value.scheduled || Boolean(value.scheduledTime), {
      message: "Choose a time",
      path: ["scheduledTime"],
    }),
  );

export type PhoneOrderInput = z.input<typeof phoneOrderSchema>;
export type PhoneOrder = z.output<typeof phoneOrderSchema>;

/** Cancelling a phone order paid in person: nothing to refund through the provider, a reason is kept. */
export const cancelInPersonSchema = z.object({
  reason: requiredText("Reason", 500),
});
