// The order board's forms and filters: one schema each, shared by the page and its route action.
import * as z from "./zod.ts";
import { isUuid } from "./id.ts";
import { plainString, requiredText } from "./text.ts";
import { priceField } from "./admin-catalogue.ts";
import { isValidDateKey } from "#domain/business-time.ts";
import { pageParam } from "#domain/paging.ts";
import { ORDER_STAGES } from "#domain/kitchen-flow.ts";

export const ORDER_VIEWS = ["needs-action", "upcoming", "today", "all"] as const;
export type BoardView = (typeof ORDER_VIEWS)[number];
export const ORDER_VIEW_LABELS: Record<BoardView, string> = {
  "needs-action": "Needs action",
  upcoming: "Upcoming",
  today: "Today",
  all: "All",
};

export const ORDER_TYPE_FILTERS = ["pickup", "delivery", "catering"] as const;
/** The status filter offers the one status line's stages (New … Done, Cancelled, Refunded). */
export const ORDER_STATUS_FILTERS = ORDER_STAGES;

export const READY_IN_CHOICES = [10, 15, 20, 30, 45, 60, 90] as const;
/**
 * The "Ready in" choice that keeps the time quoted to the customer at checkout (docs/product/03-ordering.md
 * §3.14).
 */
export const READY_AS_QUOTED = "quote";

/**
 * Confirm: the kitchen says when an order placed for now will be ready, in minutes from now. A
 * scheduled order is confirmed for its promised time, so its form sends no minutes.
 */
export const confirmOrderSchema = z.object({
  ready_in_minutes: z.optional(
    z
      .string({ error: () => "Choose when the order will be ready" })
      .check(
        z.refine(
          (value) =>
            value === READY_AS_QUOTED || (READY_IN_CHOICES as readonly number[]).includes(Number(value)),
          "Choose when the order will be ready",
        ),
      ),
  ),
});

const dateKey = (label: string) =>
  z.optional(
    plainString(label).check(
      z.refine((value) => value === "" || isValidDateKey(value), `${label} must be a date (YYYY-MM-DD)`),
    ),
  );

/** The board's address: view, search and filters. Anything unknown reads as no filter. */
export const orderFiltersSchema = z.object({
  view: z.catch(z.enum(ORDER_VIEWS), "needs-action"),
  q: z.catch(z.optional(plainString("Search").check(z.trim(), z.maxLength(100))), undefined),
  type: z.catch(z.optional(z.enum(ORDER_TYPE_FILTERS)), undefined),
  status: z.catch(z.optional(z.enum(ORDER_STATUS_FILTERS)), undefined),
  from: z.catch(dateKey("From"), undefined),
  to: z.catch(dateKey("To"), undefined),
  page: z.catch(pageParam, undefined),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

/** An order's id from the address or a form: anything that is not a uuid is simply not found. */
export function isOrderId(value: unknown): value is string {
  return isUuid(value);
}

const requestKey = z
  .string({ error: () => "Reload the page and try again" })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "Reload the page and try again"));

/** A refund of part or all of what remains, with its reason; the key makes a double click one refund. */
export const refundOrderSchema = z.object({
  amount: priceField("Refund amount"),
  reason: requiredText("Reason", 500),
  request_key: requestKey,
});

/** Cancel: everything that remains is refunded, with the reason. */
export const cancelOrderSchema = z.object({
  reason: requiredText("Reason", 500),
  request_key: requestKey,
});

export const CUSTOMER_EMAIL_SUBJECT_MAX = 200;
export const CUSTOMER_EMAIL_MESSAGE_MAX = 5000;

/** A message from staff to the customer of a paid order, sent through the outbox. */
export const customerEmailSchema = z.object({
  subject: requiredText("Subject", CUSTOMER_EMAIL_SUBJECT_MAX),
  message: requiredText("Message", CUSTOMER_EMAIL_MESSAGE_MAX),
});
export type CustomerEmailInput = z.input<typeof customerEmailSchema>;
