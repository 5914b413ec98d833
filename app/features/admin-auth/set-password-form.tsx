import { setPasswordSchema } from "#domain/validation/admin-auth.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

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
      <NewPasswordFields
        password={password}
        email={email}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        register={{ password: form.register("password"), confirmPassword: form.register("confirmPassword") }}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Save Password
      </Button>
    </fetcher.Form>
  );
}
