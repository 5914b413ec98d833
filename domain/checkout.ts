import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.ts";
import { PROMO_CODE_MAX_LENGTH } from "./promo-codes.ts";
import { TIP_MESSAGES } from "./tips.ts";
import { optionalText, plainString, requiredEmail, requiredText } from "./validation/text.ts";
import * as z from "./validation/zod.ts";

// The contract between the cart in the browser and the server's checkout. Every price the browser
// sends is a hint for display only: the server reprices each line from the database.

const shortText = plainString().check(z.maxLength(200, "Must be 200 characters or fewer"));

export const selectedOptionSchema = z.object({
  /** modifiers.id: the server checks it belongs to the group and the item. */
  id: z.uuid("Unknown option"),
  name: shortText,
  /** cents, display only */
  priceAdjustment: z.int(),
});

export const cartModifierSchema = z.object({
  /** modifier_groups.id */
  groupId: z.uuid("Unknown option group"),
  groupName: shortText,
  selectedOptions: z.array(selectedOptionSchema).check(z.maxLength(50, "Too many options")),
});

export type CartModifier = z.infer<typeof cartModifierSchema>;

const dateKey = plainString("Date").check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD"));
const timeKey = plainString("Time").check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are written HH:MM"));

export const orderTypeSchema = z.enum(["pickup", "delivery"]);
export type OrderType = z.infer<typeof orderTypeSchema>;

export const checkoutLineSchema = z.object({
  itemId: z.uuid("Unknown menu item"),
  quantity: z
    .int({ error: "Quantity must be a whole number" })
    .check(
      z.gte(1, "Quantity must be at least 1"),
      z.lte(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
    ),
  modifiers: z._default(z.array(cartModifierSchema).check(z.maxLength(20, "Too many option groups")), []),
  specialInstructions: optionalText("Instructions", 500),
  /** ignored by the server, accepted so the browser can send its line as it is */
  title: z.optional(shortText),
  price: z.optional(z.number()),
  type: z._default(z.literal("regular"), "regular"),
});

export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const CUSTOMER_LIMITS = { name: 100, email: 254, phone: 40, instructions: 1000 } as const;

/** The customer's part of a checkout: the cart page's form checks it with this very schema. */
export const checkoutCustomerSchema = z.object({
  customerName: requiredText("Name", CUSTOMER_LIMITS.name),
  customerEmail: requiredEmail("Email", CUSTOMER_LIMITS.email),
  customerPhone: requiredText("Phone number", CUSTOMER_LIMITS.phone),
  specialInstructions: optionalText("Instructions", CUSTOMER_LIMITS.instructions),
});

export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

/**
 * The customer's tip choice and promo code (docs/product/03-ordering.md §3.15, §3.16). Only the choice
 * travels:
 * the server computes the tip and the discount; a `tip`, `discount` or `total` sent along is dropped.
 */
export const tipAndPromoShape = {
  /** one of the owner's preset percentages */
  tipPercent: z.optional(
    z
      .number({ error: "Please choose one of the tip amounts shown." })
      .check(
        z.refine(Number.isInteger, "Please choose one of the tip amounts shown."),
        z.gte(1, "Please choose one of the tip amounts shown."),
        z.lte(100, "Please choose one of the tip amounts shown."),
      ),
  ),
  /** a custom tip, whole cents, at most the subtotal (checked by the server with the subtotal) */
  tipCents: z.optional(
    z
      .number({ error: TIP_MESSAGES.notWholeCents })
      .check(z.refine(Number.isInteger, TIP_MESSAGES.notWholeCents), z.gte(0, TIP_MESSAGES.negative)),
  ),
  promoCode: z.optional(
    plainString("Promo code").check(
      z.trim(),
      z.maxLength(PROMO_CODE_MAX_LENGTH, `Promo codes are at most ${PROMO_CODE_MAX_LENGTH} characters.`),
    ),
  ),
};

/** The cart page's promo code check: the code and what the cart holds now (a preview only). */
export const promoPreviewSchema = z.object({
  promoCode: requiredText("Promo code", PROMO_CODE_MAX_LENGTH).check(
    z.maxLength(PROMO_CODE_MAX_LENGTH, `Promo codes are at most ${PROMO_CODE_MAX_LENGTH} characters.`),
  ),
  orderType: z._default(z.enum(["pickup", "delivery", "catering"]), "pickup"),
  subtotalCents: z
    .number()
    .check(z.refine(Number.isSafeInteger, "Unknown subtotal"), z.gte(0, "Unknown subtotal")),
});

export const checkoutRequestSchema = z
  .object({
    cartItems: z
      .array(checkoutLineSchema)
      .check(
        z.minLength(1, "Your cart is empty"),
        z.maxLength(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`),
      ),
    ...checkoutCustomerSchema.shape,
    orderType: z._default(orderTypeSchema, "pickup"),
    scheduled: z._default(z.boolean(), false),
    scheduledDate: z.optional(dateKey),
    scheduledTime: z.optional(timeKey),
    ...tipAndPromoShape,
    /** the customer ticked "Text me order updates" (docs/product/08-text-messages.md §8) */
    textUpdates: z.optional(z.boolean()),
  })
  .check(
    z.refine((value) => !value.scheduled || Boolean(value.scheduledDate && value.scheduledTime), {
      message: "A scheduled order needs a date and a time",
      path: ["scheduledDate"],
    }),
  );

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** 201 answer of POST /api/checkout: the visitor is sent to `url` (the hosted payment page). */
export type CheckoutResponse = { url: string; sessionId: string; orderNumber: string };

/** How a customer reaches an order: its payment session id or its own token, never its id or number. */
export type OrderHandle = { sessionId: string } | { token: string };

/** What the confirmation page follows live: the order's state on both axes. */
export type OrderProgress = {
  status: string;
  payment_status: string;
  kitchen_status: string;
  estimated_ready_at: string | null;
};

/**
 * The confirmation page's views (docs/product/03-ordering.md §3.10) other than loading, as its loader answers
 * them.
 */
export type OrderConfirmation =
  | { view: "missing" }
  | { view: "order"; order: OrderView; handle: OrderHandle }
  | { view: "error"; message: string };

/** What the confirmation page shows; reached only by session id or order token. */
export type OrderView = {
  id: string;
  order_number: string | null;
  customer_name: string;
  customer_email: string;
  status: "pending" | "confirmed" | "cancelled" | "refunded";
  payment_status: "unpaid" | "paid" | "failed" | "expired" | "refunded";
  subtotal: number;
  tax: number;
  tip: number;
  discount: number;
  promo_code: string | null;
  total: number;
  refund_amount: number | null;
  order_type: string;
  scheduled: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  special_instructions: string | null;
  created_at: string;
  access_token: string;
  /**
   * Where the customer's confirmation email stands in the outbox: null before the order is paid,
   * "failed" once sending has failed for good (the page then says so, docs/product/03-ordering.md §3.10).
   */
  confirmation_email: "pending" | "sent" | "failed" | "kept" | null;
  /** The kitchen's progress: new, preparing, ready, completed. */
  kitchen_status: string;
  /** When the kitchen said the order would be ready (ISO), once confirmed. */
  estimated_ready_at: string | null;
  /**
   * The ready time quoted at checkout for an order placed for now (ISO; docs/product/03-ordering.md §3.14).
   */
  quoted_ready_at: string | null;
  items: {
    id: string;
    menu_item_id: string | null;
    title: string;
    description: string | null;
    quantity: number;
    price: number;
    special_instructions: string | null;
    selected_modifiers: { groupName: string; selectedOptions: { name: string; priceAdjustment: number }[] }[];
  }[];
};
