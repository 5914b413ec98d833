import type { ChangeEvent, ReactNode } from "react";
import { LoaderCircle, Send } from "lucide-react";
import { CONTACT_LIMITS } from "../../../domain/validation/contact";
import { useContactForm, type ContactField } from "./use-contact-form";

const INPUT_CLASS =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

function inputClass(hasError: boolean): string {
  return `${INPUT_CLASS} ${hasError ? "border-red-700" : "border-stone-300"}`;
}

type FieldProps = {
  field: ContactField;
  label: string;
  error: string | undefined;
  className?: string;
  children: (aria: {
    id: string;
    name: ContactField;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
};

function Field({ field, label, error, className = "", children }: FieldProps) {
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id,
        name: field,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        className: inputClass(Boolean(error)),
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message form of the contact page (spec points 2, 5 and 8). */
export function ContactForm() {
  const { values, errors, isSending, onFieldChange, onSubmit } = useContactForm();
  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onFieldChange(field, event.target.value);

  return (
    // noValidate: the shared schema shows its own messages instead of the browser's bubbles.
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <Field field="name" label="Name" error={errors.name}>
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
      </Field>
      <Field field="email" label="Email" error={errors.email}>
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
      </Field>
      <Field field="subject" label="Subject" error={errors.subject} className="sm:col-span-2">
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
      </Field>
      <Field field="message" label="Message" error={errors.message} className="sm:col-span-2">
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
      </Field>
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
