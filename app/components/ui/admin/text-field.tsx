import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { Field } from "./field.tsx";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error and hint are wired through aria-describedby (react-hook-form's register fits). */
export function TextField({ label, error, hint, ref, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </Field>
  );
}

/** A dollar amount typed as text ("12.50"): a phone shows its decimal keypad, no browser suggests a value. */
export function MoneyField(props: TextFieldProps) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}
