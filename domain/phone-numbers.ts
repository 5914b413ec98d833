// Phone numbers for texts (docs/product/08-text-messages.md §8): stored in E.164 (+15551234567), read from
// what people type with libphonenumber-js, US numbers without their +1.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The number in E.164, or null when it is not a phone number that can take texts. */
export function toE164(value: string, defaultCountry: "US" = "US"): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/** Splits a list typed one number a line (or by commas) into entries. */
export function splitPhoneList(value: string): string[] {
  return value
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The owner's numbers: at most this many receive the new-order texts and calls. */
export const MAX_OWNER_PHONES = 3;
