import { InputField, TextAreaField } from "#app/components/ui/form-field.tsx";
import { CUSTOMER_LIMITS } from "#domain/checkout.ts";
import { type CustomerDetails, type CustomerErrors, type CustomerField } from "./customer-details.ts";
import { TextUpdatesField } from "./text-updates.tsx";

const ID_PREFIX = "checkout";

export function customerFieldId(field: CustomerField): string {
  return `${ID_PREFIX}-${field}`;
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
      <InputField
        idPrefix={ID_PREFIX}
        field="name"
        label="Name"
        error={errors.name}
        type="text"
        autoComplete="name"
        required
        maxLength={CUSTOMER_LIMITS.name}
        value={values.name}
        onChange={(event) => onChange("name", event.target.value)}
        placeholder="Your name"
      />
      <InputField
        idPrefix={ID_PREFIX}
        field="email"
        label="Email"
        error={errors.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={CUSTOMER_LIMITS.email}
        value={values.email}
        onChange={(event) => onChange("email", event.target.value)}
        placeholder="you@example.com"
      />
      <InputField
        idPrefix={ID_PREFIX}
        field="phone"
        label="Phone"
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={CUSTOMER_LIMITS.phone}
        value={values.phone}
        onChange={(event) => onChange("phone", event.target.value)}
        placeholder="(555) 123-4567"
      />
      <TextUpdatesField idPrefix={ID_PREFIX} />
      <TextAreaField
        idPrefix={ID_PREFIX}
        field="instructions"
        label="Special Instructions"
        isOptional
        error={errors.instructions}
        rows={3}
        maxLength={CUSTOMER_LIMITS.instructions}
        value={values.instructions}
        onChange={(event) => onChange("instructions", event.target.value)}
        placeholder="Anything we should know about your order?"
      />
    </div>
  );
}
