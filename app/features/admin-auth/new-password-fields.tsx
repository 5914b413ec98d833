import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { PasswordRules } from "./password-rules.tsx";

type NewPasswordFieldsProps = {
  /** What the admin has typed so far, for the live strength rules. */
  password: string;
  email: string;
  label?: string;
  errors: { password?: string; confirmPassword?: string };
  register: { password: UseFormRegisterReturn; confirmPassword: UseFormRegisterReturn };
};

/** A new password and its confirmation, with the strength rules listed while it is typed. */
export function NewPasswordFields({
  password,
  email,
  label = "Password",
  errors,
  register,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={<PasswordRules password={password} email={email} />}
        {...register.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register.confirmPassword}
      />
    </>
  );
}
