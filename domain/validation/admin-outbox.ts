// Settings → Emails sent: the outbox's filter and its one action.
import * as z from "./zod.ts";
import { pageParam } from "#domain/paging.ts";

/** What the mailer does with a row: waiting to be sent, sent, kept (no SMTP) or given up as failed. */
export const OUTBOX_STATUSES = ["pending", "sent", "kept", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How the page names each status. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Waiting",
  sent: "Sent",
  kept: "Not sent: email is not set up",
  failed: "Failed",
};

/** The filter, read from the address ("" means every status). */
export const outboxFiltersSchema = z.object({
  status: z.optional(z.union([z.enum(OUTBOX_STATUSES), z.literal("")])),
  page: pageParam,
});

/** Retry a failed email. */
export const outboxRetrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});
