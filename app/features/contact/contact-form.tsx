import type { ChangeEvent } from "react";
import { Send } from "lucide-react";
import { InputField, TextAreaField } from "#app/components/ui/form-field.tsx";
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
      <InputField
        idPrefix="contact"
        field="name"
        label="Name"
        error={errors.name}
        type="text"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name}
        value={values.name}
        onChange={onChange("name")}
        placeholder="Your name"
      />
      <InputField
        idPrefix="contact"
        field="email"
        label="Email"
        error={errors.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={CONTACT_LIMITS.email}
        value={values.email}
        onChange={onChange("email")}
        placeholder="you@example.com"
      />
      <InputField
        idPrefix="contact"
        field="subject"
        label="Subject"
        error={errors.subject}
        className="sm:col-span-2"
        type="text"
        required
        maxLength={CONTACT_LIMITS.subject}
        value={values.subject}
        onChange={onChange("subject")}
        placeholder="What is it about?"
      />
      <TextAreaField
        idPrefix="contact"
        field="message"
        label="Message"
        error={errors.message}
        className="sm:col-span-2"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        value={values.message}
        onChange={onChange("message")}
        placeholder="How can we help?"
      />
      <SubmitButton
        isBusy={isSending}
        icon={<Send className="h-5 w-5" aria-hidden="true" />}
        busyLabel="Sending..."
        label="Send Message"
      />
    </fetcher.Form>
  );
}
