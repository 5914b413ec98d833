import type { ChangeEvent, ReactNode } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import {
  CATERING_LIMITS,
  DELIVERY_LABELS,
  DELIVERY_OPTIONS,
  EVENT_TYPES,
  MAX_GUEST_COUNT,
} from "#domain/catering.ts";
import type { CateringEventDetails } from "#app/lib/catering/catering-checkout.ts";

export type CateringDetailName = Exclude<keyof CateringEventDetails, "specialRequests">;

const LABELS: Record<CateringDetailName, string> = {
  customerName: "Name",
  customerEmail: "Email",
  customerPhone: "Phone",
  eventDate: "Event Date",
  eventTime: "Event Time",
  eventType: "Event Type",
  guestCount: "Guest Count",
  deliveryOption: "Pickup or Delivery",
};

type CateringDetailFieldProps = {
  idPrefix: string;
  field: CateringDetailName;
  details: CateringEventDetails;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** The label when it is not the field's usual one. */
  label?: string;
  /** Marks the control required for the browser (the schema decides either way). */
  required?: boolean;
  /** The event date's first and last choosable days (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** A line under the control, e.g. the catering notice. */
  hint?: ReactNode;
};

/**
 * One contact or event field of a catering order, the same control wherever the order is taken
 * (the catering page's cart tab and the cart page's catering tab): its type, autocomplete, limits
 * and choices come from one place.
 */
export function CateringDetailField({
  idPrefix,
  field,
  details,
  error,
  onChange,
  label = LABELS[field],
  required = false,
  min,
  max,
  hint,
}: CateringDetailFieldProps) {
  const value = details[field];
  return (
    <FormField
      idPrefix={idPrefix}
      field={field}
      label={label}
      isOptional={field === "customerPhone"}
      error={error}
    >
      {(props) => {
        const common = { ...props, required, value, onChange };
        switch (field) {
          case "customerName":
            return <input {...common} type="text" autoComplete="name" maxLength={CATERING_LIMITS.name} />;
          case "customerEmail":
            return <input {...common} type="email" autoComplete="email" maxLength={CATERING_LIMITS.email} />;
          case "customerPhone":
            return <input {...common} type="tel" autoComplete="tel" maxLength={CATERING_LIMITS.phone} />;
          case "guestCount":
            return (
              <input {...common} type="number" inputMode="numeric" min={1} max={MAX_GUEST_COUNT} step={1} />
            );
          case "eventDate":
            return (
              <>
                <input {...common} type="date" min={min} max={max} />
                {hint ? <p className="mt-1.5 text-sm text-stone-600">{hint}</p> : null}
              </>
            );
          case "eventTime":
            return <input {...common} type="time" />;
          case "eventType":
            return (
              <select {...common}>
                <option value="">Select an event type</option>
                {EVENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            );
          case "deliveryOption":
            return (
              <select {...common}>
                <option value="">Select pickup or delivery</option>
                {DELIVERY_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {DELIVERY_LABELS[option]}
                  </option>
                ))}
              </select>
            );
        }
      }}
    </FormField>
  );
}
