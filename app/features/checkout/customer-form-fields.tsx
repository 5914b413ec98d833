import type { ReactNode } from "react";
import {
  CUSTOMER_LIMITS,
  type CustomerDetails,
  type CustomerErrors,
  type CustomerField,
} from "./customer-details";

const INPUT_CLASS =
  "mt-1.5 block w-full scroll-mt-28 rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

type FieldProps = {
  field: CustomerField;
  label: string;
  isOptional?: boolean;
  error: string | undefined;
  children: (props: {
    id: string;
    name: CustomerField;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
};

export function customerFieldId(field: CustomerField): string {
  return `checkout-${field}`;
}

function Field({ field, label, isOptional = false, error, children }: FieldProps) {
  const id = customerFieldId(field);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
        {isOptional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      {children({
        id,
        name: field,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        className: `${INPUT_CLASS} ${error ? "border-red-700" : "border-stone-300"}`,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CustomerFormFieldsProps = {
  values: CustomerDetails;
  errors: CustomerErrors;
  onChange: (field: CustomerField, value: string) => void;
};

/** Name, email, phone (required) and the order's instructions (optional). */
export function CustomerFormFields({ values, errors, onChange }: CustomerFormFieldsProps) {
  return (
    <div className="space-y-4">
      <Field field="name" label="Name" error={errors.name}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="name"
            required
            maxLength={CUSTOMER_LIMITS.name}
            value={values.name}
            onChange={(event) => onChange("name", event.target.value)}
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
            maxLength={CUSTOMER_LIMITS.email}
            value={values.email}
            onChange={(event) => onChange("email", event.target.value)}
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Field field="phone" label="Phone" error={errors.phone}>
        {(props) => (
          <input
            {...props}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={CUSTOMER_LIMITS.phone}
            value={values.phone}
            onChange={(event) => onChange("phone", event.target.value)}
            placeholder="(555) 123-4567"
          />
        )}
      </Field>
      <Field field="instructions" label="Special Instructions" isOptional error={errors.instructions}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={CUSTOMER_LIMITS.instructions}
            value={values.instructions}
            onChange={(event) => onChange("instructions", event.target.value)}
            placeholder="Anything we should know about your order?"
          />
        )}
      </Field>
    </div>
  );
}
