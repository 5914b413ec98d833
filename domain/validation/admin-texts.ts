// Settings → Texts and the text part of Settings → Notifications (docs/product/08-text-messages.md §8).
import * as z from "./zod.ts";
import { pageParam } from "#domain/paging.ts";

export const TEXT_STATUS_VALUES = ["pending", "sent", "kept", "skipped", "failed"] as const;
export type TextStatusValue = (typeof TEXT_STATUS_VALUES)[number];

/** How the page names each status, in the owner's words. */
export const TEXT_STATUS_LABELS: Record<TextStatusValue, string> = {
  pending: "Waiting",
  sent: "Sent",
  kept: "Not sent: texts are not set up",
  skipped: "Not sent: the number replied STOP",
  failed: "Failed",
};

export const textFiltersSchema = z.object({
  status: z.optional(z.union([z.enum(TEXT_STATUS_VALUES), z.literal("")])),
  page: pageParam,
});

const minutes = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(/^([1-9]|[12]\d|30)$/, `${label} must be a whole number of minutes from 1 to 30.`),
    );
const minutesOrOff = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(/^(off|[1-9]|[12]\d|30)$/, `${label} must be off or a whole number of minutes from 1 to 30.`),
    );

/** The owner's numbers, one a line, and when an unanswered order escalates. */
export const textSettingsSchema = z.object({
  owner_phones: z.string().check(z.maxLength(400, "Too many numbers.")),
  retext_minutes: minutes("Text again after"),
  call_minutes: minutesOrOff("Call after"),
  pause_minutes: minutesOrOff("Pause online ordering after"),
});
