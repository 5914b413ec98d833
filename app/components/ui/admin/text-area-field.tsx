import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { Field } from "./field.tsx";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea wired like TextField: error and hint through aria-describedby; three rows unless told. */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  id,
  className,
  rows = 3,
  ...input
}: TextAreaFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} className={className} size="min-h-11 py-2">
      {(control) => <textarea ref={ref} rows={rows} {...control} {...input} />}
    </Field>
  );
}
