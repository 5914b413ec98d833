import { isValidEmail } from "../../../domain/format";

// The regular cart's customer form (spec point 5): name, email and phone required.

export type CustomerDetails = { name: string; email: string; phone: string; instructions: string };
export type CustomerField = keyof CustomerDetails;
export type CustomerErrors = Partial<Record<CustomerField, string>>;

export const CUSTOMER_FIELDS: readonly CustomerField[] = ["name", "email", "phone", "instructions"];

export const EMPTY_CUSTOMER: CustomerDetails = { name: "", email: "", phone: "", instructions: "" };

export const CUSTOMER_LIMITS = { name: 100, email: 254, phone: 40, instructions: 1000 } as const;

export function validateCustomer(details: CustomerDetails): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!details.name.trim()) errors.name = "Name is required";
  const email = details.email.trim();
  if (!email) errors.email = "Email is required";
  else if (!isValidEmail(email)) errors.email = "Email is invalid";
  if (!details.phone.trim()) errors.phone = "Phone number is required";
  return errors;
}

/** The server's field names (domain/checkout.ts) on the form's fields. */
export function toCustomerErrors(fields: Record<string, string>): CustomerErrors {
  const errors: CustomerErrors = {};
  if (fields.customerName) errors.name = fields.customerName;
  if (fields.customerEmail) errors.email = fields.customerEmail;
  if (fields.customerPhone) errors.phone = fields.customerPhone;
  if (fields.specialInstructions) errors.instructions = fields.specialInstructions;
  return errors;
}

// Kept for the visit, so coming back from the payment page (Cancel) finds the form filled in.
const STORAGE_KEY = "island-spice:checkout-details";

export function loadCustomerDetails(): CustomerDetails {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== "object" || parsed === null) return EMPTY_CUSTOMER;
    const record = parsed as Record<string, unknown>;
    const text = (key: CustomerField) => {
      const value = record[key];
      return typeof value === "string" ? value : "";
    };
    return {
      name: text("name"),
      email: text("email"),
      phone: text("phone"),
      instructions: text("instructions"),
    };
  } catch {
    return EMPTY_CUSTOMER;
  }
}

export function saveCustomerDetails(details: CustomerDetails): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(details));
  } catch {
    // Private browsing: the form simply starts empty next time.
  }
}
