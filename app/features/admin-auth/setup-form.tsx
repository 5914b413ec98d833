import { adminSetupSchema } from "#domain/validation/admin-auth.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/**
 * The first admin: name, email and a password that meets the strength rules; unless the site and the
 * visitor are both on the server's own machine, also the one-time setup code it printed in its log.
 */
export function SetupForm({ askSetupCode = false }: { askSetupCode?: boolean }) {
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(adminSetupSchema, {
    defaultValues: { name: "", email: "", password: "", confirmPassword: "", setupCode: "" },
  });
  const { errors } = form.formState;
  const password = form.watch("password") ?? "";
  const email = form.watch("email") ?? "";
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <NewPasswordFields
        password={password}
        email={email}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        register={{ password: form.register("password"), confirmPassword: form.register("confirmPassword") }}
      />
      {askSetupCode ? (
        <TextField
          label="Setup code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          hint="Printed in the server's log when it started."
          error={errors.setupCode?.message}
          {...form.register("setupCode")}
        />
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating..." : "Create Administrator"}
      </Button>
    </fetcher.Form>
  );
}
