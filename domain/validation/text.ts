// Text fields as every form and endpoint checks them: trimmed, with the field's own messages.
import * as z from "./zod.ts";
import { isValidEmail } from "#domain/format.ts";

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

// C0 controls but tab, line feed and carriage return, DEL and the C1 controls: NUL and friends never
// belong in text a person wrote, and PostgreSQL refuses NUL outright.
function isControlCode(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}

/** True when the text holds a control character other than tab and line breaks. */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    if (isControlCode(value.charCodeAt(index))) return true;
  }
  return false;
}

/**
 * The one string schema for text from outside (forms, JSON bodies, query strings, path parts):
 * a string without control characters. Every other text rule here builds on it.
 */
export function plainString(label = "Text") {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .check(
      z.refine((value) => !hasControlCharacters(value), `${label} contains characters that are not allowed`),
    );
}

function text(label: string) {
  return plainString(label);
}

/** Required, trimmed, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return text(label).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, tooLong(label, max)),
  );
}

/** Optional, trimmed, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z.optional(text(label).check(z.trim(), z.maxLength(max, tooLong(label, max))));
}

/** A required email address (one rule for every form: domain/format.ts isValidEmail). */
export function requiredEmail(label: string, max: number) {
  return requiredText(label, max).check(z.refine(isValidEmail, `${label} is invalid`));
}
