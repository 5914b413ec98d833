import { checkoutCustomerSchema, type CheckoutCustomer } from "#domain/checkout.ts";
import { fieldErrorsOf } from "#domain/validation/field-errors.ts";

// The regular cart's customer form (docs/product/03-ordering.md §3.5): name, email and phone required,
// checked with the checkout request's own schema, so the form and the server give the same messages.

export type CustomerDetails = { name: string; email: string; phone: string; instructions: string };
export type CustomerField = keyof CustomerDetails;
export type CustomerErrors = Partial<Record<CustomerField, string>>;

export const CUSTOMER_FIELDS: readonly CustomerField[] = ["name", "email", "phone", "instructions"];

export const EMPTY_CUSTOMER: CustomerDetails = { name: "", email: "", phone: "", instructions: "" };

/** The form's fields under the checkout request's names. */
const REQUEST_FIELD: Record<CustomerField, keyof CheckoutCustomer> = {
  name: "customerName",
  email: "customerEmail",
  phone: "customerPhone",
  instructions: "specialInstructions",
};

export function toCheckoutCustomer(details: CustomerDetails): Record<keyof CheckoutCustomer, string> {
  return {
    customerName: details.name,
    customerEmail: details.email,
    customerPhone: details.phone,
    specialInstructions: details.instructions,
  };
}

/** Each field's first message from the checkout request's schema; empty when the details will do. */
export function validateCustomer(details: CustomerDetails): CustomerErrors {
  const result = checkoutCustomerSchema.safeParse(toCheckoutCustomer(details));
  if (result.success) return {};
  return toCustomerErrors(fieldErrorsOf(result.error.issues));
}

/** The server's field names (domain/checkout.ts) on the form's fields. */
export function toCustomerErrors(fields: Record<string, string>): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const field of CUSTOMER_FIELDS) {
    const message = fields[REQUEST_FIELD[field]];
    if (message) errors[field] = message;
  }
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
