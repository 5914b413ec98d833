// The owner's ordering controls: pausing online ordering and the ready-time quotes (dashboard), and
// the orders each 30-minute kitchen slot takes (Settings → Hours). One schema per form, shared by the
// page and its action.
import * as z from "./zod.ts";
import { PAUSE_DURATIONS } from "#domain/ordering-pause.ts";
import { MAX_SLOT_CAPACITY } from "#domain/slot-capacity.ts";
import {
  checkQuoteSettings,
  formToQuoteSettings,
  QUOTE_ORDER_MESSAGES,
  QUOTE_SETTING_FIELDS,
  wholeNumberMessage,
  type QuoteSettingField,
} from "#domain/quote-settings.ts";

/** Dashboard → Pause online ordering: how long. */
export const pauseOrderingSchema = z.object({
  duration: z.enum(PAUSE_DURATIONS, { error: () => "Choose 15, 30 or 60 minutes, or until resumed" }),
});

/** Settings → Hours → Orders per time slot: a whole number, or empty for no limit. */
export const slotCapacitySchema = z.object({
  slot_capacity: z.string({ error: () => "Enter a whole number, or leave it empty" }).check(
    z.trim(),
    z.refine((value) => value === "" || /^\d+$/.test(value), {
      error: "Enter a whole number of 0 or more, or leave it empty for no limit",
    }),
    z.refine((value) => value === "" || Number(value) <= MAX_SLOT_CAPACITY, {
      error: `Enter ${MAX_SLOT_CAPACITY} or fewer, or leave it empty for no limit`,
    }),
  ),
});
export type SlotCapacityForm = z.output<typeof slotCapacitySchema>;

function wholeNumber(min: number, max: number) {
  const message = wholeNumberMessage(min, max);
  return z.string({ error: () => message }).check(
    z.trim(),
    z.refine((value) => /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: message,
    }),
  );
}

const { defaultMinutes, minMinutes, maxMinutes, capacity } = QUOTE_SETTING_FIELDS;
const ORDER_MESSAGES = new Set<string>(Object.values(QUOTE_ORDER_MESSAGES));

/**
 * Dashboard → Ready-time quotes (docs/product/03-ordering.md §3.14): four whole numbers within their bounds,
 * the shortest quote no longer than the usual preparation time and the longest no shorter.
 */
export const readyQuoteSchema = z
  .object({
    [defaultMinutes.name]: wholeNumber(defaultMinutes.min, defaultMinutes.max),
    [minMinutes.name]: wholeNumber(minMinutes.min, minMinutes.max),
    [maxMinutes.name]: wholeNumber(maxMinutes.min, maxMinutes.max),
    [capacity.name]: wholeNumber(capacity.min, capacity.max),
  } as Record<QuoteSettingField, ReturnType<typeof wholeNumber>>)
  .check(
    z.superRefine((values, context) => {
      const errors = checkQuoteSettings(formToQuoteSettings(values));
      for (const [field, message] of Object.entries(errors) as [QuoteSettingField, string][]) {
        // a number out of its bounds was told by its field's own check
        if (!ORDER_MESSAGES.has(message)) continue;
        context.addIssue({ code: "custom", path: [field], message, input: values[field] });
      }
    }),
  );
export type ReadyQuoteForm = z.output<typeof readyQuoteSchema>;
