import type { ChangeEvent } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { LoaderCircle, Send } from "lucide-react";
import { CONTACT_LIMITS } from "#domain/validation/contact.ts";
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  useContactForm,
  type ContactActionData,
  type ContactField,
} from "./use-contact-form.ts";

/**
 * The message form of the contact page (docs/product.md §5.1). It posts to the page's action;
 * `pageActionData` is that action's answer when the page was rendered from it (JavaScript off).
 */
export function ContactForm({ pageActionData }: { pageActionData?: ContactActionData }) {
  const { fetcher, formRef, values, errors, isSending, pageOutcome, onFieldChange, onSubmit } =
    useContactForm(pageActionData);
  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onFieldChange(field, event.target.value);

  return (
    // noValidate: the shared schema shows its own messages instead of the browser's bubbles.
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      {pageOutcome ? (
        <div
          role={pageOutcome === "sent" ? "status" : "alert"}
          className={`rounded-lg border px-4 py-3 sm:col-span-2 ${
            pageOutcome === "sent"
              ? "border-green-700 bg-green-50 text-green-900"
              : "border-red-700 bg-red-50 text-red-900"
          }`}
        >
          <p className="font-semibold">
            {pageOutcome === "sent" ? CONTACT_SUCCESS.title : CONTACT_FAILURE.title}
          </p>
          <p>{pageOutcome === "sent" ? CONTACT_SUCCESS.description : CONTACT_FAILURE.description}</p>
        </div>
      ) : null}
      <FormField idPrefix="contact" field="name" label="Name" error={errors.name}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            onChange={onChange("name")}
            placeholder="Your name"
          />
        )}
      </FormField>
      <FormField idPrefix="contact" field="email" label="Email" error={errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={onChange("email")}
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField
        idPrefix="contact"
        field="subject"
        label="Subject"
        error={errors.subject}
        className="sm:col-span-2"
      >
        {(props) => (
          <input
            {...props}
            type="text"
            required
            maxLength={CONTACT_LIMITS.subject}
            value={values.subject}
            onChange={onChange("subject")}
            placeholder="What is it about?"
          />
        )}
      </FormField>
      <FormField
        idPrefix="contact"
        field="message"
        label="Message"
        error={errors.message}
        className="sm:col-span-2"
      >
        {(props) => (
          <textarea
            {...props}
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            value={values.message}
            onChange={onChange("message")}
            placeholder="How can we help?"
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSending}
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/70 sm:w-auto"
        >
          {isSending ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="h-5 w-5" aria-hidden="true" />
          )}
          {isSending ? "Sending..." : "Send Message"}
        </button>
      </div>
    </fetcher.Form>
  );
}
