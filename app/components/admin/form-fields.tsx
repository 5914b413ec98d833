import type { ComponentProps } from "react";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { ColorField } from "#app/components/ui/admin/color-field.tsx";
import { ImageField } from "./image-field.tsx";

/** A form's text field that may be empty: what the picker fields below bind to. */
type BoundField<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPathByValue<Values, string | null | undefined>;
};

/** An ImageField bound to a form's field: an empty value is "", and the field's error shows under it. */
export function FormImageField<Values extends FieldValues>({
  control,
  name,
  ...props
}: BoundField<Values> & Omit<ComponentProps<typeof ImageField>, "value" | "onChange" | "error">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          {...props}
          value={field.value ?? ""}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A ColorField bound to a form's field: an empty value is "" (the fallback colour applies). */
export function FormColorField<Values extends FieldValues>({
  control,
  name,
  ...props
}: BoundField<Values> & Omit<ComponentProps<typeof ColorField>, "value" | "onChange" | "onBlur" | "error">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorField
          {...props}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
