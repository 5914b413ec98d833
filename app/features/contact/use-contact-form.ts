import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { validateContactMessage, type ContactFieldErrors } from "../../../domain/validation/contact";
import { notify } from "~/lib/notify";
import { sendContactMessage } from "./send-contact-message";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;

export type ContactErrors = Partial<Record<ContactField, string>>;

const EMPTY_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

// Spec point 8, word for word.
export const CONTACT_SUCCESS = {
  title: "Message Sent!",
  description: "Thank you for your message. We'll get back to you soon!",
} as const;
export const CONTACT_FAILURE = {
  title: "Error Submitting Message",
  description: "There was a problem submitting your message. Please try again.",
} as const;

function pickFieldErrors(fields: ContactFieldErrors): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (fields[field]) errors[field] = fields[field];
  }
  return errors;
}

/**
 * The contact form's state. The shared schema checks the message before it is sent (the server
 * checks it again with the same schema); typed text is kept on any failure and cleared on success.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [isSending, setIsSending] = useState(false);
  // A second click lands before the disabled button re-renders; the ref closes that gap.
  const sendingRef = useRef(false);

  function onFieldChange(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked wrong is re-checked as the visitor fixes it; others wait for submit.
    if (errors[field]) {
      const result = validateContactMessage(next);
      setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.fields[field] }));
    }
  }

  function showErrors(form: HTMLFormElement, next: ContactErrors) {
    // Render aria-invalid and the messages first, so the focused field is announced with its error.
    flushSync(() => setErrors(next));
    const first = CONTACT_FIELDS.find((field) => next[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const checked = validateContactMessage(values);
    if (!checked.ok) {
      showErrors(form, pickFieldErrors(checked.fields));
      return;
    }
    setErrors({});
    sendingRef.current = true;
    setIsSending(true);
    try {
      const result = await sendContactMessage(checked.value);
      if (result.ok) {
        setValues(EMPTY_VALUES);
        notify.success(CONTACT_SUCCESS.title, { description: CONTACT_SUCCESS.description });
        return;
      }
      if (result.reason === "validation") showErrors(form, pickFieldErrors(result.fields));
      notify.error(CONTACT_FAILURE.title, {
        description: result.reason === "rate-limited" ? result.message : CONTACT_FAILURE.description,
      });
    } finally {
      sendingRef.current = false;
      setIsSending(false);
    }
  }

  return { values, errors, isSending, onFieldChange, onSubmit };
}
