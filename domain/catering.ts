// Catering rules shared by the browser and the server: the quote request form's schema, the
// catering checkout's request, the event's earliest date (today, or the owner's minimum notice),
// and the servings a cart covers. Prices are integer cents; the server reprices every line.
import { addDaysToDateKey, getZonedParts, parseTime, zonedDateTimeToInstant } from "./business-time.ts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.ts";
import { isValidDateKey } from "./business-time.ts";
import { tipAndPromoShape } from "./checkout.ts";
import { centsToDecimalPrice, toAbsoluteUrl } from "./seo.ts";
import { optionalText, requiredEmail, requiredText } from "./validation/text.ts";
import * as z from "./validation/zod.ts";

export const EVENT_TYPES = ["Wedding", "Corporate", "Birthday", "Family", "Other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const DELIVERY_OPTIONS = ["pickup", "delivery"] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export const DELIVERY_LABELS: Record<DeliveryOption, string> = { pickup: "Pickup", delivery: "Delivery" };

/** More guests than this is a typo, not an event we can quote online. */
export const MAX_GUEST_COUNT = 5000;
/** The site setting (hours) that sets how far ahead a catering event must be booked. Unset: today. */
export const CATERING_MIN_NOTICE_SETTING = "catering_min_notice_hours";

export const CATERING_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  specialRequests: 1000,
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const eventDateField = z.string({ error: "Event date is required" }).check(
  z.trim(),
  z.minLength(1, "Event date is required"),
  z.refine((value) => DATE_PATTERN.test(value) && isValidDateKey(value), "Event date is invalid"),
);

const eventTimeField = z
  .string({ error: "Event time is required" })
  .check(z.trim(), z.minLength(1, "Event time is required"), z.regex(TIME_PATTERN, "Event time is invalid"));

const eventTypeField = z.enum(EVENT_TYPES, {
  error: (issue) =>
    issue.input == null || issue.input === "" ? "Event type is required" : "Unknown event type",
});

const deliveryOptionField = z.enum(DELIVERY_OPTIONS, {
  error: (issue) =>
    issue.input == null || issue.input === "" ? "Delivery option is required" : "Unknown delivery option",
});

/** A guest count as a form sends it (text) or as JSON (a number): a whole number from 1. */
const guestCountField = z.pipe(
  z.union([z.number(), z.string()], { error: "Guest count is required" }),
  z.pipe(
    z.transform((value: number | string) =>
      typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim()),
    ),
    z
      .number({ error: "Guest count is required" })
      .check(
        z.refine(Number.isInteger, "Guest count must be a whole number"),
        z.gte(1, "Guest count must be at least 1"),
        z.lte(MAX_GUEST_COUNT, `For more than ${MAX_GUEST_COUNT} guests, please call us`),
      ),
  ),
);

/** The event part shared by the quote request and the catering checkout. */
const eventShape = {
  eventDate: eventDateField,
  eventTime: eventTimeField,
  guestCount: guestCountField,
  eventType: eventTypeField,
  deliveryOption: deliveryOptionField,
  specialRequests: optionalText("Special requests", CATERING_LIMITS.specialRequests),
};

/**
 * The catering page's quote request (docs/product/04-catering.md §4.4): every field required but special
 * requests.
 */
