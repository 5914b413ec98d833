import type { ChangeEvent } from "react";
import { Send } from "lucide-react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormOutcome } from "#app/components/ui/form-outcome.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
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
        <FormOutcome
          outcome={pageOutcome}
          {...(pageOutcome === "sent" ? CONTACT_SUCCESS : CONTACT_FAILURE)}
        />
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
      <SubmitButton
        isBusy={isSending}
        icon={<Send className="h-5 w-5" aria-hidden="true" />}
        busyLabel="Sending..."
        label="Send Message"
      />
    </fetcher.Form>
  );
}
