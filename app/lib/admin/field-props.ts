import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";

/**
 * A form field's registration and its error together, for the admin's labelled fields (TextField,
 * TextAreaField, SelectField): `<TextField label="Email" {...fieldProps(form, "email")} />`. The field
 * is named once, so an error cannot land under another field's input.
 */
export function fieldProps<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "register" | "formState">,
  name: FieldPath<Values>,
) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: error?.message };
}
