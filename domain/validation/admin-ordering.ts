// The owner's ordering controls: pausing online ordering (dashboard) and the orders each 30-minute
// kitchen slot takes (Settings → Hours). One schema per form, shared by the page and its action.
import * as z from "./zod.ts";
import { PAUSE_DURATIONS } from "#domain/ordering-pause.ts";
import { MAX_SLOT_CAPACITY } from "#domain/slot-capacity.ts";

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
