import { adminLoginSchema } from "#domain/validation/admin-auth.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { fieldProps } from "#app/lib/admin/field-props.ts";

/**
 * Email and password, both required (docs/product/06-admin.md §6.1); the action answers the auth error's
 * message.
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(adminLoginSchema, {
    defaultValues: { email: "", password: "", redirectTo },
  });
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <input type="hidden" {...form.register("redirectTo")} />
      <TextField label="Email" type="email" autoComplete="username" {...fieldProps(form, "email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...fieldProps(form, "password")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </fetcher.Form>
  );
}