export const quoteRequestSchema = z.object({
  customerName: requiredText("Name", CATERING_LIMITS.name),
  email: requiredEmail("Email", CATERING_LIMITS.email),
  phone: requiredText("Phone", CATERING_LIMITS.phone),
  ...eventShape,
});

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;
export const QUOTE_FIELDS = [
  "customerName",
  "email",
  "phone",
  "eventDate",
  "eventTime",
  "guestCount",
  "eventType",
  "deliveryOption",
  "specialRequests",
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

export const cateringCheckoutLineSchema = z.object({
  itemId: z.uuid("Unknown catering item"),
  tier: z
    .string()
    .check(z.trim(), z.minLength(1, "Choose a serving size"), z.maxLength(100, "Unknown serving size")),
  quantity: z
    .int({ error: "Quantity must be a whole number" })
    .check(
      z.gte(1, "Quantity must be at least 1"),
      z.lte(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
    ),
  /** ignored by the server: the browser's copy, sent as it is */
  title: z.optional(z.string().check(z.maxLength(200))),
  price: z.optional(z.number()),
  serves: z.optional(z.string().check(z.maxLength(50))),
  category: z.optional(z.string().check(z.maxLength(200))),
});

export type CateringCheckoutLine = z.infer<typeof cateringCheckoutLineSchema>;

/** POST /api/catering/checkout: the catering cart and the event. */
export const cateringCheckoutSchema = z.object({
  cartItems: z
    .array(cateringCheckoutLineSchema)
    .check(
      z.minLength(1, "Your catering cart is empty"),
      z.maxLength(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`),
    ),
  customerName: requiredText("Name", CATERING_LIMITS.name),
  customerEmail: requiredEmail("Email", CATERING_LIMITS.email),
  customerPhone: optionalText("Phone", CATERING_LIMITS.phone),
  ...eventShape,
  /**
   * The tip choice when the owner takes tips on catering (docs/product/03-ordering.md §3.15); priced by the
   * server.
   */
  tipPercent: tipAndPromoShape.tipPercent,
  tipCents: tipAndPromoShape.tipCents,
});

export type CateringCheckoutRequest = z.infer<typeof cateringCheckoutSchema>;

/** 201 answer of POST /api/catering/checkout. */
export type CateringCheckoutResponse = {
  url: string;
  sessionId: string;
  orderNumber: string;
  cateringRequestId: string;
};

// ---- the event's earliest time -------------------------------------------------------------

export type CateringTimingRules = {
  timeZone: string;
  /** null: an event date not before today (docs/product/04-catering.md §4.5). */
  minNoticeHours: number | null;
};

/** The setting's text as whole hours, or null when unset or not a sensible number. */
export function parseMinNoticeHours(value: string | null | undefined): number | null {
  if (value == null || value.trim() === "") return null;
  const hours = Number(value.trim());
  if (!Number.isInteger(hours) || hours <= 0 || hours > 24 * 365) return null;
  return hours;
}

export type EarliestEvent = { dateKey: string; time: string | null };

/** The earliest date (and, with a notice, time) an event can be booked for, in the business time zone. */
export function earliestEvent(rules: CateringTimingRules, now: Date): EarliestEvent {
  if (rules.minNoticeHours === null)
    return { dateKey: getZonedParts(now, rules.timeZone).dateKey, time: null };
  const earliest = getZonedParts(new Date(now.getTime() + rules.minNoticeHours * 3_600_000), rules.timeZone);
  const minutes = earliest.minutes;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { dateKey: earliest.dateKey, time };
}

/** The message for an event too soon, or null when the date and time may be booked. */
export function checkEventTiming(
  event: { eventDate: string; eventTime: string },
  rules: CateringTimingRules,
  now: Date,
): string | null {
  if (!isValidDateKey(event.eventDate)) return null;
  const today = getZonedParts(now, rules.timeZone).dateKey;
  if (event.eventDate < today) return "Event date cannot be earlier than today";
  if (rules.minNoticeHours === null) return null;
  const minutes = parseTime(event.eventTime);
  const earliest = earliestEvent(rules, now);
  const tooSoon =
    event.eventDate < earliest.dateKey ||
    (minutes !== null &&
      zonedDateTimeToInstant(event.eventDate, event.eventTime, rules.timeZone).getTime() <
        now.getTime() + rules.minNoticeHours * 3_600_000);
  if (!tooSoon) return null;
  return `Catering needs at least ${rules.minNoticeHours} hours' notice. Please choose a later date or time.`;
}

/** The last date key offered by the date field: a year ahead. */
export function latestEventDate(rules: CateringTimingRules, now: Date): string {
  return addDaysToDateKey(getZonedParts(now, rules.timeZone).dateKey, 366);
}

// ---- servings ------------------------------------------------------------------------------

/** "10-12" → {min 10, max 12}; "25" → {25, 25}; anything else → null. */
export function parseServes(serves: string): { min: number; max: number } | null {
  const match = /^\s*(\d{1,5})\s*(?:[-–]\s*(\d{1,5}))?/.exec(serves);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/** How many people the cart's lines feed, as a range; null when no line says. */
export function cartServings(
  lines: readonly { serves: string; quantity: number }[],
): { min: number; max: number } | null {
  let counted = false;
  let min = 0;
  let max = 0;
  for (const line of lines) {
    const serves = parseServes(line.serves);
    if (!serves) continue;
    counted = true;
    min += serves.min * line.quantity;
    max += serves.max * line.quantity;
  }
  return counted ? { min, max } : null;
}

/** "serves 40 of your 50 guests", "serves 40-48 of your 50 guests". */
export function describeServings(servings: { min: number; max: number }, guests: number | null): string {
  const range = servings.min === servings.max ? `${servings.min}` : `${servings.min}-${servings.max}`;
  if (!guests || guests < 1) return `serves ${range} guests`;
  return `serves ${range} of your ${guests} guests`;
}

// ---- the menu as the page shows it ---------------------------------------------------------

export type CateringTier = { name: string; price: number; serves: string };
export type CateringItemView = {
  id: string;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  tiers: CateringTier[];
};
export type CateringCategoryView = { id: string; name: string; items: CateringItemView[] };
export type CateringMenuView = { categories: CateringCategoryView[] };

/** schema.org Menu of the catering items, each with one Offer per serving size. */
export function buildCateringJsonLd(menu: CateringMenuView, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name: "Catering Menu",
    url,
    hasMenuSection: menu.categories.map((category) => ({
      "@type": "MenuSection",
      name: category.name,
      hasMenuItem: category.items.map((item) => ({
        "@type": "MenuItem",
        name: item.title,
        ...(item.description.trim() ? { description: item.description.trim() } : {}),
        ...(item.imageUrl ? { image: toAbsoluteUrl(item.imageUrl, url) } : {}),
        offers: item.tiers.map((tier) => ({
          "@type": "Offer",
          name: tier.serves ? `${tier.name} (serves ${tier.serves})` : tier.name,
          price: centsToDecimalPrice(tier.price),
          priceCurrency: "USD",
        })),
      })),
    })),
  };
}

/** What /catering-confirmation shows, confirmed against the server by the payment session id. */
export type CateringOrderView = {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  status: string;
  paymentStatus: string;
  eventDate: string | null;
  eventTime: string | null;
  eventType: string | null;
  guestCount: number | null;
  deliveryOption: string | null;
  specialRequests: string | null;
  subtotal: number;
  tax: number;
  /** cents; 0 without a tip */
  tip: number;
  total: number;
  items: { title: string; tier: string | null; quantity: number; price: number }[];
};

export type CateringConfirmation =
  | { view: "missing" }
  /** emailKept: no mail server is set up, so the receipt is kept in the outbox, not emailed. */
  | { view: "order"; order: CateringOrderView; emailKept: boolean }
  | { view: "error"; message: string };

export const CATERING_CONFIRMATION_TEXT = {
  missing: "No order information found.",
  notRetrieved: "Could not retrieve order details. Please contact support.",
  failed: "An error occurred while retrieving your order details.",
} as const;
