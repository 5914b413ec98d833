import { FormInput, FormTextArea, PERSON_FIELDS, bindFields } from "#app/components/ui/form-field.tsx";
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
  const field = bindFields({ idPrefix: ID_PREFIX, values, errors, onChange });
  return (
    <div className="space-y-4">
      <FormInput
        {...field("name")}
        {...PERSON_FIELDS.name}
        maxLength={CUSTOMER_LIMITS.name}
        placeholder="Your name"
      />
      <FormInput
        {...field("email")}
        {...PERSON_FIELDS.email}
        maxLength={CUSTOMER_LIMITS.email}
        placeholder="you@example.com"
      />
      <FormInput
        {...field("phone")}
        {...PERSON_FIELDS.phone}
        maxLength={CUSTOMER_LIMITS.phone}
        placeholder="(555) 123-4567"
      />
      <TextUpdatesField idPrefix={ID_PREFIX} />
      <FormTextArea
        {...field("instructions")}
        label="Special Instructions"
        isOptional
        rows={3}
        maxLength={CUSTOMER_LIMITS.instructions}
        placeholder="Anything we should know about your order?"
      />
    </div>
  );
}
