import type { ChangeEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { LoaderCircle, Send } from "lucide-react";
import { CONTACT_LIMITS } from "../../../domain/validation/contact";
import { useContactForm, type ContactField } from "./use-contact-form";

/** The message form of the contact page (spec points 2, 5 and 8). */
export function ContactForm() {
  const { values, errors, isSending, onFieldChange, onSubmit } = useContactForm();
  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onFieldChange(field, event.target.value);

  return (
    // noValidate: the shared schema shows its own messages instead of the browser's bubbles.
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
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
      <FormField idPrefix="contact" field="subject" label="Subject" error={errors.subject} className="sm:col-span-2">
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
      <FormField idPrefix="contact" field="message" label="Message" error={errors.message} className="sm:col-span-2">
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
    </form>
  );
}
