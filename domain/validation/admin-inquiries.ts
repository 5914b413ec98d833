// Inquiries in the admin: one schema per form, shared by the page and its route action.
import * as z from "./zod.ts";
import { isUuid } from "./id.ts";
import { STAFF_REPLY_MAX_LENGTH, staffReplySchema } from "./staff-reply.ts";

// Every value the database allows (its check constraints on inquiries), and no other.
export const INQUIRY_STATUSES = ["new", "in_progress", "resolved"] as const;
export const INQUIRY_PRIORITIES = ["low", "medium", "high"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type InquiryPriority = (typeof INQUIRY_PRIORITIES)[number];

export const INQUIRY_STATUS_LABELS: Record<string, string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
};
export const INQUIRY_PRIORITY_LABELS: Record<string, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const REPLY_MAX_LENGTH = STAFF_REPLY_MAX_LENGTH;

/** A reply to the customer: stored in the thread and emailed through the outbox. */
export const inquiryReplySchema = staffReplySchema;

export const inquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: () => "Choose New, In progress or Resolved" }),
});

export const inquiryPrioritySchema = z.object({
  priority: z.enum(INQUIRY_PRIORITIES, { error: () => "Choose Low, Medium or High" }),
});

/** An inquiry's id from the address: anything that is not a uuid is simply not found. */
export function isInquiryId(value: string | undefined): value is string {
  return isUuid(value);
}
