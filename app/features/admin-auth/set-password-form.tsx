import { setPasswordSchema } from "#domain/validation/admin-auth.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { PasswordRules } from "./password-rules.tsx";

export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(setPasswordSchema, {
    defaultValues: { token, email, password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const password = form.watch("password") ?? "";
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <input type="hidden" {...form.register("token")} />
      <input type="hidden" {...form.register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordRules password={password} email={email} />}
        {...form.register("password")}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Save Password
      </Button>
    </fetcher.Form>
  );
}
