import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

const INPUT_CLASS =
  "mt-1.5 block w-full scroll-mt-28 rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export type FieldControlProps<Name extends string> = {
  id: string;
  name: Name;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  className: string;
};

type FormFieldProps<Name extends string> = {
  /** Prefix of the control's id, so two forms on one page never share ids. */
  idPrefix: string;
  field: Name;
  label: string;
  error: string | undefined;
  isOptional?: boolean;
  className?: string;
  children: (props: FieldControlProps<Name>) => ReactNode;
};

/** A labelled control with its error message wired up through aria-invalid and aria-describedby. */
export function FormField<Name extends string>({
  idPrefix,
  field,
  label,
  error,
  isOptional = false,
  className,
  children,
}: FormFieldProps<Name>) {
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
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

type ControlFieldProps<Name extends string> = Omit<FormFieldProps<Name>, "children">;

/** Parts the FormField's own props from the attributes meant for its control. */
function splitControlProps<Name extends string, Control extends object>({
  idPrefix,
  field,
  label,
  error,
  isOptional,
  className,
  ...control
}: ControlFieldProps<Name> & Control) {
  return { fieldProps: { idPrefix, field, label, error, isOptional, className }, control };
}

/** A FormField whose control is a plain input: the input's own attributes pass through. */
export function FormInput<Name extends string>(
  props: ControlFieldProps<Name> & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldControlProps<Name>>,
) {
  const { fieldProps, control } = splitControlProps(props);
  return <FormField {...fieldProps}>{(wiring) => <input {...wiring} {...control} />}</FormField>;
}

/** A FormField whose control is a textarea: the textarea's own attributes pass through. */
export function FormTextArea<Name extends string>(
  props: ControlFieldProps<Name> &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldControlProps<Name>>,
) {
  const { fieldProps, control } = splitControlProps(props);
  return <FormField {...fieldProps}>{(wiring) => <textarea {...wiring} {...control} />}</FormField>;
}

/** What a person's name, email and phone field are on every public form (each form sets its limit). */
export const PERSON_FIELDS = {
  name: { label: "Name", type: "text", autoComplete: "name", required: true },
  email: { label: "Email", type: "email", autoComplete: "email", inputMode: "email", required: true },
  phone: { label: "Phone", type: "tel", autoComplete: "tel", inputMode: "tel", required: true },
} as const;

/**
 * What every field of one form repeats (its id prefix, name, error, value and change handler), bound
 * once, so each field states only its label and its control's own attributes.
 */
export function bindFields<Name extends string>({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: Record<Name, string>;
  errors: Partial<Record<Name, string | undefined>>;
  onChange: (field: Name, value: string) => void;
}) {
  return (field: Name) => ({
    idPrefix,
    field,
    error: errors[field],
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
  });
}
