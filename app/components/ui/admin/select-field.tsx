import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { Field } from "./field.tsx";

export type SelectFieldOption = { value: string; label: string; disabled?: boolean };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A disabled option stays in the list (say, a full time slot) but cannot be chosen. */
  options: readonly SelectFieldOption[];
  ref?: Ref<HTMLSelectElement>;
};

/**
 * Every select of the admin: a native <select>, so a phone shows its own picker and a form posts it
 * without script; labelled, with its hint and error wired like TextField.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  ref,
  id,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
