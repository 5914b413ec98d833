import { z } from "./validation/zod";

// The contract between the cart in the browser and the server's checkout. Every price the browser
// sends is a hint for display only: the server reprices each line from the database.

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export const selectedOptionSchema = z.object({
  /** modifiers.id: the server checks it belongs to the group and the item. */
  id: z.uuid(),
  name: z.string().max(200),
  /** cents, display only */
  priceAdjustment: z.number().int(),
});

export const cartModifierSchema = z.object({
  /** modifier_groups.id */
  groupId: z.uuid(),
  groupName: z.string().max(200),
  selectedOptions: z.array(selectedOptionSchema).max(50),
});

export type CartModifier = z.infer<typeof cartModifierSchema>;

const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD");
const timeKey = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are written HH:MM");

export const orderTypeSchema = z.enum(["pickup", "delivery"]);
export type OrderType = z.infer<typeof orderTypeSchema>;

export const checkoutLineSchema = z.object({
  itemId: z.uuid(),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  modifiers: z.array(cartModifierSchema).max(20).default([]),
  specialInstructions: z.string().trim().max(500).optional(),
  /** ignored by the server, accepted so the browser can send its line as it is */
  title: z.string().max(200).optional(),
  price: z.number().optional(),
  type: z.literal("regular").default("regular"),
});

export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const checkoutRequestSchema = z
  .object({
    cartItems: z.array(checkoutLineSchema).min(1, "Your cart is empty").max(MAX_CART_LINES),
    customerName: z.string().trim().min(1, "Name is required").max(100),
    customerEmail: z.string().trim().min(1, "Email is required").max(254).email("Email is invalid"),
    customerPhone: z.string().trim().min(1, "Phone number is required").max(40),
    specialInstructions: z.string().trim().max(1000).optional(),
    orderType: orderTypeSchema.default("pickup"),
    scheduled: z.boolean().default(false),
    scheduledDate: dateKey.optional(),
    scheduledTime: timeKey.optional(),
  })
  .refine((value) => !value.scheduled || (value.scheduledDate && value.scheduledTime), {
    message: "A scheduled order needs a date and a time",
    path: ["scheduledDate"],
  });

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** 201 answer of POST /api/checkout: the visitor is sent to `url` (the hosted payment page). */
export type CheckoutResponse = { url: string; sessionId: string; orderNumber: string };

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
  total: number;
  refund_amount: number | null;
  order_type: string;
  scheduled: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  special_instructions: string | null;
  created_at: string;
  access_token: string;
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
