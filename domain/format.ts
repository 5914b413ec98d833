// Display formats (docs/product/11-constants-and-limits.md §11), and the customer-cancel rule (§3.11).
import { formatTime12h, getZonedParts, parseDateKey, parseInstant } from "./business-time.ts";

export function formatPhoneDisplay(phone: string): string {
  // Only harmless separators are ignored; a "+1" or letters mean the number is shown as typed.
  const digits = phone.replace(/[\s\-.()]/g, "");
  if (!/^\d{10}$/.test(digits)) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

function formatDateParts(year: number, month: number, day: number): string {
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

/**
 * "MM/DD/YYYY" in the business zone. A bare "YYYY-MM-DD" (scheduled or event date) is already a
 * business calendar date: reading it as UTC midnight would show the previous day in New York.
 * Other unreadable strings are shown as given; an invalid Date gives "".
 */
export function formatDateUS(value: Date | string, timeZone: string): string {
  if (typeof value === "string") {
    const plain = parseDateKey(value);
    if (plain) return formatDateParts(plain.year, plain.month, plain.day);
  }
  const instant = parseInstant(value);
  if (!instant) return typeof value === "string" ? value : "";
  const parts = getZonedParts(instant, timeZone);
  return formatDateParts(parts.year, parts.month, parts.day);
}

/** "11/21/2026, 3:05 PM" in the business zone. */
export function formatDateTimeUS(instant: Date, timeZone: string): string {
  const parts = getZonedParts(instant, timeZone);
  const time = formatTime12h(`${pad(parts.hour)}:${pad(parts.minute)}`);
  return `${formatDateParts(parts.year, parts.month, parts.day)}, ${time}`;
}

export function displayOrderNumber(order: { id: string; order_number?: string | null }): string {
  const stored = order.order_number?.trim();
  return stored ? stored : order.id.slice(0, 8).toUpperCase();
}

export const CUSTOMER_CANCEL_WINDOW_MINUTES = 30;

export type OrderStatus = "pending" | "confirmed" | "cancelled" | "refunded";

export function canCustomerCancel(order: { status: string; created_at: Date | string }, now: Date): boolean {
  if (order.status !== "pending") return false;
  const createdAt = parseInstant(order.created_at);
  if (!createdAt) return false;
  // A created_at ahead of "now" is clock skew between server and client, not an old order.
  return now.getTime() - createdAt.getTime() <= CUSTOMER_CANCEL_WINDOW_MINUTES * 60_000;
}

// Deliberately loose: the mail server is the real judge; this only catches obvious typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
