import { useEffect, useRef, useState, type FormEvent } from "react";
import { validateContactMessage, type ContactFieldErrors } from "#domain/validation/contact.ts";
import { pickFieldErrors } from "#domain/validation/field-errors.ts";
import { toApiError } from "#app/lib/api-error.ts";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;

export type ContactErrors = Partial<Record<ContactField, string>>;

/** What the contact page's action answers: `{ ok: true }`, or the error with the typed values. */
export type ContactActionData = { ok: true } | { error: unknown; values?: Partial<Record<string, string>> };

const EMPTY_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

// Word for word as docs/product.md §5.1 quotes them.
export const CONTACT_SUCCESS = {
  title: "Message Sent!",
  description: "Thank you for your message. We'll get back to you soon!",
} as const;
export const CONTACT_FAILURE = {
  title: "Error Submitting Message",
  description: "There was a problem submitting your message. Please try again.",
} as const;

function pickContactErrors(fields: ContactFieldErrors | Record<string, string>): ContactErrors {
  return pickFieldErrors(fields, CONTACT_FIELDS);
}

function isSuccess(data: ContactActionData | undefined): data is { ok: true } {
  return Boolean(data && "ok" in data && data.ok);
}

/** The values and errors a page rendered from the action's answer starts with (no JavaScript). */
function initialState(data: ContactActionData | undefined): { values: ContactValues; errors: ContactErrors } {
  if (!data || isSuccess(data)) return { values: EMPTY_VALUES, errors: {} };
  const typed = data.values ?? {};
  const values = { ...EMPTY_VALUES };
  for (const field of CONTACT_FIELDS) values[field] = typed[field] ?? "";
  return { values, errors: pickContactErrors(toApiError(data).fields) };
}

/**
 * The contact form's state. It posts to the page's action (which works without JavaScript too);
 * with JavaScript the shared schema checks the message first, the post goes through a fetcher, and
 * the outcome is a toast. Typed text is kept on any failure and cleared on success.
 */
export function useContactForm(pageActionData?: ContactActionData) {
  const [state] = useState(() => initialState(pageActionData));
  const [values, setValues] = useState<ContactValues>(state.values);
  const [errors, setErrors] = useState<ContactErrors>(state.errors);
  const formRef = useRef<HTMLFormElement>(null);
  const poster = useActionFetcher({
    action: "send the message",
    handleOn: "answer",
    successToast: () => CONTACT_SUCCESS,
    // Only a rate limit's own words reach the visitor; any other failure gets the page's sentence.
    errorToast: (error) => ({
      title: CONTACT_FAILURE.title,
      description: error.code === "RATE_LIMITED" ? error.message : CONTACT_FAILURE.description,
    }),
    onSuccess: () => setValues(EMPTY_VALUES),
    onError: (error) => {
      if (error.code === "VALIDATION") showErrors(pickContactErrors(error.fields));
    },
  });

  function onFieldChange(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked wrong is re-checked as the visitor fixes it; others wait for submit.
    if (errors[field]) {
      const result = validateContactMessage(next);
      setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.fields[field] }));
    }
  }

  // The first wrong field gets focus after the render that marks it, so it is announced with its error.
  const focusFirstErrorRef = useRef(false);
  function showErrors(next: ContactErrors) {
    focusFirstErrorRef.current = true;
    setErrors(next);
  }
  useEffect(() => {
    if (!focusFirstErrorRef.current) return;
    focusFirstErrorRef.current = false;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateContactMessage(values);
    if (!checked.ok) {
      showErrors(pickContactErrors(checked.fields));
      return;
    }
    setErrors({});
    poster.submitForm(event.currentTarget);
  }

  return {
    fetcher: poster.fetcher,
    formRef,
    values,
    errors,
    isSending: poster.isBusy,
    /** The page was rendered from the action's answer (JavaScript off): say how it went in the page. */
    pageOutcome: pageActionData ? (isSuccess(pageActionData) ? "sent" : "failed") : null,
    onFieldChange,
    onSubmit,
  };
}
