import { Send } from "lucide-react";
import { FormInput, FormTextArea, PERSON_FIELDS, bindFields } from "#app/components/ui/form-field.tsx";
import { FormOutcome } from "#app/components/ui/form-outcome.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { CONTACT_LIMITS } from "#domain/validation/contact.ts";
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  useContactForm,
  type ContactActionData,
} from "./use-contact-form.ts";

/**
 * The message form of the contact page (docs/product/05-contact-and-inquiries.md §5.1). It posts to the
 * page's action;
 * `pageActionData` is that action's answer when the page was rendered from it (JavaScript off).
 */
export function ContactForm({ pageActionData }: { pageActionData?: ContactActionData }) {
  const { fetcher, formRef, values, errors, isSending, pageOutcome, onFieldChange, onSubmit } =
    useContactForm(pageActionData);
  const field = bindFields({ idPrefix: "contact", values, errors, onChange: onFieldChange });

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
      <FormInput
        {...field("name")}
        {...PERSON_FIELDS.name}
        maxLength={CONTACT_LIMITS.name}
        placeholder="Your name"
      />
      <FormInput
        {...field("email")}
        {...PERSON_FIELDS.email}
        maxLength={CONTACT_LIMITS.email}
        placeholder="you@example.com"
      />
      <FormInput
        {...field("subject")}
        label="Subject"
        className="sm:col-span-2"
        type="text"
        required
        maxLength={CONTACT_LIMITS.subject}
        placeholder="What is it about?"
      />
      <FormTextArea
        {...field("message")}
        label="Message"
        className="sm:col-span-2"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
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
