import { validateContactMessage } from "#domain/validation/contact.ts";
import { pickFieldErrors } from "#domain/validation/field-errors.ts";
import { usePageForm, type PageFormActionData } from "#app/lib/use-page-form.ts";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;

export type ContactErrors = Partial<Record<ContactField, string>>;

/** What the contact page's action answers: `{ ok: true }`, or the error with the typed values. */
export type ContactActionData = PageFormActionData;

// Word for word as docs/product/05-contact-and-inquiries.md §5.1 quotes them.
export const CONTACT_SUCCESS = {
  title: "Message Sent!",
  description: "Thank you for your message. We'll get back to you soon!",
} as const;
export const CONTACT_FAILURE = {
  title: "Error Submitting Message",
  description: "There was a problem submitting your message. Please try again.",
} as const;

/** The shared schema's check, as the form shows it: a message per wrong field. */
function validateContact(values: ContactValues): ContactErrors {
  const checked = validateContactMessage(values);
  return checked.ok ? {} : pickFieldErrors(checked.fields, CONTACT_FIELDS);
}

/**
 * The contact form's state (docs/product/05-contact-and-inquiries.md §5.1): the shared schema checks the
 * message first.
 */
export function useContactForm(pageActionData?: ContactActionData) {
  return usePageForm({
    fields: CONTACT_FIELDS,
    validate: validateContact,
    pageActionData,
    post: {
      action: "send the message",
      successToast: () => CONTACT_SUCCESS,
      // Only a rate limit's own words reach the visitor; any other failure gets the page's sentence.
      errorToast: (error) => ({
        title: CONTACT_FAILURE.title,
        description: error.code === "RATE_LIMITED" ? error.message : CONTACT_FAILURE.description,
      }),
    },
  });
}
