import { changePasswordSchema } from "#domain/validation/admin-auth.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import type { ActionAnswer } from "#app/lib/use-action-fetcher.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/** The toast after My account's change: how many other devices lost their session, honestly. */
function changedToast(answer: ActionAnswer) {
  const ended = typeof answer.endedSessions === "number" ? answer.endedSessions : 0;
  return {
    title:
      ended > 0
        ? "Password changed. Other devices were signed out."
        : "Password changed. No other device was signed in.",
  };
}

type ChangePasswordFormProps = {
  email: string;
  /**
   * "account": My account (the current password, a toast, the form empties);
   * "first-sign-in": the temporary password is replaced and the action goes on to the dashboard.
   */
  mode: "account" | "first-sign-in";
  /** The route whose action takes the form; the page's own by default. */
  route?: string;
};

/** The current password, then a new one that meets the strength rules, typed twice. */
export function ChangePasswordForm({ email, mode, route }: ChangePasswordFormProps) {
  const isAccount = mode === "account";
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(changePasswordSchema, {
    defaultValues: { email, currentPassword: "", password: "", confirmPassword: "" },
    intent: isAccount ? "change-password" : undefined,
    action: "change the password",
    ...(route ? { route } : {}),
    successToast: isAccount ? changedToast : "none",
    onSuccess: () => form.reset({ email, currentPassword: "", password: "", confirmPassword: "" }),
  });
  const { errors } = form.formState;
  const password = form.watch("password") ?? "";
  return (
    <fetcher.Form method="post" action={route} onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <input type="hidden" autoComplete="username" {...form.register("email")} />
      <TextField
        label={isAccount ? "Current password" : "Temporary password"}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <NewPasswordFields
        label="New password"
        password={password}
        email={email}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        register={{ password: form.register("password"), confirmPassword: form.register("confirmPassword") }}
      />
      <Button type="submit" className={isAccount ? undefined : "w-full"} disabled={isSubmitting}>
        {isAccount ? "Change Password" : "Save Password"}
      </Button>
    </fetcher.Form>
  );
}
