// The contact form's one schema: the browser form and the server both check a message with it,
// so a visitor sees the same field messages before and after sending.
import * as z from "./zod.ts";
import { requiredEmail, requiredText } from "./text.ts";
import { fieldErrorsOf } from "./field-errors.ts";

export const CONTACT_LIMITS = {
  name: 100,
  // The longest address SMTP can deliver to (RFC 5321 path limit).
  email: 254,
  subject: 150,
  message: 5000,
} as const;

export const contactMessageSchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: requiredEmail("Email", CONTACT_LIMITS.email),
  subject: requiredText("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export type ContactFieldErrors = Record<string, string>;

export type ContactValidation =
  { ok: true; value: ContactMessageInput } | { ok: false; fields: ContactFieldErrors };

/** Checks a submitted message; on failure, the first message for each field that failed. */
export function validateContactMessage(input: unknown): ContactValidation {
  // A body that is not an object (null, an array, a string) is a form with every field missing.
  const candidate = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  const result = contactMessageSchema.safeParse(candidate);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, fields: fieldErrorsOf(result.error.issues) };
}
